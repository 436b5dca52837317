import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Client } from "pg"
import { createAdminUser } from "../helpers/admin-user"
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
  },
})
