import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"
import {
  allHistoryEntries,
  type HistoryShop,
  seedHistoryShop,
} from "../helpers/history"
import { insertEntries } from "../helpers/history-api"

jest.setTimeout(240 * 1000)

/**
 * `rollback_refusal` in the admin answers: every entry the rollback always
 * refuses names why (a code the admin screens put in words), in the list, the
 * product's history, the saves, one entry and one save; the rollback refuses
 * exactly those (400, nothing written), and the others can be rolled back.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let admin: { headers: Record<string, string> }

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
      admin = await createAdminUser(getContainer(), api)
    })

    const get = async (url: string) => (await api.get(url, admin)).data
    const rollback = (id: string) =>
      settle(
        api.post(
          `/admin/product-history/${id}/rollback`,
          { force: true },
          admin
        )
      )

    it("names the refusal of each entry wherever admin lists it, and the rollback refuses exactly those", async () => {
      await api.post(
        `/admin/products/${shop.productId}`,
        { title: "Renamed Widget" },
        admin
      )
      const [titleEntry] = await allHistoryEntries(getContainer())
      const at = new Date()
      const product = { product_id: shop.productId, changed_at: at }
      const variant = {
        ...product,
        variant_id: shop.small.id,
        product_number: "SW-S",
      }
      const seeded = await insertEntries(getContainer(), [
        { ...product, field_name: "title", manual: true, source: "cli" },
        {
          ...variant,
          field_name: "stock.reserved",
          old_value: 0,
          new_value: 2,
          context_data: { location_id: shop.location.id },
        },
        {
          ...variant,
          field_name: "price.gross",
          old_value: 9,
          new_value: 8,
          context_data: {
            currency_code: "eur",
            price_list_id: "plist_b2b",
            price_set_id: shop.small.priceSetId,
          },
        },
        { ...product, field_name: "product", new_value: { title: "x" } },
        { ...variant, field_name: "variant", old_value: { sku: "SW-S" } },
        { ...product, field_name: "options", new_value: [] },
        {
          ...variant,
          field_name: "stock",
          old_value: null,
          new_value: 5,
          context_data: { location_id: shop.location.id },
        },
        { ...product, field_name: "certification", new_value: "CE" },
      ])
      const expected: Record<string, string | null> = {
        [titleEntry.id]: null,
      }
      const codes = [
        "manual",
        "reserved_stock",
        "price_list",
        "record_created",
        "record_deleted",
        "options",
        "first_stock",
        "not_stored",
      ]
      seeded.forEach((e, i) => (expected[e.id] = codes[i]))
      const refusals = (entries: any[]) =>
        Object.fromEntries(entries.map((e) => [e.id, e.rollback_refusal]))

      const list = await get(
        `/admin/product-history?product_id=${shop.productId}&limit=50`
      )
      expect(refusals(list.entries)).toEqual(expected)
      const ofProduct = await get(
        `/admin/products/${shop.productId}/history?limit=50`
      )
      expect(refusals(ofProduct.entries)).toEqual(expected)
      const saves = await get(
        `/admin/product-history?product_id=${shop.productId}&group_by=change_set&limit=50`
      )
      expect(
        refusals(saves.change_sets.flatMap((s: any) => s.entries))
      ).toEqual(expected)
      for (const [id, refusal] of Object.entries(expected)) {
        expect((await get(`/admin/product-history/${id}`)).entry).toMatchObject(
          { id, rollback_refusal: refusal }
        )
      }
      const save = await get(
        `/admin/product-history/change-sets/${seeded[1].id}`
      )
      expect(save.change_set.entries).toEqual([
        expect.objectContaining({ rollback_refusal: "reserved_stock" }),
      ])

      // The rollback refuses each refused entry, even forced, and writes nothing.
      const count = (await allHistoryEntries(getContainer())).length
      for (const entry of seeded) {
        const res = await rollback(entry.id)
        expect([entry.field_name, res.status]).toEqual([entry.field_name, 400])
        expect(res.data.code).toBe("PLUGIN_HISTORY__NOT_ROLLBACKABLE")
      }
      const refusedSave = await settle(
        api.post(
          `/admin/product-history/change-sets/${seeded[0].id}/rollback`,
          {},
          admin
        )
      )
      expect(refusedSave.status).toBe(400)
      expect((await allHistoryEntries(getContainer())).length).toBe(count)

      // The one without a refusal rolls back; its rollback entry can be rolled back too.
      const done = await rollback(titleEntry.id)
      expect(done.status).toBe(200)
      expect(done.data.entry).toMatchObject({
        field_name: "title",
        rollback_refusal: null,
      })
      const { product: now } = await get(
        `/admin/products/${shop.productId}?fields=title`
      )
      expect(now.title).toBe("Seed Widget")
    })
  },
})
