import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import productHistoryPartitionsJob from "../../src/jobs/product-history-partitions"
import { DEFAULT_PARTITION_TO_EDGES } from "../../src/modules/product-history/partitions/default-to-edges-sql"
import { UNPARTITION_SQL } from "../../src/modules/product-history/partitions/conversion-sql"
import { WIDER_INDEXES } from "../../src/modules/product-history/partitions/index-upkeep"
import { keepPartitions } from "../../src/modules/product-history/partitions/keep-partitions"
import {
  copyConversionBatch,
  dropExpiredPartitions,
  ensurePartitions,
  listPartitions,
  storageState,
} from "../../src/modules/product-history/partitions/partition-upkeep"
import { createAdminUser } from "../helpers/admin-user"
import { type HistoryShop, seedHistoryShop } from "../helpers/history"
import {
  entryChecksum,
  entryIndexes,
  entryTriggers,
  partitionOf,
  seedOldEntries,
} from "../helpers/history-partitions"

jest.setTimeout(240 * 1000)

const month = (at: Date) =>
  `plugin_product_history_entry_p${at.toISOString().slice(0, 7).replace("-", "_")}`
const monthsFromNow = (n: number) => {
  const at = new Date()
  at.setUTCDate(1)
  at.setUTCMonth(at.getUTCMonth() + n)
  return at
}

