import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"
import {
  allHistoryEntries,
  type HistoryShop,
  seedHistoryShop,
} from "../helpers/history"
import { HISTORY, historyCaller } from "../helpers/history-api"

jest.setTimeout(240 * 1000)

/**
 * "Every change of a product field": the fields beyond the first list, each
 * from Medusa's admin API: external id, gift card flag, images, sales
 * channels, variant metadata, the first stock at a location, and a tag or
 * category deleted while products use it. Each rolls back where the shop can
 * write it.
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

    const entries = async (field: string) =>
      (await allHistoryEntries(getContainer())).filter(
        (e) => e.field_name === field
      )
    const saveProduct = (body: Record<string, unknown>) =>
      api.post(`/admin/products/${shop.productId}`, body, admin)
    const rollback = async (id: string) => {
      const editor = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:update", "product:update"],
        "Editor"
      )
      return settle(api.post(`${HISTORY}/rollback/${id}`, {}, editor))
    }

    it("external_id and is_giftcard (Medusa makes a gift card non-discountable)", async () => {
      await saveProduct({ external_id: "ERP-4711", is_giftcard: true })
      expect(
        (await allHistoryEntries(getContainer())).map((e) => [
          e.field_name,
          e.old_value,
          e.new_value,
        ])
      ).toEqual([
        ["discountable", true, false],
        ["external_id", null, "ERP-4711"],
        ["is_giftcard", false, true],
      ])
    })

    it("images: added, reordered, removed; a rollback puts them back in order", async () => {
      const url = (n: string) => `https://cdn.example.com/${n}.png`
      await saveProduct({ images: [{ url: url("a") }, { url: url("b") }] })
      await saveProduct({ images: [{ url: url("b") }, { url: url("a") }] })
      await saveProduct({ images: [{ url: url("b") }] })
      const urls = (list: any) => (list ?? []).map((i: any) => i.url)
      const changes = (await entries("images")).map((e) => [
        urls(e.old_value),
        urls(e.new_value),
      ])
      expect(changes).toEqual([
        [[], [url("a"), url("b")]],
        [
          [url("a"), url("b")],
          [url("b"), url("a")],
        ],
        [[url("b"), url("a")], [url("b")]],
      ])
      const [, , removed] = await entries("images")
      expect((await rollback(removed.id)).status).toBe(204)
      const product = (
        await api.get(`/admin/products/${shop.productId}?fields=*images`, admin)
      ).data.product
      expect(
        [...product.images]
          .sort((a: any, b: any) => a.rank - b.rank)
          .map((i: any) => i.url)
      ).toEqual([url("b"), url("a")])
    })

    it("sales channels: added, set in one save (one entry, although Medusa writes it in two transactions), rolled back without force", async () => {
      const channel = async (name: string) =>
        (await api.post(`/admin/sales-channels`, { name }, admin)).data
          .sales_channel
      const [web, b2b] = [
        await channel("Web shop"),
        await channel("B2B portal"),
      ]
      const channelsNow = async () =>
        (
          await api.get(
            `/admin/products/${shop.productId}?fields=*sales_channels`,
            admin
          )
        ).data.product.sales_channels
          .map((c: any) => c.name)
          .sort()
      const names = (value: any) => (value ?? []).map((c: any) => c.name)
      const changes = async () =>
        (await entries("sales_channels")).map((e) => [
          names(e.old_value),
          names(e.new_value),
        ])
      for (const c of [web, b2b])
        await api.post(
          `/admin/sales-channels/${c.id}/products`,
          { add: [shop.productId] },
          admin
        )
      const before = names((await entries("sales_channels"))[0].old_value)
      // One save that sets the channels: Medusa removes the links, then adds them.
      await saveProduct({ sales_channels: [{ id: web.id }] })
      expect(await changes()).toEqual([
        [before, [...before, "Web shop"].sort()],
        [
          [...before, "Web shop"].sort(),
          [...before, "B2B portal", "Web shop"].sort(),
        ],
        [[...before, "B2B portal", "Web shop"].sort(), ["Web shop"]],
      ])
      // Rolling that save back (remove, then add again) without force: all of it, one entry.
      const [, , set] = await entries("sales_channels")
      expect((await rollback(set.id)).status).toBe(204)
      expect(await channelsNow()).toEqual(
        [...before, "B2B portal", "Web shop"].sort()
      )
      const after = await entries("sales_channels")
      expect(after).toHaveLength(4)
      // A sales channel deleted while the product is in it changes the product's channels.
      await api.delete(`/admin/sales-channels/${b2b.id}`, admin)
      const [, , , , deleted] = await entries("sales_channels")
      expect([names(deleted?.old_value), names(deleted?.new_value)]).toEqual([
        [...before, "B2B portal", "Web shop"].sort(),
        [...before, "Web shop"].sort(),
      ])
      expect(after[3]).toMatchObject({ rolled_back_entry_id: set.id })
      expect([names(after[3].old_value), names(after[3].new_value)]).toEqual([
        ["Web shop"],
        [...before, "B2B portal", "Web shop"].sort(),
      ])
    })

    it("variant metadata, one entry per key, rolled back per key", async () => {
      const url = `/admin/products/${shop.productId}/variants/${shop.small.id}`
      await api.post(url, { metadata: { colour: "red", size_eu: "39" } }, admin)
      await api.post(url, { metadata: { colour: "blue" } }, admin)
      const colour = await entries("metadata.colour")
      expect(
        colour.map((e) => [e.variant_id, e.old_value, e.new_value])
      ).toEqual([
        [shop.small.id, null, "red"],
        [shop.small.id, "red", "blue"],
      ])
      expect((await entries("metadata.size_eu")).length).toBe(1)
      expect((await rollback(colour[1].id)).status).toBe(204)
      const variant = (await api.get(url, admin)).data.variant
      expect(variant.metadata).toEqual({ colour: "red", size_eu: "39" })
    })

    it("the first stock at a new location is recorded (from no stock there)", async () => {
      const location = (
        await api.post(`/admin/stock-locations`, { name: "Overflow" }, admin)
      ).data.stock_location
      await api.post(
        `/admin/inventory-items/${shop.small.inventoryItemId}/location-levels`,
        { location_id: location.id, stocked_quantity: 30 },
        admin
      )
      const stock = (await entries("stock")).filter(
        (e) => e.context_data.location_id === location.id
      )
      expect(
        stock.map((e) => [
          e.variant_id,
          e.old_value,
          e.new_value,
          e.context_data.location_name,
        ])
      ).toEqual([[shop.small.id, null, 30, "Overflow"]])
    })

    it("a tag or category deleted while the product uses it changes the product's tags and categories", async () => {
      await api.delete(`/admin/product-tags/${shop.tags.beta.id}`, admin)
      const [tags] = await entries("tags")
      expect(tags).toMatchObject({
        product_id: shop.productId,
        old_value: [{ id: shop.tags.beta.id, value: "beta" }],
        new_value: [],
      })
      const categories = (
        await api.get(
          `/admin/products/${shop.productId}?fields=*categories`,
          admin
        )
      ).data.product.categories
      await api.delete(`/admin/product-categories/${categories[0].id}`, admin)
      const [changed] = await entries("categories")
      expect(changed.old_value.map((c: any) => c.name)).toEqual(["Tools"])
      expect(changed.new_value).toEqual([])
    })

    it("options: an option added, its values changed, a variant's values; recorded, and rollback answers why not", async () => {
      const added = await settle(
        api.post(
          `/admin/products/${shop.productId}/options/batch`,
          { add: [{ title: "Color", values: ["Red", "Blue"] }] },
          admin
        )
      )
      expect([added.status, added.data.message]).toEqual([200, undefined])
      const { product } = added.data
      const color = product.options.find((o: any) => o.title === "Color")
      const variant = await settle(
        api.post(
          `/admin/products/${shop.productId}/variants/${shop.small.id}`,
          { options: { Size: "S", Color: "Red" } },
          admin
        )
      )
      expect([variant.status, variant.data.message]).toEqual([200, undefined])
      const values = await settle(
        api.post(
          `/admin/products/${shop.productId}/options/batch`,
          {
            update: [
              { product_option_id: color.id, add: [{ value: "Green" }] },
            ],
          },
          admin
        )
      )
      expect([values.status, values.data.message]).toEqual([200, undefined])
      // A rename changes the product's options and the variant's values.
      await api.post(
        `/admin/product-options/${color.id}`,
        { title: "Colour" },
        admin
      )
      const recorded = (await entries("options")).map((e) => [
        e.variant_id ? "variant" : "product",
        e.old_value,
        e.new_value,
      ])
      const optionsOf = (...colors: [string, string[]][]) =>
        colors.map(([title, values]) => [
          ...(title ? [expect.objectContaining({ title, values })] : []),
          expect.objectContaining({ title: "Size", values: ["M", "S"] }),
        ])
      const redBlue: [string, string[]] = ["Color", ["Blue", "Red"]]
      const green: [string, string[]] = ["Color", ["Blue", "Green", "Red"]]
      expect(recorded).toEqual([
        ["product", ...optionsOf(["", []], redBlue)],
        ["variant", { Size: "S" }, { Size: "S", Color: "Red" }],
        ["product", ...optionsOf(redBlue, green)],
        ["product", ...optionsOf(green, ["Colour", green[1]])],
        ["variant", { Size: "S", Color: "Red" }, { Size: "S", Colour: "Red" }],
      ])
      for (const entry of await entries("options")) {
        const answer = await rollback(entry.id)
        expect(answer.status).toBe(400)
        expect(answer.data.errors[0].code).toBe(
          "PLUGIN_HISTORY__NOT_ROLLBACKABLE"
        )
        expect(answer.data.errors[0].detail).toMatch(
          /records the (options of a product|option values of a variant).*change them in the shop/
        )
      }
    })

    it("a variant created with prices records its prices from none", async () => {
      const { product } = (
        await api.post(
          `/admin/products`,
          {
            title: "Priced Pail",
            options: [{ title: "Size", values: ["L"] }],
            variants: [
              {
                title: "L",
                sku: "SW-L",
                options: { Size: "L" },
                prices: [
                  { currency_code: "eur", amount: 7 },
                  { currency_code: "usd", amount: 8 },
                ],
              },
            ],
          },
          admin
        )
      ).data
      const created = product.variants.find((v: any) => v.sku === "SW-L")
      const prices = (await allHistoryEntries(getContainer()))
        .filter(
          (e) =>
            e.variant_id === created.id && e.field_name.startsWith("price.")
        )
        .map((e) => [e.context_data.currency_code, e.old_value, e.new_value])
        .sort()
      expect(prices).toEqual([
        ["eur", null, 7],
        ["usd", null, 8],
      ])
    })

    it("term finds a product by a former name or a former SKU: all its entries, before and after", async () => {
      await saveProduct({ title: "Garden Gnome" })
      await saveProduct({ weight: 321 })
      await api.post(
        `/admin/products/${shop.productId}/variants/${shop.small.id}`,
        { sku: "GG-S" },
        admin
      )
      await saveProduct({ subtitle: "After both" })
      const reader = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:read"],
        "Reader"
      )
      const fields = async (term: string) =>
        (
          await api.get(
            `${HISTORY}/list?term=${encodeURIComponent(term)}&sort=changedAt`,
            reader
          )
        ).data.data.map((e: any) => e.fieldName)
      const all = ["title", "weight", "sku", "subtitle"]
      expect(await fields("seed wid")).toEqual(all) // the former name
      expect(await fields("sw-s")).toEqual(all) // the former SKU
      expect(await fields("garden gn")).toEqual(all) // the name now
      expect(await fields("nothing like it")).toEqual([])
      expect(await fields("%")).toEqual([]) // a wildcard is taken literally

      // A deleted product keeps its history, and its name still finds it.
      const { product } = (
        await api.post(
          `/admin/products`,
          {
            title: "Vanishing Vase",
            options: [{ title: "Size", values: ["One"] }],
            variants: [
              {
                title: "One",
                sku: "VV-1",
                options: { Size: "One" },
                prices: [],
              },
            ],
          },
          admin
        )
      ).data
      await api.delete(`/admin/products/${product.id}`, admin)
      const vanished = await fields("vanishing")
      expect(vanished.filter((f: string) => f === "product")).toHaveLength(2) // created, deleted
      expect(await fields("vv-1")).toEqual(vanished)
    })

    it("a product created and a variant deleted are recorded with their snapshots; rolling them back answers why not", async () => {
      const created = (
        await api.post(
          `/admin/products`,
          {
            title: "Brand New Rake",
            handle: "brand-new-rake",
            options: [{ title: "Size", values: ["One"] }],
            variants: [
              {
                title: "One",
                sku: "RAKE-1",
                options: { Size: "One" },
                prices: [{ currency_code: "eur", amount: 30 }],
              },
            ],
          },
          admin
        )
      ).data.product
      const all = await allHistoryEntries(getContainer())
      const product = all.find(
        (e) => e.field_name === "product" && e.product_id === created.id
      )
      expect(product).toMatchObject({
        old_value: null,
        product_name: "Brand New Rake",
        product_number: "brand-new-rake",
        source: "api",
      })
      expect(product.new_value).toMatchObject({
        title: "Brand New Rake",
        handle: "brand-new-rake",
      })
      const variant = all.find(
        (e) => e.field_name === "variant" && e.product_id === created.id
      )
      expect(variant).toMatchObject({
        old_value: null,
        product_number: "RAKE-1",
      })
      expect(variant.new_value).toMatchObject({ sku: "RAKE-1", title: "One" })
      expect(variant.change_set_id).toBe(product.change_set_id)

      await api.delete(
        `/admin/products/${shop.productId}/variants/${shop.medium.id}`,
        admin
      )
      const deleted = (await entries("variant")).find(
        (e) => e.variant_id === shop.medium.id
      )
      expect(deleted).toMatchObject({ new_value: null, product_number: "SW-M" })
      expect(deleted.old_value).toMatchObject({ sku: "SW-M", title: "M" })

      for (const [entry, words] of [
        [product, "creation of the product brand-new-rake"],
        [deleted, "deletion of the variant SW-M"],
      ]) {
        const refused = await rollback(entry.id)
        expect(refused.status).toBe(400)
        expect(refused.data.errors[0].code).toBe(
          "PLUGIN_HISTORY__NOT_ROLLBACKABLE"
        )
        expect(refused.data.errors[0].detail).toContain(words)
      }
    })
  },
})
