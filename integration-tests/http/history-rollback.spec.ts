import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import productHistoryRetentionJob, {
  config as retentionJobConfig,
} from "../../src/jobs/product-history-retention"
import { deleteExpiredHistoryWorkflow } from "../../src/workflows/product-history"
import {
  assignUserRoleWorkflow,
  createAclRoleWorkflow,
} from "../../src/workflows/api-access"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import {
  allHistoryEntries,
  type HistoryShop,
  seedHistoryShop,
} from "../helpers/history"
import { HISTORY, historyCaller, insertEntries } from "../helpers/history-api"

jest.setTimeout(240 * 1000)

const UNKNOWN_ID = "0123456789abcdef0123456789abcdef"
const DAY = 86_400_000

/**
 * Rollback of one history entry (`/api` and `/admin`): the field really gets
 * its old value back through Medusa's workflows, a new entry names and links
 * the old one, which stays as it was; conflicts, force, privileges and the
 * entries that cannot be rolled back. And the retention, which keeps the
 * newest entry of each field as the baseline for rollback and chart.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let admin: { headers: Record<string, string> }
    let adminUserId: string
    let editor: Awaited<ReturnType<typeof historyCaller>>

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
      admin = await createAdminUser(getContainer(), api)
      adminUserId = (
        await getContainer()
          .resolve(Modules.USER)
          .listUsers({ email: ADMIN.email })
      )[0].id
    })
    beforeEach(async () => {
      editor = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:update", "product:update"],
        "ERP connector"
      )
    })

    const rollback = (
      id: string,
      body: unknown = {},
      headers: unknown = editor
    ) => settle(api.post(`${HISTORY}/rollback/${id}`, body, headers))
    const entriesOf = async (query: string) =>
      (await api.get(`${HISTORY}/list?${query}`, editor)).data.data as any[]
    const entry = async (id: string) =>
      (await api.get(`${HISTORY}/entry/${id}`, editor)).data.data
    const product = async (fields = "title") =>
      (
        await api.get(
          `/admin/products/${shop.productId}?fields=${fields}`,
          admin
        )
      ).data.product
    const setTitle = (title: string) =>
      api.post(`/admin/products/${shop.productId}`, { title }, admin)
    const variantPrices = async (variantId: string) =>
      (
        await api.get(
          `/admin/products/${shop.productId}/variants/${variantId}?fields=*prices`,
          admin
        )
      ).data.variant.prices as any[]
    const rollbackOf = (id: string) => ({
      comment: `Rollback of history entry ${id}`,
      rolledBackEntryId: id,
    })

    describe("POST /rollback/:id", () => {
      it("writes the old value back; the new entry names and links the old one, by the integration, source api; the old entry is unchanged", async () => {
        await setTitle("Renamed Widget")
        const [changed] = await entriesOf("fieldName=title")
        const before = await entry(changed.id)

        const res = await rollback(changed.id)
        expect(res.status).toBe(204)
        expect(res.data).toBe("")
        expect((await product()).title).toBe("Seed Widget")

        const [newest, old] = await entriesOf("fieldName=title")
        // Unchanged but for the link to the entry that rolled it back.
        expect(old).toEqual({ ...changed, rolledBackBy: newest.id })
        expect(await entry(changed.id)).toEqual({
          ...before,
          rolledBackBy: newest.id,
        })
        expect(newest).toMatchObject({
          productId: shop.productId,
          fieldName: "title",
          oldValue: "Renamed Widget",
          newValue: "Seed Widget",
          source: "api",
          changedBy: "ERP connector",
          integrationId: editor.id,
          userId: null,
          ...rollbackOf(changed.id),
        })
        // One field per rollback: nothing else was recorded.
        expect((await allHistoryEntries(getContainer())).length).toBe(2)
      })

      it("answers 409 with both values when the field changed since; force overrides", async () => {
        await setTitle("Second Title")
        await setTitle("Third Title")
        const [, first] = await entriesOf("fieldName=title")
        expect([first.oldValue, first.newValue]).toEqual([
          "Seed Widget",
          "Second Title",
        ])

        const conflict = expectApiError(
          await rollback(first.id),
          409,
          "PLUGIN_HISTORY__FIELD_CHANGED_SINCE"
        )
        expect(conflict.meta).toEqual({
          fieldName: "title",
          currentValue: "Third Title",
          entryNewValue: "Second Title",
        })
        expect(conflict.detail).toContain("Third Title")
        expect(conflict.detail).toContain("Second Title")
        expect((await product()).title).toBe("Third Title")
        expect(await entriesOf("fieldName=title")).toHaveLength(2)
        expectApiError(
          await rollback(first.id, { force: false }),
          409,
          "PLUGIN_HISTORY__FIELD_CHANGED_SINCE"
        )

        expect((await rollback(first.id, { force: true })).status).toBe(204)
        expect((await product()).title).toBe("Seed Widget")
        const [forced] = await entriesOf("fieldName=title")
        expect(forced).toMatchObject({
          oldValue: "Third Title",
          newValue: "Seed Widget",
          ...rollbackOf(first.id),
        })
        expect(await entry(first.id)).toEqual({
          ...first,
          rolledBackBy: forced.id,
        })
      })

      it("a forced rollback onto the value the field already holds is recorded: old = new, the comment says so", async () => {
        await setTitle("Renamed Widget")
        const [changed] = await entriesOf("fieldName=title")
        await setTitle("Seed Widget")
        expectApiError(
          await rollback(changed.id),
          409,
          "PLUGIN_HISTORY__FIELD_CHANGED_SINCE"
        )
        expect((await rollback(changed.id, { force: true })).status).toBe(204)
        expect((await product()).title).toBe("Seed Widget")
        const [newest] = await entriesOf("fieldName=title")
        expect(newest).toMatchObject({
          oldValue: "Seed Widget",
          newValue: "Seed Widget",
          source: "api",
          changedBy: "ERP connector",
          comment: `Rollback of history entry ${changed.id} (the field already held this value)`,
          rolledBackEntryId: changed.id,
        })
        expect(await entriesOf("fieldName=title")).toHaveLength(3)
      })

      it("takes a reason (comment) into the new entry; the rolled-back entry links to it (rolledBackBy) in list and detail, both dialects", async () => {
        await setTitle("Renamed Widget")
        const [changed] = await entriesOf("fieldName=title")
        expect(changed.rolledBackBy).toBeNull()
        const tooLong = expectApiError(
          await rollback(changed.id, { comment: "x".repeat(501) }),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        expect(tooLong.detail).toContain("at most 500 characters")
        // Characters as a reader counts them: a flag or a family is one; 501 of them do not fit.
        expectApiError(
          await rollback(changed.id, { comment: "🇩🇪".repeat(501) }),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        const halfCharacter = expectApiError(
          await rollback(changed.id, { comment: "x\ud800y" }),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        expect(halfCharacter.detail).toContain("half of a character")
        const viaAdminHalf = await settle(
          api.post(
            `/admin/product-history/${changed.id}/rollback`,
            { comment: "\udc00" },
            admin
          )
        )
        expect(viaAdminHalf.status).toBe(400)
        expect(viaAdminHalf.data.message).toContain("half of a character")
        expect(
          (
            await rollback(changed.id, {
              comment: `  Wrong title from ERP ${"👨‍👩‍👧".repeat(400)} `,
            })
          ).status
        ).toBe(204) // 421 characters, 3221 UTF-16 units
        const [newest, old] = await entriesOf("fieldName=title")
        expect(newest.comment).toBe(
          `Rollback of history entry ${changed.id}: Wrong title from ERP ${"👨‍👩‍👧".repeat(400)}`
        )
        expect(old.id).toBe(changed.id)
        expect(old.rolledBackBy).toBe(newest.id)
        expect(newest.rolledBackBy).toBeNull()
        expect((await entry(changed.id)).rolledBackBy).toBe(newest.id)
        const adminDetail = (
          await api.get(`/admin/product-history/${changed.id}`, admin)
        ).data.entry
        expect(adminDetail.rolled_back_by).toBe(newest.id)
        const adminList = (
          await api.get(`/admin/product-history?field_name=title`, admin)
        ).data.entries
        expect(adminList.map((e: any) => e.rolled_back_by)).toEqual([
          null,
          newest.id,
        ])
        const viaAdmin = await settle(
          api.post(
            `/admin/product-history/${newest.id}/rollback`,
            { comment: "Undo the undo" },
            admin
          )
        )
        expect(viaAdmin.status).toBe(200)
        expect(viaAdmin.data.entry.comment).toBe(
          `Rollback of history entry ${newest.id}: Undo the undo`
        )
      })

      it("404 for an unknown id, 400 for a malformed body", async () => {
        const missing = expectApiError(
          await rollback(UNKNOWN_ID),
          404,
          "PLUGIN_HISTORY__ENTRY_NOT_FOUND"
        )
        expect(missing.detail).toContain(UNKNOWN_ID)
        await setTitle("Renamed Widget")
        const [changed] = await entriesOf("fieldName=title")
        expectApiError(
          await rollback(changed.id, { force: "yes" }),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/force"
        )
        expectApiError(
          await rollback(changed.id, { forced: true }),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/forced"
        )
        expect((await product()).title).toBe("Renamed Widget")
      })

      it("403 without plugin_product_history:update or without product:update, changing nothing", async () => {
        await setTitle("Renamed Widget")
        const [changed] = await entriesOf("fieldName=title")
        const callers: [string[], string[]][] = [
          [["plugin_product_history:update"], ["product:update"]],
          [
            ["plugin_product_history:read", "product:update"],
            ["plugin_product_history:update"],
          ],
          [
            ["plugin_product_history.viewer"],
            ["plugin_product_history:update", "product:update"],
          ],
        ]
        for (const [privileges, missing] of callers) {
          const caller = await historyCaller(
            api,
            getContainer(),
            privileges,
            "Limited"
          )
          const error = expectApiError(
            await rollback(changed.id, {}, caller),
            403,
            "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
          )
          expect({
            privileges,
            missing: error.meta?.parameters?.missingPrivileges,
          }).toEqual({ privileges, missing })
        }
        expect((await product()).title).toBe("Renamed Widget")
        expect(await allHistoryEntries(getContainer())).toHaveLength(1)
        // The bundle holding all three privileges may.
        const bundle = await historyCaller(
          api,
          getContainer(),
          ["plugin_product_history.editor"],
          "Bundle"
        )
        expect((await rollback(changed.id, {}, bundle)).status).toBe(204)
      })

      it("rolls a price back, keeping the variant's other prices (other currency, region price) as they are", async () => {
        await api.post(
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
        const prices = await variantPrices(shop.medium.id)
        const base = prices.find(
          (p) => p.currency_code === "eur" && !p.rules?.region_id
        )
        const usd = prices.find((p) => p.currency_code === "usd")
        const region = prices.find((p) => p.rules?.region_id === shop.regionId)
        await api.post(
          `/admin/products/${shop.productId}/variants/batch`,
          {
            update: [
              {
                id: shop.medium.id,
                prices: [
                  { id: base.id, currency_code: "eur", amount: 25 },
                  { id: usd.id, currency_code: "usd", amount: 22 },
                  {
                    id: region.id,
                    currency_code: "eur",
                    amount: 19,
                    rules: { region_id: shop.regionId },
                  },
                ],
              },
            ],
          },
          admin
        )
        const [changed] = await entriesOf("fieldName=price.gross")
        expect(changed).toMatchObject({
          variantId: shop.medium.id,
          productNumber: "SW-M",
          oldValue: 20,
          newValue: 25,
          newValueDisplay: "€25.00",
        })
        const countBefore = (await allHistoryEntries(getContainer())).length
        const pricesNow = async () =>
          (await variantPrices(shop.medium.id))
            .map((p) => ({
              currency_code: p.currency_code,
              amount: p.amount,
              rules: p.rules ?? {},
            }))
            .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
        const regionPrice = {
          currency_code: "eur",
          amount: 19,
          rules: { region_id: shop.regionId },
        }
        expect(await pricesNow()).toEqual([
          regionPrice,
          { currency_code: "eur", amount: 25, rules: {} },
          { currency_code: "usd", amount: 22, rules: {} },
        ])

        expect((await rollback(changed.id)).status).toBe(204)
        expect(await pricesNow()).toEqual([
          regionPrice,
          { currency_code: "eur", amount: 20, rules: {} },
          { currency_code: "usd", amount: 22, rules: {} },
        ])
        const [newest] = await entriesOf("fieldName=price.gross")
        expect(newest).toMatchObject({
          variantId: shop.medium.id,
          oldValue: 25,
          newValue: 20,
          oldValueDisplay: "€25.00",
          newValueDisplay: "€20.00",
          contextData: expect.objectContaining({
            currency_code: "eur",
            rules: {},
          }),
          ...rollbackOf(changed.id),
        })
        // Only the rolled-back price left an entry.
        expect((await allHistoryEntries(getContainer())).length).toBe(
          countBefore + 1
        )

        // The region price itself (price.net: the region is net) keeps its rule when rolled back.
        const now = await variantPrices(shop.medium.id)
        await api.post(
          `/admin/products/${shop.productId}/variants/batch`,
          {
            update: [
              {
                id: shop.medium.id,
                prices: now.map((p) => ({
                  id: p.id,
                  currency_code: p.currency_code,
                  amount: p.rules?.region_id ? 17 : p.amount,
                  rules: p.rules ?? {},
                })),
              },
            ],
          },
          admin
        )
        const [regionChange] = await entriesOf("fieldName=price.net")
        expect(regionChange).toMatchObject({
          oldValue: 19,
          newValue: 17,
          contextData: expect.objectContaining({
            rules: { region_id: shop.regionId },
          }),
        })
        expect((await rollback(regionChange.id)).status).toBe(204)
        expect(await pricesNow()).toEqual([
          regionPrice,
          { currency_code: "eur", amount: 20, rules: {} },
          { currency_code: "usd", amount: 22, rules: {} },
        ])
      })

      it("rolls back a variant boolean, a metadata key, tags and stock", async () => {
        await api.post(
          `/admin/products/${shop.productId}/variants/${shop.small.id}`,
          { allow_backorder: true },
          admin
        )
        await api.post(
          `/admin/products/${shop.productId}`,
          {
            metadata: { origin: "seed", color: "red" },
            tags: [{ id: shop.tags.alpha.id }, { id: shop.tags.gamma.id }],
          },
          admin
        )
        await api.post(
          `/admin/inventory-items/${shop.small.inventoryItemId}/location-levels/${shop.location.id}`,
          { stocked_quantity: 42 },
          admin
        )
        for (const field of [
          "allow_backorder",
          "metadata.color",
          "tags",
          "stock",
        ]) {
          const [changed] = await entriesOf(`fieldName=${field}`)
          expect({
            field,
            status: (await rollback(changed.id)).status,
          }).toEqual({ field, status: 204 })
        }
        const variant = (
          await api.get(
            `/admin/products/${shop.productId}/variants/${shop.small.id}`,
            admin
          )
        ).data.variant
        expect(variant.allow_backorder).toBe(false)
        const p = await product("metadata,*tags")
        expect(p.metadata).toEqual({ origin: "seed" })
        expect(p.tags.map((t: any) => t.value)).toEqual(["beta"])
        const [level] = await getContainer()
          .resolve(Modules.INVENTORY)
          .listInventoryLevels({
            inventory_item_id: shop.small.inventoryItemId,
            location_id: shop.location.id,
          })
        expect(level.stocked_quantity).toBe(100)
        const rollbacks = (await entriesOf("limit=100")).filter(
          (e) => e.rolledBackEntryId
        )
        expect(rollbacks.map((e) => e.fieldName).sort()).toEqual([
          "allow_backorder",
          "metadata.color",
          "stock",
          "tags",
        ])
      })

      it("refuses (400) to point the product back at a collection or tag deleted since, naming it; nothing changes", async () => {
        await api.post(
          `/admin/products/${shop.productId}`,
          { collection_id: shop.collection.id },
          admin
        )
        await api.post(
          `/admin/products/${shop.productId}`,
          { collection_id: null, tags: [{ id: shop.tags.gamma.id }] },
          admin
        )
        const [collectionEntry] = await entriesOf("fieldName=collection")
        const [tagsEntry] = await entriesOf("fieldName=tags")
        expect(collectionEntry.oldValue).toMatchObject({ title: "Summer" })
        await api.delete(`/admin/collections/${shop.collection.id}`, admin)
        await api.delete(`/admin/product-tags/${shop.tags.beta.id}`, admin)
        const countBefore = (await allHistoryEntries(getContainer())).length

        for (const [entryId, words] of [
          [collectionEntry.id, 'the collection "Summer"'],
          [tagsEntry.id, 'the tag "beta"'],
        ]) {
          for (const body of [{}, { force: true }]) {
            const refused = expectApiError(
              await rollback(entryId, body),
              400,
              "PLUGIN_HISTORY__NOT_ROLLBACKABLE"
            )
            expect(refused.detail).toContain(words)
            expect(refused.detail).toContain("deleted")
          }
        }
        const p = await product("collection_id,*tags")
        expect(p.collection_id).toBeNull()
        expect(p.tags.map((t: any) => t.value)).toEqual(["gamma"])
        expect((await allHistoryEntries(getContainer())).length).toBe(
          countBefore
        )
      })

      it("refuses entries that cannot be rolled back with PLUGIN_HISTORY__NOT_ROLLBACKABLE and words saying why", async () => {
        await setTitle("Renamed Widget")
        await api.post(
          `/admin/products/${shop.productId}/variants/${shop.medium.id}`,
          { allow_backorder: true },
          admin
        )
        const [titleEntry] = await entriesOf("fieldName=title")
        const [variantEntry] = await entriesOf("fieldName=allow_backorder")
        const [manual, reserved] = await insertEntries(getContainer(), [
          {
            product_id: shop.productId,
            product_number: "seed-widget",
            field_name: "certification",
            old_value: "none",
            new_value: "CE",
            changed_at: new Date(),
            source: "cli",
          },
          {
            product_id: shop.productId,
            variant_id: shop.small.id,
            product_number: "SW-S",
            field_name: "stock.reserved",
            old_value: 0,
            new_value: 2,
            changed_at: new Date(),
            source: "subscriber",
            context_data: { location_id: shop.location.id },
          },
        ])
        const refused = async (id: string) => {
          const res = await rollback(id, { force: true })
          expect(res.status).toBe(400)
          return expectApiError(res, 400, "PLUGIN_HISTORY__NOT_ROLLBACKABLE")
            .detail
        }
        expect(await refused(manual.id)).toContain("cannot be rolled back")
        expect(await refused(reserved.id)).toContain("reserved stock")

        await api.delete(
          `/admin/products/${shop.productId}/variants/${shop.medium.id}`,
          admin
        )
        expect(await refused(variantEntry.id)).toMatch(
          /variant SW-M no longer exists/
        )
        await api.delete(`/admin/products/${shop.productId}`, admin)
        expect(await refused(titleEntry.id)).toMatch(
          /product seed-widget no longer exists/
        )
        // Nothing rolled back; the deletions themselves are recorded (the variant, the product, SW-S's stock level).
        const after = await allHistoryEntries(getContainer())
        expect(after.filter((e) => e.rolled_back_entry_id)).toEqual([])
        expect(
          after.slice(4).map((e) => [e.field_name, e.product_number])
        ).toEqual([
          ["variant", "SW-M"],
          ["product", "seed-widget"],
          ["stock", "SW-S"],
          ["variant", "SW-S"],
        ])
      })
    })

    describe("POST /admin/product-history/:id/rollback", () => {
      it("answers the new entry (by the admin user) and the rolled-back id; 409 with type conflict and meta; 404", async () => {
        await setTitle("Second Title")
        await setTitle("Third Title")
        const [latest, first] = await entriesOf("fieldName=title")

        const conflict = await settle(
          api.post(`/admin/product-history/${first.id}/rollback`, {}, admin)
        )
        expect(conflict.status).toBe(409)
        expect(conflict.data).toEqual({
          type: "conflict",
          code: "PLUGIN_HISTORY__FIELD_CHANGED_SINCE",
          message: expect.stringContaining("Third Title"),
          meta: {
            fieldName: "title",
            currentValue: "Third Title",
            entryNewValue: "Second Title",
          },
        })

        const done = await api.post(
          `/admin/product-history/${latest.id}/rollback`,
          {},
          admin
        )
        expect(done.status).toBe(200)
        expect(done.data.rolled_back_entry_id).toBe(latest.id)
        expect(done.data.entry).toMatchObject({
          field_name: "title",
          old_value: "Third Title",
          new_value: "Second Title",
          old_value_display: "Third Title",
          new_value_display: "Second Title",
          comment: `Rollback of history entry ${latest.id}`,
          rolled_back_entry_id: latest.id,
          user_id: adminUserId,
          changed_by: "Test Admin",
          integration_id: null,
        })
        expect((await product()).title).toBe("Second Title")

        const forced = await api.post(
          `/admin/product-history/${first.id}/rollback`,
          { force: true },
          admin
        )
        expect(forced.data.entry).toMatchObject({
          old_value: "Second Title",
          new_value: "Seed Widget",
          rolled_back_entry_id: first.id,
        })
        expect(
          (
            await settle(
              api.post(
                `/admin/product-history/${UNKNOWN_ID}/rollback`,
                {},
                admin
              )
            )
          ).status
        ).toBe(404)
        expect(
          (
            await settle(
              api.post(
                `/admin/product-history/${first.id}/rollback`,
                { force: "yes" },
                admin
              )
            )
          ).status
        ).toBe(400)
      })

      it("403 for an admin user whose plugin role lacks product:update", async () => {
        await setTitle("Renamed Widget")
        const [changed] = await entriesOf("fieldName=title")
        const clerk = await createAdminUser(getContainer(), api, {
          email: "clerk@test.example",
          password: "clerkpassword",
        })
        const [user] = await getContainer()
          .resolve(Modules.USER)
          .listUsers({ email: "clerk@test.example" })
        const { result: role } = await createAclRoleWorkflow(
          getContainer()
        ).run({
          input: {
            name: "History clerk",
            privileges: ["plugin_product_history:update"],
            caller: CONSOLE_CALLER,
          },
        })
        await assignUserRoleWorkflow(getContainer()).run({
          input: { userId: user.id, roleId: role.id, caller: CONSOLE_CALLER },
        })

        const res = await settle(
          api.post(`/admin/product-history/${changed.id}/rollback`, {}, clerk)
        )
        expect(res.status).toBe(403)
        expect(JSON.stringify(res.data)).toContain("product:update")
        expect((await api.get("/admin/product-history", clerk)).status).toBe(
          200
        )
        expect((await product()).title).toBe("Renamed Widget")
      })
    })

    describe("retention", () => {
      it("deletes entries older than the cut-off in batches, keeping the newest entry of each field (per variant, currency, rules, quantity tier, location)", async () => {
        const ago = (days: number) => new Date(Date.now() - days * DAY)
        const A = { product_id: shop.productId, product_number: "seed-widget" }
        const small = {
          product_id: shop.productId,
          variant_id: shop.small.id,
          product_number: "SW-S",
        }
        const eur = { currency_code: "eur", price_list_id: null, rules: {} }
        const rows = await insertEntries(getContainer(), [
          { ...A, field_name: "title", new_value: "t1", changed_at: ago(400) }, // 0: gone (job)
          { ...A, field_name: "title", new_value: "t2", changed_at: ago(300) }, // 1: gone (cut-off 200 days)
          { ...A, field_name: "title", new_value: "t3", changed_at: ago(10) }, // 2
          {
            ...small,
            field_name: "price.gross",
            new_value: 1,
            context_data: eur,
            changed_at: ago(400),
          }, // 3: gone (job)
          {
            ...small,
            field_name: "price.gross",
            new_value: 2,
            context_data: eur,
            changed_at: ago(390),
          }, // 4: newest of its price
          {
            ...small,
            field_name: "price.net",
            new_value: 3,
            context_data: { ...eur, currency_code: "usd" },
            changed_at: ago(400),
          }, // 5
          {
            ...small,
            field_name: "price.gross",
            new_value: 4,
            context_data: { ...eur, rules: { region_id: shop.regionId } },
            changed_at: ago(395),
          }, // 6
          {
            ...A,
            variant_id: shop.medium.id,
            product_number: "SW-M",
            field_name: "price.gross",
            new_value: 5,
            context_data: eur,
            changed_at: ago(500),
          }, // 7
          {
            ...small,
            field_name: "stock",
            new_value: 6,
            context_data: { location_id: "sloc_1" },
            changed_at: ago(400),
          }, // 8
          {
            ...small,
            field_name: "stock",
            new_value: 7,
            context_data: { location_id: "sloc_2" },
            changed_at: ago(399),
          }, // 9
          {
            ...A,
            field_name: "metadata.a",
            new_value: 8,
            changed_at: ago(500),
          }, // 10
          {
            ...A,
            field_name: "metadata.b",
            new_value: 9,
            changed_at: ago(500),
          }, // 11
          {
            ...A,
            field_name: "subtitle",
            new_value: "s1",
            changed_at: ago(250),
          }, // 12: gone (cut-off 200 days)
          {
            ...A,
            field_name: "subtitle",
            new_value: "s2",
            changed_at: ago(240),
          }, // 13
          {
            product_id: "prod_01OTHER",
            product_number: "other",
            field_name: "title",
            new_value: "x",
            changed_at: ago(400),
          }, // 14
          {
            ...small,
            field_name: "price.gross",
            new_value: 10,
            context_data: { ...eur, min_quantity: 10 },
            changed_at: ago(380),
          }, // 15: a tier of the EUR price of 4: a field of its own, 4 stays
        ])
        const left = async () =>
          (await allHistoryEntries(getContainer()))
            .map((e: any) => rows.findIndex((r) => r.id === e.id))
            .sort((a, b) => a - b)

        // The daily job: historyRetentionDays is 365 in medusa-config.ts.
        expect(retentionJobConfig).toEqual({
          name: "plugin-product-history-retention",
          schedule: "30 3 * * *",
        })
        await productHistoryRetentionJob(getContainer())
        expect(await left()).toEqual([
          1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
        ])

        const retain = (days: number, now = ago(0)) => ({
          retention: { default: days },
          now: now.toISOString(),
        })
        const { result } = await deleteExpiredHistoryWorkflow(
          getContainer()
        ).run({ input: { ...retain(200), batchSize: 1 } })
        expect(result).toMatchObject({ deleted: 2 })
        expect(await left()).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15])

        // Nothing more to delete for the same cut-off; a cut-off in the future still keeps one entry per field.
        expect(
          (
            await deleteExpiredHistoryWorkflow(getContainer()).run({
              input: { ...retain(200), batchSize: 100 },
            })
          ).result
        ).toMatchObject({ deleted: 0 })
        expect(
          (
            await deleteExpiredHistoryWorkflow(getContainer()).run({
              input: { ...retain(1, ago(-2)), batchSize: 100 },
            })
          ).result
        ).toMatchObject({ deleted: 0 })
        expect(await left()).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15])
      })

      it("keeps a rollback possible: the newest entry of a field survives and can be rolled back", async () => {
        await setTitle("Second Title")
        await setTitle("Third Title")
        const [latest, first] = await entriesOf("fieldName=title")
        const { result } = await deleteExpiredHistoryWorkflow(
          getContainer()
        ).run({
          input: {
            // A cut-off in the future: every entry but the newest of its field is past it.
            retention: { default: 1 },
            now: new Date(Date.now() + 2 * DAY).toISOString(),
            batchSize: 10,
          },
        })
        expect(result).toMatchObject({ deleted: 1 })
        expect((await entriesOf("fieldName=title")).map((e) => e.id)).toEqual([
          latest.id,
        ])
        expectApiError(
          await rollback(first.id),
          404,
          "PLUGIN_HISTORY__ENTRY_NOT_FOUND"
        )
        expect((await rollback(latest.id)).status).toBe(204)
        expect((await product()).title).toBe("Second Title")
      })
    })
  },
})