/**
 * The history's storage: entries partitioned by month of changed_at, the
 * months made ahead, an edge partition before and after them as the safety
 * net (an older install's default partition gives way to them), and an older
 * single table converted in place, in batches, while the shop goes on writing.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let admin: { headers: Record<string, string> }
    let knex: Knex

    beforeAll(async () => {
      knex = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      shop = await seedHistoryShop(getContainer())
      admin = await createAdminUser(getContainer(), api)
    })

    const save = (title: string) =>
      api.post(`/admin/products/${shop.productId}`, { title }, admin)

    /**
     * The month of `old` made, and a way to write entries of the shop's
     * product in it by hand (as an older install's or an import's), all in
     * the change set `changeSet`: `at(day)` is that day of the month.
     */
    const monthOfEntries = async (old: Date, changeSet: string) => {
      await knex.raw(
        `SELECT plugin_history_ensure_partitions('plugin_product_history_entry', ?, ?)`,
        [old, old]
      )
      const at = (day: number) => new Date(old.getTime() + day * 86_400_000)
      const entry = (field: string, value: number, when: Date) =>
        knex.raw(
          `INSERT INTO plugin_product_history_entry (id, product_id, field_name, old_value, new_value, changed_at, changed_by, source, change_set_id)
           VALUES (replace(gen_random_uuid()::text, '-', ''), ?, ?, to_jsonb(?::int - 1), to_jsonb(?::int), ?, 'Old install', 'api', ?)`,
          [shop.productId, field, value, value, when, changeSet]
        )
      return { at, entry }
    }

    it("a fresh install keeps entries in monthly partitions made ahead, between two edge partitions", async () => {
      expect(await storageState(knex)).toEqual({ layout: "partitioned" })
      const names = (await listPartitions(knex)).map((p) => p.name)
      for (let n = 0; n <= 3; n++)
        expect(names).toContain(month(monthsFromNow(n)))
      expect(names).toContain("plugin_product_history_entry_before")
      expect(names).toContain("plugin_product_history_entry_after")
      expect(names).not.toContain("plugin_product_history_entry_default")

      await save("Stored by month")
      const { rows } = await knex.raw(
        `SELECT id FROM plugin_product_history_entry WHERE new_value = '"Stored by month"'`
      )
      expect(await partitionOf(knex, rows[0].id)).toBe(month(new Date()))
      // The names table and the webhook outbox are fed across partitions.
      const { rows: names2 } = await knex.raw(
        `SELECT 1 FROM plugin_product_history_name WHERE name = 'stored by month'`
      )
      expect(names2).toHaveLength(1)
      const { data } = await api.get(
        `/admin/product-history?q=seed%20widget&field_name=title&limit=5`,
        admin
      )
      expect(data.entries[0].new_value).toBe("Stored by month")
    })

    it("an entry of a month without partition waits in an edge partition; the upkeep moves it into its month", async () => {
      const far = monthsFromNow(6)
      await seedOldEntries(knex, shop, { count: 3, from: far, months: 1 })
      const { rows } = await knex.raw(
        `SELECT id FROM plugin_product_history_entry WHERE changed_at >= ? ORDER BY id`,
        [far]
      )
      expect(rows).toHaveLength(3)
      expect(await partitionOf(knex, rows[0].id)).toBe(
        "plugin_product_history_entry_after"
      )
      expect(await ensurePartitions(knex, monthsFromNow(4))).toBeGreaterThan(0)
      for (const { id } of rows)
        expect(await partitionOf(knex, id)).toBe(month(far))
      // The months stay one run: the one asked for far back brings those between it and the first.
      const before = monthsFromNow(-9)
      await seedOldEntries(knex, shop, { count: 2, from: before, months: 1 })
      await knex.raw(
        `SELECT plugin_history_ensure_partitions('plugin_product_history_entry', ?, ?)`,
        [before, before]
      )
      const months = (await listPartitions(knex))
        .filter((p) => p.month)
        .map((p) => p.name)
      for (let n = -9; n <= 7; n++)
        expect(months).toContain(month(monthsFromNow(n)))
      const { rows: old } = await knex.raw(
        `SELECT id FROM plugin_product_history_entry WHERE changed_at >= ? AND changed_at < ?`,
        [before, monthsFromNow(-8)]
      )
      expect(old).toHaveLength(2)
      for (const { id } of old)
        expect(await partitionOf(knex, id)).toBe(month(before))
    })

    it("an install with a default partition (the previous version) gets the edges, every entry kept in its place", async () => {
      const count = async () =>
        (
          await knex.raw(
            `SELECT count(*)::int AS n FROM plugin_product_history_entry`
          )
        ).rows[0].n
      // The previous version's layout: a default partition instead of the edges, holding an entry before the first
      // month and one after the last.
      await knex.raw(
        `ALTER TABLE plugin_product_history_entry DETACH PARTITION plugin_product_history_entry_before`
      )
      await knex.raw(
        `ALTER TABLE plugin_product_history_entry DETACH PARTITION plugin_product_history_entry_after`
      )
      const { rows: edgeRows } = await knex.raw(
        `SELECT (SELECT count(*) FROM plugin_product_history_entry_before) + (SELECT count(*) FROM plugin_product_history_entry_after) AS n`
      )
      expect(Number(edgeRows[0].n)).toBe(0)
      await knex.raw(
        `DROP TABLE plugin_product_history_entry_before, plugin_product_history_entry_after`
      )
      await knex.raw(
        `CREATE TABLE plugin_product_history_entry_default PARTITION OF plugin_product_history_entry DEFAULT`
      )
      const first = (await listPartitions(knex)).find((p) => p.month)!.month!
      const early = new Date(first.getTime() - 40 * 86_400_000)
      const late = monthsFromNow(30)
      await seedOldEntries(knex, shop, { count: 1, from: early, months: 1 })
      await seedOldEntries(knex, shop, { count: 1, from: late, months: 1 })
      const total = await count()

      await knex.raw(DEFAULT_PARTITION_TO_EDGES)

      const names = (await listPartitions(knex)).map((p) => p.name)
      expect(names).not.toContain("plugin_product_history_entry_default")
      expect(await count()).toBe(total)
      const at = async (when: Date) =>
        (
          await knex.raw(
            `SELECT id FROM plugin_product_history_entry WHERE changed_at = ?`,
            [when]
          )
        ).rows
      const [{ id: earlyId }] = await at(early)
      const [{ id: lateId }] = await at(late)
      expect(await partitionOf(knex, earlyId)).toBe(
        "plugin_product_history_entry_before"
      )
      expect(await partitionOf(knex, lateId)).toBe(
        "plugin_product_history_entry_after"
      )
      // Months are made again from the edges, and a save still lands in its month.
      expect(
        await ensurePartitions(knex, monthsFromNow(1))
      ).toBeGreaterThanOrEqual(0)
      await save("After the edges")
      const { rows } = await knex.raw(
        `SELECT id FROM plugin_product_history_entry WHERE new_value = '"After the edges"'`
      )
      expect(await partitionOf(knex, rows[0].id)).toBe(month(new Date()))
    })

    it("retention drops a whole month at once but keeps the newest entry of each product field, without announcing it again", async () => {
      const old = monthsFromNow(-40)
      // In that month: weight twice (changed again later, so both go), description twice (never again: the newer stays).
      const { at, entry } = await monthOfEntries(old, "old-month")
      await entry("weight", 1, at(1))
      await entry("weight", 2, at(2))
      await entry("description", 3, at(3))
      await entry("description", 4, at(4))
      await entry("weight", 5, monthsFromNow(-2))
      const events = async () =>
        (
          await knex.raw(
            `SELECT count(*)::int AS n FROM plugin_product_history_event`
          )
        ).rows[0].n
      const eventsBefore = await events()
      const name = month(old)

      const dropped = await dropExpiredPartitions(knex, monthsFromNow(-12))
      expect(dropped.find((d) => d.partition === name)).toEqual({
        partition: name,
        entries: 3,
        deferred: false,
      })
      const { rows } = await knex.raw(
        `SELECT field_name, new_value FROM plugin_product_history_entry WHERE product_id = ? AND change_set_id = 'old-month' AND changed_at < ?`,
        [shop.productId, monthsFromNow(-12)]
      )
      expect(rows).toEqual([{ field_name: "description", new_value: 4 }])
      expect(await events()).toBe(eventsBefore)
      // The month stays, holding what was kept; the next retention leaves it be.
      expect(
        (await listPartitions(knex)).find((p) => p.name === name)
      ).toMatchObject({ retentionApplied: true })
      expect(
        (await dropExpiredPartitions(knex, monthsFromNow(-12))).find(
          (d) => d.partition === name
        )
      ).toBeUndefined()
      const { data } = await api.get(
        `/admin/product-history?product_id=${shop.productId}&field_name=description`,
        admin
      )
      expect(
        data.entries.map((e: { new_value: unknown }) => e.new_value)
      ).toContain(4)
    })

    it("retention keeps the newest entries the partition job folded in, and those written later with an earlier time", async () => {
      const old = monthsFromNow(-11)
      const { at, entry } = await monthOfEntries(old, "folded")
      await entry("length", 1, at(1))
      await entry("length", 2, at(2))
      const upkeep = await keepPartitions(knex, {
        batchSize: 1000,
        forMs: 30_000,
      })
      expect(upkeep.foldedThrough.getTime()).toBeGreaterThan(
        Date.now() - 2 * 86_400_000
      )
      // Written after the fold passed their month: folded in by the trigger at once.
      await entry("length", 3, at(3))
      await entry("width", 7, at(4))

      const dropped = await dropExpiredPartitions(knex, monthsFromNow(-10))
      const { rows: state } = await knex.raw(
        `SELECT through FROM plugin_product_history_latest_state`
      )
      expect(state[0].through.getTime()).toBeGreaterThan(
        monthsFromNow(-10).getTime()
      )
      expect(dropped.find((d) => d.partition === month(old))).toMatchObject({
        deferred: false,
      })
      const { rows } = await knex.raw(
        `SELECT field_name, new_value FROM plugin_product_history_entry WHERE change_set_id = 'folded' ORDER BY field_name`
      )
      expect(rows).toEqual([
        { field_name: "length", new_value: 3 },
        { field_name: "width", new_value: 7 },
      ])
    })

    it("a large install gets the wider indexes from the partition job, partition by partition, the older ones going after", async () => {
      // As the migration leaves a table of more than 100,000 entries: the older indexes, none of the wider ones.
      for (const index of WIDER_INDEXES) {
        await knex.raw(`DROP INDEX IF EXISTS ??`, [index.name])
        await knex.raw(
          `CREATE INDEX IF NOT EXISTS ?? ON plugin_product_history_entry ${index.replaces.definition}`,
          [index.replaces.name]
        )
      }
      await save("Before the wider indexes")
      const partitions = (await listPartitions(knex)).length

      const upkeep = await keepPartitions(knex, {
        batchSize: 1000,
        forMs: 30_000,
      })

      expect(upkeep.indexesBuilt).toBe(partitions * WIDER_INDEXES.length)
      const names = (await entryIndexes(knex)).map((i) => i.name)
      for (const index of WIDER_INDEXES) {
        expect(names).toContain(index.name)
        expect(names).not.toContain(index.replaces.name)
      }
      const { rows: invalid } = await knex.raw(
        `SELECT c.relname FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
         WHERE x.indrelid = 'plugin_product_history_entry'::regclass AND NOT x.indisvalid`
      )
      expect(invalid).toEqual([])
      // Saves and lists go on as before; a month made afterwards has the wider indexes too.
      await save("After the wider indexes")
      const { data } = await api.get(
        `/admin/product-history?product_id=${shop.productId}&field_name=title&limit=2`,
        admin
      )
      expect(
        data.entries.map((e: { new_value: string }) => e.new_value)
      ).toEqual(["After the wider indexes", "Before the wider indexes"])
      expect(await ensurePartitions(knex, monthsFromNow(6))).toBeGreaterThan(0)
      expect(
        (await keepPartitions(knex, { batchSize: 1000, forMs: 30_000 }))
          .indexesBuilt
      ).toBe(0)
    })

    it("an older single table is converted in batches while the shop writes: every entry, index and trigger kept", async () => {
      await knex.raw(UNPARTITION_SQL)
      await seedOldEntries(knex, shop, {
        count: 12_000,
        from: monthsFromNow(-30),
        months: 30,
      })
      expect(await storageState(knex)).toEqual({ layout: "single" })
      const indexesBefore = await entryIndexes(knex)
      const triggersBefore = await entryTriggers(knex)

      const { rows: prepared } = await knex.raw(
        `SELECT plugin_history_convert_prepare() AS state`
      )
      expect(prepared[0].state).toBe("prepared")
      expect(await storageState(knex)).toMatchObject({ layout: "converting" })
      expect(await copyConversionBatch(knex, 5000)).toBeGreaterThan(0)
      // A later migration adds an index meanwhile: the copy gets it too.
      await knex.raw(
        `CREATE INDEX "IDX_added_while_converting" ON plugin_product_history_entry (comment)`
      )

      // Meanwhile the shop goes on: a save (new entries), an entry changed and entries removed on both sides of the cursor.
      await save("Saved while converting")
      const { rows: some } = await knex.raw(
        `SELECT id FROM plugin_product_history_entry ORDER BY ctid LIMIT 3`
      )
      await knex.raw(
        `UPDATE plugin_product_history_entry SET comment = 'changed while converting' WHERE id = ?`,
        [some[0].id]
      )
      await knex.raw(`DELETE FROM plugin_product_history_entry WHERE id = ?`, [
        some[1].id,
      ])
      await knex.raw(
        `DELETE FROM plugin_product_history_entry WHERE ctid = (SELECT max(ctid) FROM plugin_product_history_entry)`
      )
      const expected = await entryChecksum(knex)

      // A stopped conversion resumes where it was: the job copies the rest and swaps.
      await productHistoryPartitionsJob(getContainer())
      expect(await storageState(knex)).toEqual({ layout: "partitioned" })
      expect(await entryChecksum(knex)).toEqual(expected)
      expect(await entryIndexes(knex)).toEqual(
        [
          ...indexesBefore,
          { name: "IDX_added_while_converting", def: " USING btree (comment)" },
        ].sort((a, b) => (a.name < b.name ? -1 : 1))
      )
      expect(await entryTriggers(knex)).toEqual(triggersBefore)
      const partitions = await listPartitions(knex)
      expect(partitions.length).toBeGreaterThanOrEqual(34)

      // The triggers work on the partitioned table: a save is recorded, named and announced.
      await save("Saved after converting")
      const { rows: after } = await knex.raw(
        `SELECT e.id, e.change_set_id,
           (SELECT count(*)::int FROM plugin_product_history_event v WHERE v.change_set_id = e.change_set_id) AS events,
           (SELECT count(*)::int FROM plugin_product_history_name n WHERE n.name = 'saved after converting') AS names
         FROM plugin_product_history_entry e WHERE e.new_value = '"Saved after converting"'`
      )
      expect(after).toEqual([expect.objectContaining({ events: 1, names: 1 })])
      expect(await partitionOf(knex, after[0].id)).toBe(month(new Date()))
      const { data } = await api.get(
        `/admin/product-history?limit=1&total_count_mode=exact`,
        admin
      )
      expect(data.count).toBe(expected.count + 1)
    })
  },
})
