import { Modules } from "@medusajs/framework/utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import {
  allHistoryEntries,
  basicAuth,
  comparable,
  expectedEntry,
  type HistoryShop,
  priceFieldFor,
  seedHistoryShop,
  sessionHeaders,
} from "../helpers/history"

jest.setTimeout(240 * 1000)

/**
 * Product change history (src/modules/product-history): every write path of a
 * product, variant, price or stock level must leave exactly one entry per
 * changed field, with typed values and the right author. The shop is seeded
 * before the first test; each test starts from that snapshot, with an empty
 * history, so every assertion covers the whole entry table.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let admin: { headers: Record<string, string> }
    let adminUserId: string
    const ADMIN_NAME = "Test Admin"

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
      admin = await createAdminUser(getContainer(), api)
      const [user] = await getContainer()
        .resolve(Modules.USER)
        .listUsers({ email: ADMIN.email })
      adminUserId = user.id
    })

    const entries = () => allHistoryEntries(getContainer())
    /** Entries as comparable objects, sorted by field name then variant (one transaction has no meaningful order). */
    const snapshot = async () =>
      (await entries())
        .map(comparable)
        .sort(
          (a: any, b: any) =>
            a.field_name.localeCompare(b.field_name) ||
            String(a.variant_id).localeCompare(String(b.variant_id))
        )
    const productEntry = (fields: Record<string, unknown>) =>
      expectedEntry({
        product_id: shop.productId,
        product_name: "Seed Widget",
        product_number: "seed-widget",
        ...fields,
      })
    const byAdminApi = () => ({
      source: "api",
      user_id: adminUserId,
      changed_by: ADMIN_NAME,
    })
    const variantPrices = async (variantId: string) => {
      const { data } = await api.get(
        `/admin/products/${shop.productId}/variants/${variantId}?fields=*prices`,
        admin
      )
      return data.variant.prices as {
        id: string
        currency_code: string
        amount: number
        rules?: Record<string, string>
      }[]
    }

    it("writes nothing for the seeded data: products, variants, prices and stock created before the first change leave no entry", async () => {
      expect(await entries()).toEqual([])
    })

    it("1. admin API with a bearer token: title and one metadata key give two entries with source api, from the first change of a seeded product", async () => {
      expect(await entries()).toEqual([])
      const res = await api.post(
        `/admin/products/${shop.productId}`,
        { title: "Renamed Widget", metadata: { origin: "seed", color: "red" } },
        admin
      )
      expect(res.status).toBe(200)

      const got = await entries()
      // The product existed before (seeded) and had no entries: its first change is recorded, old values are the seeded ones.
      expect(got).toHaveLength(2)
      for (const e of got) expect(e.changed_at).toBeInstanceOf(Date)
      expect(await snapshot()).toEqual([
        productEntry({
          product_name: "Renamed Widget",
          field_name: "metadata.color",
          old_value: null,
          new_value: "red",
          ...byAdminApi(),
        }),
        productEntry({
          product_name: "Renamed Widget",
          field_name: "title",
          old_value: "Seed Widget",
          new_value: "Renamed Widget",
          ...byAdminApi(),
        }),
      ])
    })

    it("2. dashboard session (cookie from POST /auth/session): source admin, the user's name", async () => {
      const session = await sessionHeaders(api, admin)
      const res = await api.post(
        `/admin/products/${shop.productId}`,
        { subtitle: "From the dashboard", weight: 250 },
        session
      )
      expect(res.status).toBe(200)
      expect(await snapshot()).toEqual([
        productEntry({
          field_name: "subtitle",
          old_value: null,
          new_value: "From the dashboard",
          source: "admin",
          user_id: adminUserId,
          changed_by: ADMIN_NAME,
        }),
        productEntry({
          field_name: "weight",
          old_value: 100,
          new_value: 250,
          source: "admin",
          user_id: adminUserId,
          changed_by: ADMIN_NAME,
        }),
      ])
    })

    it("3. secret API key (HTTP Basic): source api, changed_by names the key, no user", async () => {
      const created = await api.post(
        "/admin/api-keys",
        { title: "ERP sync", type: "secret" },
        admin
      )
      const key = basicAuth(created.data.api_key.token)
      const res = await api.post(
        `/admin/products/${shop.productId}`,
        { status: "draft" },
        key
      )
      expect(res.status).toBe(200)
      expect(await snapshot()).toEqual([
        productEntry({
          field_name: "status",
          old_value: "published",
          new_value: "draft",
          source: "api",
          user_id: null,
          changed_by: 'API key "ERP sync"',
        }),
      ])
    })

    describe("4. variant prices", () => {
      it("with price ids as the dashboard sends them (variants/batch): one entry for the changed currency, field from the price preference", async () => {
        const eurField = await priceFieldFor(getContainer(), "eur")
        // The seed makes eur tax-inclusive (store currency) and usd net.
        expect(eurField).toBe("price.gross")
        expect(await priceFieldFor(getContainer(), "usd")).toBe("price.net")

        const before = await variantPrices(shop.small.id)
        const eur = before.find((p) => p.currency_code === "eur")!
        const usd = before.find((p) => p.currency_code === "usd")!
        const res = await api.post(
          `/admin/products/${shop.productId}/variants/batch`,
          {
            update: [
              {
                id: shop.small.id,
                prices: [
                  { id: eur.id, currency_code: "eur", amount: 12.5 },
                  { id: usd.id, currency_code: "usd", amount: 11 },
                ],
              },
            ],
          },
          admin
        )
        expect(res.status).toBe(200)
        const after = await variantPrices(shop.small.id)
        expect(after.find((p) => p.currency_code === "eur")).toMatchObject({
          id: eur.id,
          amount: 12.5,
        })

        expect(await snapshot()).toEqual([
          expectedEntry({
            product_id: shop.productId,
            variant_id: shop.small.id,
            product_name: "Seed Widget",
            product_number: "SW-S",
            field_name: "price.gross",
            old_value: 10,
            new_value: 12.5,
            context_data: {
              currency_code: "eur",
              price_id: eur.id,
              price_set_id: shop.small.priceSetId,
              price_list_id: null,
              rules: {},
              min_quantity: null,
              max_quantity: null,
            },
            ...byAdminApi(),
          }),
        ])
      })

      it("replaced without ids (delete + create): one entry per changed currency, none for the unchanged one", async () => {
        const before = await variantPrices(shop.small.id)
        const res = await api.post(
          `/admin/products/${shop.productId}/variants/${shop.small.id}`,
          {
            prices: [
              { currency_code: "eur", amount: 10 },
              { currency_code: "usd", amount: 13.75 },
            ],
          },
          admin
        )
        expect(res.status).toBe(200)
        const after = await variantPrices(shop.small.id)
        const usdAfter = after.find((p) => p.currency_code === "usd")!
        expect(usdAfter.amount).toBe(13.75)
        // Without ids Medusa deletes the variant's prices and creates new ones.
        expect(
          after.map((p) => p.id).filter((id) => before.some((b) => b.id === id))
        ).toEqual([])
        const got = await snapshot()
        expect(got).toEqual([
          expectedEntry({
            product_id: shop.productId,
            variant_id: shop.small.id,
            product_name: "Seed Widget",
            product_number: "SW-S",
            field_name: "price.net",
            old_value: 11,
            new_value: 13.75,
            context_data: {
              currency_code: "usd",
              price_id: usdAfter.id,
              price_set_id: shop.small.priceSetId,
              price_list_id: null,
              rules: {},
              min_quantity: null,
              max_quantity: null,
            },
            ...byAdminApi(),
          }),
        ])
      })

      it("a region price (rule region_id) takes the region's preference over the currency's", async () => {
        // Region "Europe" is net while the currency eur is gross.
        expect(await priceFieldFor(getContainer(), "eur", shop.regionId)).toBe(
          "price.net"
        )
        const res = await api.post(
          `/admin/products/${shop.productId}/variants/${shop.medium.id}`,
          {
            prices: [
              { currency_code: "eur", amount: 20 },
              { currency_code: "usd", amount: 22 },
              {
                currency_code: "eur",
                amount: 19,
                rules: { region_id: shop.regionId },
              },
            ],
          },
          admin
        )
        expect(res.status).toBe(200)
        const regionPrice = (await variantPrices(shop.medium.id)).find(
          (p) => p.rules?.region_id === shop.regionId
        )!
        expect(regionPrice.amount).toBe(19)
        // A new price in an existing price set is a change of that set: old value null.
        expect(await snapshot()).toEqual([
          expectedEntry({
            product_id: shop.productId,
            variant_id: shop.medium.id,
            product_name: "Seed Widget",
            product_number: "SW-M",
            field_name: "price.net",
            old_value: null,
            new_value: 19,
            context_data: {
              currency_code: "eur",
              price_id: regionPrice.id,
              price_set_id: shop.medium.priceSetId,
              price_list_id: null,
              rules: { region_id: shop.regionId },
              min_quantity: null,
              max_quantity: null,
            },
            ...byAdminApi(),
          }),
        ])
      })
    })

    it("5. variant fields: sku and allow_backorder, product number is the new SKU", async () => {
      const res = await api.post(
        `/admin/products/${shop.productId}/variants/${shop.small.id}`,
        { sku: "SW-S-NEW", allow_backorder: true },
        admin
      )
      expect(res.status).toBe(200)
      const variantEntry = (fields: Record<string, unknown>) =>
        expectedEntry({
          product_id: shop.productId,
          variant_id: shop.small.id,
          product_name: "Seed Widget",
          product_number: "SW-S-NEW",
          ...byAdminApi(),
          ...fields,
        })
      expect(await snapshot()).toEqual([
        variantEntry({
          field_name: "allow_backorder",
          old_value: false,
          new_value: true,
        }),
        variantEntry({
          field_name: "sku",
          old_value: "SW-S",
          new_value: "SW-S-NEW",
        }),
      ])
    })

    it("6. tags, categories, collection and type: one entry each with list/object values", async () => {
      const { alpha, beta, gamma } = shop.tags
      const res = await api.post(
        `/admin/products/${shop.productId}`,
        {
          tags: [{ id: gamma.id }, { id: alpha.id }, { id: beta.id }],
          categories: [{ id: shop.categories.garden.id }],
          collection_id: shop.collection.id,
          type_id: shop.type.id,
        },
        admin
      )
      expect(res.status).toBe(200)
      expect(await snapshot()).toEqual([
        productEntry({
          field_name: "categories",
          old_value: [{ id: shop.categories.tools.id, name: "Tools" }],
          new_value: [{ id: shop.categories.garden.id, name: "Garden" }],
          ...byAdminApi(),
        }),
        productEntry({
          field_name: "collection",
          old_value: null,
          new_value: { id: shop.collection.id, title: "Summer" },
          ...byAdminApi(),
        }),
        productEntry({
          field_name: "tags",
          old_value: [{ id: beta.id, value: "beta" }],
          new_value: [
            { id: alpha.id, value: "alpha" },
            { id: beta.id, value: "beta" },
            { id: gamma.id, value: "gamma" },
          ],
          ...byAdminApi(),
        }),
        productEntry({
          field_name: "type",
          old_value: null,
          new_value: { id: shop.type.id, value: "Hardware" },
          ...byAdminApi(),
        }),
      ])
    })

    it("7. stock: stocked quantity of an inventory level, location in the context", async () => {
      const res = await api.post(
        `/admin/inventory-items/${shop.small.inventoryItemId}/location-levels/${shop.location.id}`,
        { stocked_quantity: 42 },
        admin
      )
      expect(res.status).toBe(200)
      const [level] = await getContainer()
        .resolve(Modules.INVENTORY)
        .listInventoryLevels({
          inventory_item_id: shop.small.inventoryItemId,
          location_id: shop.location.id,
        })
      expect(await snapshot()).toEqual([
        expectedEntry({
          product_id: shop.productId,
          variant_id: shop.small.id,
          product_name: "Seed Widget",
          product_number: "SW-S",
          field_name: "stock",
          old_value: 100,
          new_value: 42,
          context_data: {
            location_id: shop.location.id,
            location_name: "Test Warehouse",
            inventory_item_id: shop.small.inventoryItemId,
            inventory_level_id: level.id,
          },
          ...byAdminApi(),
        }),
      ])
    })

    it("8. a workflow run by other code (no request): source subscriber", async () => {
      await updateProductsWorkflow(getContainer()).run({
        input: { selector: { id: shop.productId }, update: { subtitle: "x" } },
      })
      expect(await snapshot()).toEqual([
        productEntry({
          field_name: "subtitle",
          old_value: null,
          new_value: "x",
          source: "subscriber",
          changed_by: "subscriber",
        }),
      ])
    })

    it("9. Medusa's product CSV import (presigned upload → /admin/uploads → imports → confirm): source import", async () => {
      // What the dashboard does (js-sdk `admin.product.createImport`): ask for an upload URL; the local file
      // provider answers the relative "/admin/uploads", so the file goes there as multipart; then create the
      // import with the file's key, and confirm it once the summary is shown.
      const csv = [
        "Product Id,Product Title,Variant Id,Variant Sku,Variant Price EUR,Variant Price USD",
        `${shop.productId},Imported Widget,${shop.small.id},SW-S,15,11`,
        `${shop.productId},Imported Widget,${shop.medium.id},SW-M,20,22`,
      ].join("\n")
      const presigned = await api.post(
        "/admin/uploads/presigned-urls",
        {
          originalname: "products.csv",
          mime_type: "text/csv",
          size: Buffer.byteLength(csv),
        },
        admin
      )
      expect(presigned.data.url).toBe("/admin/uploads")
      const form = new FormData()
      form.append(
        "files",
        new Blob([csv], { type: "text/csv" }),
        "products.csv"
      )
      const uploaded = await api.post("/admin/uploads", form, admin)
      const fileKey = uploaded.data.files[0].id
      const created = await api.post(
        "/admin/products/imports",
        {
          file_key: fileKey,
          originalname: "products.csv",
          extension: presigned.data.extension,
          size: presigned.data.size,
          mime_type: presigned.data.mime_type,
        },
        admin
      )
      expect(created.status).toBe(202)
      expect(created.data.summary).toEqual({ toCreate: 0, toUpdate: 1 })
      // Nothing is written before the confirmation.
      expect(await entries()).toEqual([])

      const confirmed = await api.post(
        `/admin/products/imports/${created.data.transaction_id}/confirm`,
        {},
        admin
      )
      expect(confirmed.status).toBe(202)
      await waitForImport(created.data.transaction_id)

      const { data } = await api.get(
        `/admin/products/${shop.productId}?fields=title`,
        admin
      )
      expect(data.product.title).toBe("Imported Widget")
      const importer = {
        source: "import",
        user_id: adminUserId,
        changed_by: ADMIN_NAME,
      }
      const got = await snapshot()
      const smallEur = (await variantPrices(shop.small.id)).find(
        (p) => p.currency_code === "eur"
      )!
      expect(got).toEqual([
        expectedEntry({
          product_id: shop.productId,
          variant_id: shop.small.id,
          product_name: "Imported Widget",
          product_number: "SW-S",
          field_name: "price.gross",
          old_value: 10,
          new_value: 15,
          context_data: {
            currency_code: "eur",
            price_id: smallEur.id,
            price_set_id: shop.small.priceSetId,
            price_list_id: null,
            rules: {},
            min_quantity: null,
            max_quantity: null,
          },
          ...importer,
        }),
        productEntry({
          product_name: "Imported Widget",
          field_name: "title",
          old_value: "Seed Widget",
          new_value: "Imported Widget",
          ...importer,
        }),
      ])
      // The uploaded CSV stays in the file module (the import removes only its chunks).
      await api.delete(`/admin/uploads/${fileKey}`, admin)
    })

    it("10. 30 concurrent price updates of one variant: 30 entries forming an unbroken chain ending at the stored price", async () => {
      const before = await variantPrices(shop.small.id)
      const eur = before.find((p) => p.currency_code === "eur")!
      const usd = before.find((p) => p.currency_code === "usd")!
      const amounts = Array.from({ length: 30 }, (_, i) => 100 + i)
      const results = await Promise.all(
        amounts.map((amount) =>
          api
            .post(
              `/admin/products/${shop.productId}/variants/batch`,
              {
                update: [
                  {
                    id: shop.small.id,
                    prices: [
                      { id: eur.id, currency_code: "eur", amount },
                      { id: usd.id, currency_code: "usd", amount: 11 },
                    ],
                  },
                ],
              },
              admin
            )
            .then((r: any) => r.status)
            .catch((e: any) => e.response?.status ?? String(e))
        )
      )
      expect(results).toEqual(amounts.map(() => 200))

      const got = await entries()
      const prices = got.filter(
        (e) => e.variant_id === shop.small.id && e.field_name === "price.gross"
      )
      expect(got.filter((e) => !prices.includes(e)).map(comparable)).toEqual([])
      expect(prices).toHaveLength(30)
      expect(prices[0].old_value).toBe(10)
      for (let i = 1; i < prices.length; i++)
        expect([i, prices[i].old_value]).toEqual([i, prices[i - 1].new_value])
      expect(prices.map((e) => e.new_value).sort((a, b) => a - b)).toEqual(
        amounts
      )
      const stored = (await variantPrices(shop.small.id)).find(
        (p) => p.currency_code === "eur"
      )!
      expect(prices[prices.length - 1].new_value).toBe(stored.amount)
      for (const e of prices)
        expect(e).toMatchObject({
          source: "api",
          user_id: adminUserId,
          changed_by: ADMIN_NAME,
          product_number: "SW-S",
        })
    })

    it("creating and deleting a product or variant writes one entry each, with its snapshot", async () => {
      const created = await api.post(
        "/admin/products",
        {
          title: "Temp",
          options: [{ title: "Size", values: ["One"] }],
          variants: [
            {
              title: "One",
              sku: "TMP-1",
              options: { Size: "One" },
              prices: [{ currency_code: "eur", amount: 5 }],
            },
          ],
        },
        admin
      )
      expect(created.status).toBe(200)
      await api.delete(
        `/admin/products/${shop.productId}/variants/${shop.medium.id}`,
        admin
      )
      await api.delete(`/admin/products/${created.data.product.id}`, admin)
      const lifecycle = (await entries())
        .filter((e: any) => ["product", "variant"].includes(e.field_name))
        .map((e: any) => [
          e.field_name,
          e.product_number,
          e.old_value === null ? "created" : "deleted",
          (e.old_value ?? e.new_value).title,
        ])
      expect(lifecycle).toEqual([
        ["product", "temp", "created", "Temp"],
        ["variant", "TMP-1", "created", "One"],
        ["variant", "SW-M", "deleted", "M"],
        ["product", "temp", "deleted", "Temp"],
        ["variant", "TMP-1", "deleted", "One"],
      ])
    })

    /**
     * Waits until the import's workflow execution has finished: it continues in the background after the
     * confirmation, and the in-memory workflow engine (no retention) drops an execution once it is done.
     */
    async function waitForImport(transactionId: string) {
      const engine = getContainer().resolve(Modules.WORKFLOW_ENGINE)
      const deadline = Date.now() + 60_000
      for (;;) {
        const execution = (await engine.listWorkflowExecutions({})).find(
          (e: any) => e.transaction_id === transactionId
        )
        if (!execution || execution.state === "done") return
        if (["failed", "reverted", "timeout"].includes(execution.state))
          throw new Error(
            `Product import ${transactionId} ended ${execution.state}`
          )
        if (Date.now() > deadline)
          throw new Error(
            `Product import ${transactionId} still ${execution.state} after 60 s`
          )
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  },
})
