import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import { type HistoryShop, seedHistoryShop } from "../helpers/history"
import {
  HISTORY,
  hexId,
  historyCaller,
  insertEntries,
} from "../helpers/history-api"
import { exportVia } from "../helpers/history-csv"

jest.setTimeout(240 * 1000)

/**
 * The field group filter (docs/product-history.md, "The API"): `stock` is
 * the fields stock and stock.reserved, `catalogue` every other field, none
 * every entry (the API's default stays complete). The same on both
 * dialects, in the grouped list (saves), its counts and the CSV export.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let admin: { headers: Record<string, string> }
    let reader: { headers: Record<string, string> }
    /** Five entries in four saves: a save of a title and a stock change, a reservation, a price, a stock change. */
    let e: Record<"title" | "stock" | "reserved" | "price" | "restock", string>
    const sets = {
      mixed: hexId(),
      order: hexId(),
      price: hexId(),
      restock: hexId(),
    }

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
      admin = await createAdminUser(getContainer(), api)
    })
    beforeEach(async () => {
      reader = await historyCaller(api, getContainer(), [
        "plugin_product_history:read",
      ])
      const common = {
        product_id: shop.productId,
        product_name: "Seed Widget",
        source: "api",
      }
      const stockOf = (variant: typeof shop.small) => ({
        ...common,
        variant_id: variant.id,
        product_number: variant.sku,
        context_data: {
          location_id: shop.location.id,
          location_name: shop.location.name,
        },
      })
      const rows = await insertEntries(getContainer(), [
        {
          ...common,
          product_number: "seed-widget",
          field_name: "title",
          old_value: "A",
          new_value: "B",
          changed_at: "2026-03-01T10:00:00Z",
          change_set_id: sets.mixed,
        },
        {
          ...stockOf(shop.small),
          field_name: "stock",
          old_value: 100,
          new_value: 90,
          changed_at: "2026-03-01T10:00:00Z",
          change_set_id: sets.mixed,
        },
        {
          ...stockOf(shop.small),
          field_name: "stock.reserved",
          old_value: 0,
          new_value: 4,
          changed_at: "2026-03-02T10:00:00Z",
          change_set_id: sets.order,
        },
        {
          ...stockOf(shop.small),
          field_name: "price.gross",
          old_value: 10,
          new_value: 12,
          changed_at: "2026-03-03T10:00:00Z",
          change_set_id: sets.price,
          context_data: { currency_code: "eur" },
        },
        {
          ...stockOf(shop.medium),
          field_name: "stock",
          old_value: 50,
          new_value: 60,
          changed_at: "2026-03-04T10:00:00Z",
          change_set_id: sets.restock,
        },
      ])
      const [title, stock, reserved, price, restock] = rows.map((r) => r.id)
      e = { title, stock, reserved, price, restock }
    })

    const adminList = async (query: string) =>
      (await api.get(`/admin/product-history?${query}`, admin)).data
    const apiList = async (query: string) =>
      (await api.get(`${HISTORY}/list?${query}`, reader)).data

    it("the admin list: catalogue, stock, or everything when left out", async () => {
      const all = await adminList("")
      expect(all.entries.map((x: any) => x.id)).toEqual([
        e.restock,
        e.price,
        e.reserved,
        expect.any(String),
        expect.any(String),
      ])
      expect(all.count).toBe(5)
      const catalogue = await adminList("field_group=catalogue")
      expect(catalogue.entries.map((x: any) => x.id)).toEqual([
        e.price,
        e.title,
      ])
      expect(catalogue.count).toBe(2)
      const stock = await adminList("field_group=stock")
      expect(stock.entries.map((x: any) => x.id)).toEqual([
        e.restock,
        e.reserved,
        e.stock,
      ])
      expect(stock.count).toBe(3)
      // With other filters: all of them apply.
      const small = await adminList(
        `field_group=stock&from=2026-03-02&field_name=stock,stock.reserved,title`
      )
      expect(small.entries.map((x: any) => x.id)).toEqual([
        e.restock,
        e.reserved,
      ])
      const one = await api.get(
        `/admin/products/${shop.productId}/history?field_group=catalogue`,
        admin
      )
      expect(one.data.entries.map((x: any) => x.id)).toEqual([e.price, e.title])
    })

    it("saves: a save is listed by the group of its entries, with those entries only, and counted so", async () => {
      const ids = (answer: any) =>
        answer.change_sets.map((s: any) => [
          s.change_set_id,
          s.entries.map((x: any) => x.id),
        ])
      const catalogue = await adminList(
        "group_by=change_set&field_group=catalogue"
      )
      expect(ids(catalogue)).toEqual([
        [sets.price, [e.price]],
        [sets.mixed, [e.title]],
      ])
      expect(catalogue.count).toBe(2)
      const stock = await adminList("group_by=change_set&field_group=stock")
      expect(ids(stock)).toEqual([
        [sets.restock, [e.restock]],
        [sets.order, [e.reserved]],
        [sets.mixed, [e.stock]],
      ])
      expect(stock.count).toBe(3)
      const grouped = await apiList("groupBy=changeSet&fieldGroup=stock")
      expect(grouped.total).toBe(3)
      expect(grouped.data.map((s: any) => s.changeSetId)).toEqual([
        sets.restock,
        sets.order,
        sets.mixed,
      ])
    })

    it("the /api dialect: fieldGroup on the list and a product's entries; left out, every entry", async () => {
      const all = await apiList("")
      expect(all.total).toBe(5)
      expect(
        (await apiList("fieldGroup=catalogue")).data.map((x: any) => x.id)
      ).toEqual([e.price, e.title])
      expect((await apiList("fieldGroup=stock")).total).toBe(3)
      const entries = await api.get(
        `${HISTORY}/entries/${shop.productId}?fieldGroup=stock&sort=changedAt`,
        reader
      )
      expect(entries.data.data.map((x: any) => x.id)).toEqual([
        e.stock,
        e.reserved,
        e.restock,
      ])
    })

    it("refuses another group with 400, naming the parameter and the choices", async () => {
      const viaApi = await settle(
        api.get(`${HISTORY}/list?fieldGroup=prices`, reader)
      )
      const error = expectApiError(
        viaApi,
        400,
        "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
        "/query/fieldGroup"
      )
      expect(error.detail).toContain("catalogue")
      const viaAdmin = await settle(
        api.get(`/admin/product-history?field_group=prices`, admin)
      )
      expect(viaAdmin.status).toBe(400)
      expect(viaAdmin.data.message).toContain("field_group")
    })

    it("the CSV export holds exactly the group's entries, on both dialects", async () => {
      const stock = await exportVia(
        api,
        { config: admin, admin: true },
        { field_group: "stock" }
      )
      expect(stock.records.map((r) => r["Entry ID"])).toEqual([
        e.restock,
        e.reserved,
        e.stock,
      ])
      const catalogue = await exportVia(
        api,
        { config: reader, admin: false },
        { fieldGroup: "catalogue" }
      )
      expect(catalogue.records.map((r) => r["Entry ID"])).toEqual([
        e.price,
        e.title,
      ])
      const all = await exportVia(api, { config: reader, admin: false }, {})
      expect(all.records).toHaveLength(5)
    })
  },
})
