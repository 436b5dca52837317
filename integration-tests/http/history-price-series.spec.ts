import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { addHistoryEntryWorkflow } from "../../src/workflows/product-history"
import { createAdminUser } from "../helpers/admin-user"
import { type HistoryShop, seedHistoryShop } from "../helpers/history"
import { HISTORY, historyCaller, insertEntries } from "../helpers/history-api"

jest.setTimeout(240 * 1000)

const DAY = 86_400_000

/**
 * The price series tells the truth over both dialects: a line starts at the
 * first price the shop is known to have had (never before the product
 * existed), ends at the live price, shows unchanged prices flat, gives tier,
 * region and price-list prices lines of their own with a label, and leaves
 * out hand-made entries without a currency. The shop ("Seed Widget", SW-S:
 * 10 EUR gross / 11 USD net, SW-M: 20 EUR / 22 USD, region "Europe" net) is
 * created before the tests, today.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let admin: { headers: Record<string, string> }
    let reader: { headers: Record<string, string> }

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
      admin = await createAdminUser(getContainer(), api)
    })
    beforeEach(async () => {
      reader = await historyCaller(api, getContainer(), [
        "plugin_product_history:read",
      ])
    })

    const apiSeries = async (days = 90) =>
      (
        await api.get(
          `${HISTORY}/price-series/${shop.productId}?days=${days}`,
          reader
        )
      ).data.data
    const adminSeries = async (days = 90) =>
      (
        await api.get(
          `/admin/products/${shop.productId}/price-series?days=${days}`,
          admin
        )
      ).data.price_series
    const lineOf = (series: any, sku: string, label: string) =>
      series.series.find((l: any) => l.sku === sku && l.label === label)
    const values = (line: any) =>
      line.points.map((p: any) => [
        p.value,
        "entryId" in p ? p.entryId : p.entry_id,
      ])
    const variantCreatedAt = async (variantId: string) =>
      new Date(
        (
          await api.get(
            `/admin/products/${shop.productId}/variants/${variantId}?fields=created_at`,
            admin
          )
        ).data.variant.created_at
      ).toISOString()
    const variantPrices = async (variantId: string) =>
      (
        await api.get(
          `/admin/products/${shop.productId}/variants/${variantId}?fields=*prices`,
          admin
        )
      ).data.variant.prices as any[]
    const setPrices = (variantId: string, prices: unknown[]) =>
      api.post(
        `/admin/products/${shop.productId}/variants/${variantId}`,
        { prices },
        admin
      )
    /** The variant's prices as they are, with EUR's base price set to `amount` (ids kept: an update, not a replace). */
    const setEur = async (variantId: string, amount: number) =>
      setPrices(
        variantId,
        (await variantPrices(variantId)).map((p) => ({
          id: p.id,
          currency_code: p.currency_code,
          amount:
            p.currency_code === "eur" && !p.min_quantity && !p.rules?.region_id
              ? amount
              : p.amount,
        }))
      )

    it("starts a product created today at its creation, with each price as a flat line to the live price", async () => {
      const series = await apiSeries()
      const from = Date.parse(series.from)
      expect(Date.parse(series.to) - from).toBe(90 * DAY)
      // Variants of one rank come as created, then by SKU; each variant's lines by currency.
      expect(
        series.series
          .map((l: any) => [l.sku, l.label, l.fieldName])
          .sort((a: string[], b: string[]) => a.join().localeCompare(b.join()))
      ).toEqual([
        ["SW-M", "EUR", "price.gross"],
        ["SW-M", "USD", "price.net"],
        ["SW-S", "EUR", "price.gross"],
        ["SW-S", "USD", "price.net"],
      ])
      const small = await variantCreatedAt(shop.small.id)
      const eur = lineOf(series, "SW-S", "EUR")
      expect(eur).toMatchObject({
        variantId: shop.small.id,
        currencyCode: "eur",
        priceListId: null,
        minQuantity: null,
        maxQuantity: null,
        rules: {},
      })
      // No point 90 days back: the first is the variant's creation, today.
      expect(eur.points).toEqual([
        { at: small, value: 10, entryId: null },
        { at: series.to, value: 10, entryId: null },
      ])
      for (const line of series.series) {
        expect(Date.parse(line.points[0].at)).toBeGreaterThan(from)
        expect(line.points.at(-1).at).toBe(series.to)
      }
      expect(values(lineOf(series, "SW-M", "USD"))).toEqual([
        [22, null],
        [22, null],
      ])
    })

    it("ends at the live price and starts at the first price when it changed; the /admin dialect says the same in snake_case", async () => {
      await setEur(shop.small.id, 12.5)
      await setEur(shop.small.id, 15)
      const series = await apiSeries()
      const line = lineOf(series, "SW-S", "EUR")
      const ids = line.points.map((p: any) => p.entryId)
      expect(values(line)).toEqual([
        [10, null],
        [12.5, ids[1]],
        [15, ids[2]],
        [15, null],
      ])
      expect(line.points[0].at).toBe(await variantCreatedAt(shop.small.id))

      // An entry that claims 99 (the shop never held it): the last point is still what Medusa stores.
      const [claim] = await insertEntries(getContainer(), [
        {
          product_id: shop.productId,
          variant_id: shop.small.id,
          product_number: "SW-S",
          field_name: "price.gross",
          old_value: 15,
          new_value: 99,
          context_data: { currency_code: "eur", rules: {} },
          changed_at: new Date(),
        },
      ])
      const after = lineOf(await apiSeries(), "SW-S", "EUR")
      expect(values(after).slice(-2)).toEqual([
        [99, claim.id],
        [15, null],
      ])

      const snake = lineOf(await adminSeries(), "SW-S", "EUR")
      expect({ ...snake, points: undefined }).toEqual({
        variant_id: shop.small.id,
        sku: "SW-S",
        currency_code: "eur",
        field_name: "price.gross",
        price_list_id: null,
        min_quantity: null,
        max_quantity: null,
        rules: {},
        label: "EUR",
        points: undefined,
      })
      expect(snake.points.at(-1)).toMatchObject({ value: 15, entry_id: null })
    })

    it("draws a price that never changed flat over the whole window when the product is older", async () => {
      const knex = getContainer().resolve(
        ContainerRegistrationKeys.PG_CONNECTION
      )
      const longAgo = new Date(Date.now() - 200 * DAY)
      await knex("product")
        .where({ id: shop.productId })
        .update({ created_at: longAgo })
      await knex("product_variant")
        .where({ product_id: shop.productId })
        .update({ created_at: longAgo })
      const series = await apiSeries()
      for (const line of series.series) {
        expect(line.points.map((p: any) => p.at)).toEqual([
          series.from,
          series.to,
        ])
        expect(line.points[0].value).toBe(line.points[1].value)
      }
      expect(values(lineOf(series, "SW-M", "EUR"))).toEqual([
        [20, null],
        [20, null],
      ])
    })

    it("gives tier, region and price-list prices lines of their own, each labelled, from the change that created them", async () => {
      const base = (await variantPrices(shop.small.id)).map((p) => ({
        id: p.id,
        currency_code: p.currency_code,
        amount: p.amount,
      }))
      const added = [
        { currency_code: "eur", amount: 9, min_quantity: 10 },
        {
          currency_code: "eur",
          amount: 8,
          rules: { region_id: shop.regionId },
        },
      ]
      expect((await setPrices(shop.small.id, [...base, ...added])).status).toBe(
        200
      )
      const tier = (await variantPrices(shop.small.id)).find(
        (p) => p.min_quantity === 10
      )
      // The tier price goes from 9 to 8.5; every price is sent whole (an update keeps only what it is given).
      await setPrices(
        shop.small.id,
        (await variantPrices(shop.small.id)).map((p) => ({
          id: p.id,
          currency_code: p.currency_code,
          amount: p.id === tier.id ? 8.5 : p.amount,
          min_quantity: p.min_quantity,
          max_quantity: p.max_quantity,
          rules: p.rules,
        }))
      )
      const listed = await api.post(
        "/admin/price-lists",
        {
          title: "Summer",
          description: "Summer sale",
          type: "sale",
          status: "active",
          prices: [
            { variant_id: shop.small.id, currency_code: "eur", amount: 7 },
          ],
        },
        admin
      )
      expect(listed.status).toBe(200)

      const series = await apiSeries()
      const small = series.series.filter((l: any) => l.sku === "SW-S")
      expect(small.map((l: any) => [l.label, l.fieldName])).toEqual([
        ["EUR", "price.gross"],
        ["EUR · from 10 pcs", "price.gross"],
        ["EUR · Region Europe", "price.net"],
        ["EUR · Price list Summer", "price.gross"],
        ["USD", "price.net"],
      ])
      const [, tierLine, regionLine, listLine] = small
      expect(tierLine).toMatchObject({ minQuantity: 10, maxQuantity: null })
      expect(regionLine.rules).toEqual({ region_id: shop.regionId })
      expect(listLine.priceListId).toBe(listed.data.price_list.id)
      // Each starts at the change that created it (old value none): no point before.
      const entries = (
        await api.get(
          `${HISTORY}/list?productId=${shop.productId}&sort=changedAt`,
          reader
        )
      ).data.data
      const idsWhere = (match: (context: any) => boolean) =>
        entries.filter((e: any) => match(e.contextData)).map((e: any) => e.id)
      const tierIds = idsWhere((c) => c.min_quantity === 10)
      const [regionId] = idsWhere((c) => !!c.rules?.region_id)
      const [listId] = idsWhere((c) => !!c.price_list_id)
      expect(entries).toHaveLength(4)
      expect(values(tierLine)).toEqual([
        [9, tierIds[0]],
        [8.5, tierIds[1]],
        [8.5, null],
      ])
      expect(values(regionLine)).toEqual([
        [8, regionId],
        [8, null],
      ])
      expect(values(listLine)).toEqual([
        [7, listId],
        [7, null],
      ])
      // The base EUR price did not move through any of this.
      expect(values(small[0])).toEqual([
        [10, null],
        [10, null],
      ])

      const snake = (await adminSeries()).series.find(
        (l: any) => l.label === "EUR · Price list Summer"
      )
      expect(snake).toMatchObject({
        price_list_id: listed.data.price_list.id,
        min_quantity: null,
        field_name: "price.gross",
      })
    })

    it("leaves out a hand-made entry without a currency", async () => {
      const { result: entry } = await addHistoryEntryWorkflow(
        getContainer()
      ).run({
        input: {
          productNumber: "SW-S",
          field: "price.gross",
          oldValue: 10,
          newValue: 99,
          source: "ERP correction",
        },
      })
      expect(entry).toMatchObject({ manual: true, context_data: null })
      const series = await apiSeries()
      expect(series.series).toHaveLength(4)
      const points = series.series.flatMap((l: any) => l.points)
      expect(points.some((p: any) => p.entryId === entry.id)).toBe(false)
      expect(points.some((p: any) => p.value === 99)).toBe(false)
      expect(values(lineOf(series, "SW-S", "EUR"))).toEqual([
        [10, null],
        [10, null],
      ])
    })
  },
})
