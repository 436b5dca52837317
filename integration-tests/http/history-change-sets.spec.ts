import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Client } from "pg"
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
 * Change sets: every entry one save writes (one HTTP request, even when
 * Medusa writes in several transactions, or one transaction elsewhere)
 * shares one change set id and one changedAt.
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

    it("one admin save of several product fields: one change set, one changedAt; the next save is another", async () => {
      await api.post(
        `/admin/products/${shop.productId}`,
        { title: "Renamed", subtitle: "Now with more", weight: 250 },
        admin
      )
      await api.post(
        `/admin/products/${shop.productId}`,
        { title: "Renamed again" },
        admin
      )
      const entries = await allHistoryEntries(getContainer())
      expect(entries.map((e) => e.field_name)).toEqual([
        "subtitle",
        "title",
        "weight",
        "title",
      ])
      const [a, b, c, d] = entries
      expect(a.change_set_id).toMatch(/^[0-9a-f]{32}$/)
      expect([b.change_set_id, c.change_set_id]).toEqual([
        a.change_set_id,
        a.change_set_id,
      ])
      expect(new Set(entries.slice(0, 3).map((e) => +e.changed_at)).size).toBe(
        1
      )
      expect(d.change_set_id).not.toBe(a.change_set_id)
    })

    it("a variant save touching the product module and the pricing module is one change set on both dialects", async () => {
      await api.post(
        `/admin/products/${shop.productId}/variants/${shop.medium.id}`,
        {
          title: "Medium (new)",
          prices: [
            { currency_code: "eur", amount: 21 },
            { currency_code: "usd", amount: 23 },
          ],
        },
        admin
      )
      const entries = await allHistoryEntries(getContainer())
      expect(entries.map((e) => e.field_name).sort()).toEqual([
        "price.gross",
        "price.net",
        "title",
      ])
      expect(new Set(entries.map((e) => e.change_set_id)).size).toBe(1)
      expect(new Set(entries.map((e) => +e.changed_at)).size).toBe(1)

      const reader = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:read"],
        "Reader"
      )
      const listed = (await api.get(`${HISTORY}/list?limit=10`, reader)).data
        .data
      expect(listed.map((e: any) => e.changeSetId)).toEqual(
        entries.map(() => entries[0].change_set_id)
      )
      const adminListed = (
        await api.get(`/admin/product-history?limit=10`, admin)
      ).data.entries
      expect(adminListed.map((e: any) => e.change_set_id)).toEqual(
        entries.map(() => entries[0].change_set_id)
      )
    })

    it("a direct SQL write is its own change set, attributed to the database user and application", async () => {
      // A connection of its own, as psql or another program would have: not the shop's pool.
      const knex = getContainer().resolve(
        ContainerRegistrationKeys.PG_CONNECTION
      )
      const client = new Client({
        ...(knex.client as any).connectionSettings,
        application_name: "nightly-sql-fix",
      })
      await client.connect()
      try {
        await client.query(
          `UPDATE product SET subtitle = 'Fixed by SQL', weight = 999 WHERE id = $1`,
          [shop.productId]
        )
      } finally {
        await client.end()
      }
      const entries = await allHistoryEntries(getContainer())
      expect(entries).toHaveLength(2)
      expect(new Set(entries.map((e) => e.change_set_id)).size).toBe(1)
      expect(entries[0]).toMatchObject({
        source: "database",
        changed_by: expect.stringContaining("nightly-sql-fix"),
      })
      const { rows } = await knex.raw("SELECT current_user AS u")
      expect(entries[0].changed_by).toBe(`${rows[0].u} (nightly-sql-fix)`)
    })

    it("groupBy=changeSet lists one row per save with its entries (filters apply to the entries), on both dialects", async () => {
      await api.post(
        `/admin/products/${shop.productId}`,
        { title: "Renamed", subtitle: "Sub" },
        admin
      )
      await api.post(`/admin/products/${shop.productId}`, { weight: 7 }, admin)
      const reader = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:read"],
        "Reader"
      )
      const grouped = (
        await api.get(`${HISTORY}/list?groupBy=changeSet`, reader)
      ).data
      expect([grouped.total, grouped.totalCapped]).toEqual([2, false])
      expect(
        grouped.data.map((set: any) => set.entries.map((e: any) => e.fieldName))
      ).toEqual([["weight"], ["subtitle", "title"]])
      const [newest, older] = grouped.data
      expect(newest).toMatchObject({
        changedBy: "Test Admin",
        source: "api",
        changedAt: newest.entries[0].changedAt,
      })
      expect(older.entries[0].changeSetId).toBe(older.changeSetId)
      expect(
        (
          await api.get(
            `${HISTORY}/list?groupBy=changeSet&fieldName=title&sort=changedAt`,
            reader
          )
        ).data.data.map((set: any) => set.entries.map((e: any) => e.fieldName))
      ).toEqual([["title"]])
      const refused = await settle(
        api.get(`${HISTORY}/list?groupBy=changeSet&sort=fieldName`, reader)
      )
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.data)).toContain(
        "with groupBy=changeSet only changedAt"
      )
      const adminGrouped = (
        await api.get(`/admin/product-history?group_by=change_set`, admin)
      ).data
      expect(adminGrouped.count).toBe(2)
      expect(
        adminGrouped.change_sets.map((set: any) => [
          set.change_set_id,
          set.entries.length,
        ])
      ).toEqual([
        [newest.changeSetId, 1],
        [older.changeSetId, 2],
      ])
      // One save whole, whatever a filtered list showed of it.
      const one = (
        await api.get(`${HISTORY}/change-set/${older.changeSetId}`, reader)
      ).data.data
      expect(one.entries.map((e: any) => e.fieldName)).toEqual([
        "subtitle",
        "title",
      ])
      const adminOne = (
        await api.get(
          `/admin/product-history/change-sets/${older.changeSetId}`,
          admin
        )
      ).data.change_set
      expect(adminOne.entries.map((e: any) => e.field_name)).toEqual([
        "subtitle",
        "title",
      ])
      const none = await settle(
        api.get(
          `${HISTORY}/change-set/0123456789abcdef0123456789abcdef`,
          reader
        )
      )
      expect(none.status).toBe(404)
      expect(none.data.errors[0].code).toBe(
        "PLUGIN_HISTORY__CHANGE_SET_NOT_FOUND"
      )
      const adminRefused = await settle(
        api.get(
          `/admin/product-history?group_by=change_set&order=field_name`,
          admin
        )
      )
      expect(adminRefused.status).toBe(400)
      expect(adminRefused.data.message).toContain(
        "with group_by=change_set only changed_at"
      )
    })

    describe("rollback of a change set", () => {
      let editor: Awaited<ReturnType<typeof historyCaller>>
      beforeEach(async () => {
        editor = await historyCaller(
          api,
          getContainer(),
          ["plugin_product_history:update", "product:update"],
          "ERP connector"
        )
      })
      const rollbackSet = (id: string, body: unknown = {}) =>
        settle(api.post(`${HISTORY}/rollback-change-set/${id}`, body, editor))
      const productNow = async () =>
        (
          await api.get(
            `/admin/products/${shop.productId}?fields=title,subtitle,weight,*tags`,
            admin
          )
        ).data.product
      const saveProduct = (body: Record<string, unknown>) =>
        api.post(`/admin/products/${shop.productId}`, body, admin)

      it("rolls back every field of one save; the new entries are one save themselves, each linked, with the reason", async () => {
        await saveProduct({ title: "Renamed", subtitle: "Sub", weight: 250 })
        const [first] = await allHistoryEntries(getContainer())
        const res = await rollbackSet(first.change_set_id, {
          comment: "Wrong import",
        })
        expect(res.status).toBe(204)
        const p = await productNow()
        expect([p.title, p.subtitle, p.weight]).toEqual([
          "Seed Widget",
          null,
          100,
        ])
        const entries = await allHistoryEntries(getContainer())
        const done = entries.filter((e) => e.rolled_back_entry_id)
        expect(done.map((e) => e.field_name).sort()).toEqual([
          "subtitle",
          "title",
          "weight",
        ])
        expect(new Set(done.map((e) => e.change_set_id)).size).toBe(1)
        expect(done[0].change_set_id).not.toBe(first.change_set_id)
        for (const e of done) {
          expect(e.comment).toBe(
            `Rollback of history entry ${e.rolled_back_entry_id}: Wrong import`
          )
        }
      })

      it("rollbacks of one save sent at once: exactly one rolls it back, the others answer 409; nothing half-applied", async () => {
        for (let trial = 0; trial < 5; trial++) {
          await saveProduct({
            title: `Racing ${trial}`,
            metadata: { a: `${trial}` },
          })
          const entries = await allHistoryEntries(getContainer())
          const save = entries[entries.length - 1].change_set_id
          const answers = await Promise.all([
            rollbackSet(save),
            rollbackSet(save),
            settle(
              api.post(
                `/admin/product-history/change-sets/${save}/rollback`,
                {},
                admin
              )
            ),
          ])
          expect({
            trial,
            statuses: answers.map((a) => a.status).sort(),
          }).toEqual({
            trial,
            // One of /api (204) or /admin (200) wins; the two others find it rolled back.
            statuses: expect.arrayContaining([409, 409]),
          })
          expect(
            answers.filter((a) => a.status === 200 || a.status === 204)
          ).toHaveLength(1)
          const p = (
            await api.get(
              `/admin/products/${shop.productId}?fields=title,metadata`,
              admin
            )
          ).data.product
          // Each trial's save is rolled back whole: the product is as before it.
          expect({ trial, title: p.title, a: p.metadata?.a }).toEqual({
            trial,
            title: "Seed Widget",
            a: undefined,
          })
        }
      })

      it("a save's rollback that fails midway is written back and leaves no trace: no entries, nothing marked rolled back", async () => {
        await saveProduct({ title: "Renamed", weight: 250 })
        const save = await allHistoryEntries(getContainer())
        const knex = getContainer().resolve("__pg_connection__")
        // The second field's write fails (title is written first, then weight).
        await knex.raw(`CREATE FUNCTION test_refuse_weight() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'weight refused by the test'; END $$`)
        await knex.raw(`CREATE TRIGGER test_refuse_weight BEFORE UPDATE ON product FOR EACH ROW
          WHEN (NEW.weight IS DISTINCT FROM OLD.weight) EXECUTE FUNCTION test_refuse_weight()`)
        try {
          const failed = await rollbackSet(save[0].change_set_id)
          expect(failed.status).toBeGreaterThanOrEqual(400)
          expect(JSON.stringify(failed.data)).not.toMatch(
            /refused by the test|SELECT|at .*\.js/
          )
        } finally {
          await knex.raw(`DROP TRIGGER test_refuse_weight ON product`)
          await knex.raw(`DROP FUNCTION test_refuse_weight()`)
        }
        const p = await productNow()
        expect([p.title, p.weight]).toEqual(["Renamed", 250])
        // The title was rolled back and written back in the rollback's save: no change, no entry.
        expect(await allHistoryEntries(getContainer())).toEqual(save)
        const listed = (
          await api.get(
            `${HISTORY}/change-set/${save[0].change_set_id}`,
            editor
          )
        ).data.data
        expect(listed.entries.map((e: any) => e.rolledBackBy)).toEqual([
          null,
          null,
        ])
      })

      it("all or none: one field changed since → 409 naming it, nothing written; force rolls all back", async () => {
        await saveProduct({ title: "Renamed", subtitle: "Sub" })
        const [first] = await allHistoryEntries(getContainer())
        await saveProduct({ subtitle: "Changed since" })
        const count = (await allHistoryEntries(getContainer())).length
        const refused = await rollbackSet(first.change_set_id)
        expect(refused.status).toBe(409)
        expect(refused.data.errors[0].code).toBe(
          "PLUGIN_HISTORY__FIELD_CHANGED_SINCE"
        )
        expect(refused.data.errors[0].detail).toContain('"subtitle"')
        const p = await productNow()
        expect([p.title, p.subtitle]).toEqual(["Renamed", "Changed since"])
        expect((await allHistoryEntries(getContainer())).length).toBe(count)

        expect(
          (await rollbackSet(first.change_set_id, { force: true })).status
        ).toBe(204)
        const after = await productNow()
        expect([after.title, after.subtitle]).toEqual(["Seed Widget", null])
      })

      it("all or none: a tag deleted since → 400 naming it, the other field is not rolled back either", async () => {
        await saveProduct({
          title: "Retagged",
          tags: [{ id: shop.tags.gamma.id }],
        })
        const [first] = await allHistoryEntries(getContainer())
        await api.delete(`/admin/product-tags/${shop.tags.beta.id}`, admin)
        const count = (await allHistoryEntries(getContainer())).length
        const refused = await rollbackSet(first.change_set_id)
        expect(refused.status).toBe(400)
        expect(refused.data.errors[0].code).toBe(
          "PLUGIN_HISTORY__NOT_ROLLBACKABLE"
        )
        expect(refused.data.errors[0].detail).toContain('the tag "beta"')
        expect((await productNow()).title).toBe("Retagged")
        expect((await allHistoryEntries(getContainer())).length).toBe(count)
      })

      it("a variant save over two modules (title and both prices) rolls back whole, over /admin too; unknown change set → 404", async () => {
        const url = `/admin/products/${shop.productId}/variants/${shop.medium.id}`
        await api.post(
          url,
          {
            title: "Medium (new)",
            prices: [
              { currency_code: "eur", amount: 21 },
              { currency_code: "usd", amount: 23 },
            ],
          },
          admin
        )
        const [first] = await allHistoryEntries(getContainer())
        const res = await settle(
          api.post(
            `/admin/product-history/change-sets/${first.change_set_id}/rollback`,
            {},
            admin
          )
        )
        expect(res.status).toBe(200)
        expect(res.data.rolled_back_change_set_id).toBe(first.change_set_id)
        expect(res.data.entries.map((e: any) => e.field_name).sort()).toEqual([
          "price.gross",
          "price.net",
          "title",
        ])
        const variant = (await api.get(`${url}?fields=title,*prices`, admin))
          .data.variant
        expect(variant.title).toBe("M")
        const base = variant.prices
          .filter((p: any) => !p.rules?.region_id)
          .map((p: any) => [p.currency_code, p.amount])
          .sort()
        expect(base).toEqual([
          ["eur", 20],
          ["usd", 22],
        ])

        const missing = await rollbackSet("0123456789abcdef0123456789abcdef")
        expect(missing.status).toBe(404)
        expect(missing.data.errors[0].code).toBe(
          "PLUGIN_HISTORY__CHANGE_SET_NOT_FOUND"
        )
      })
    })
  },
})
