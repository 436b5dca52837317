import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { FOLD_LAG_MS, foldLatest } from "./latest-fold"

/** PostgreSQL's lock_not_available: a lock timeout ran out (the table was busy). */
export const LOCK_NOT_AVAILABLE = "55P03"

const lockTimedOut = (e: unknown) =>
  (e as { code?: string }).code === LOCK_NOT_AVAILABLE

/** Months made ahead of today, so a write never waits for a partition (a missing one would land in the default). */
export const MONTHS_AHEAD = 3

/** How the entries table is stored now. */
export type StorageState =
  | { layout: "partitioned" }
  | {
      layout: "converting"
      copied: number
      totalEstimate: number
      startedAt: Date
    }
  | { layout: "single" }

export async function storageState(knex: Knex): Promise<StorageState> {
  const { rows } = await knex.raw<{
    rows: {
      kind: string | null
      copied: string | null
      total: string | null
      started_at: Date | null
    }[]
  }>(
    `SELECT (SELECT relkind::text FROM pg_class WHERE oid = to_regclass('plugin_product_history_entry')) AS kind,
       c.copied, c.total_estimate AS total, c.started_at
     FROM (SELECT 1) one LEFT JOIN plugin_product_history_conversion c ON c.id = 1`
  )
  const row = rows[0]
  if (row?.kind === "p") return { layout: "partitioned" }
  if (row?.started_at)
    return {
      layout: "converting",
      copied: Number(row.copied),
      totalEstimate: Number(row.total),
      startedAt: row.started_at,
    }
  return { layout: "single" }
}

/**
 * Makes the months from last month to MONTHS_AHEAD ahead of `now` (none while
 * the table is not partitioned yet); answers how many it made. Making a
 * partition locks the table for a moment: behind a long read (an export) it
 * gives up after a few seconds rather than hold the shop's writes up, and the
 * next run makes it (months are made well ahead).
 */
export async function ensurePartitions(
  knex: Knex,
  now: Date = new Date()
): Promise<number> {
  if ((await storageState(knex)).layout !== "partitioned") return 0
  return await knex.transaction(async (trx) => {
    await trx.raw(`SET LOCAL lock_timeout = '3s'`)
    const { rows } = await trx.raw<{ rows: { made: number }[] }>(
      `SELECT plugin_history_ensure_partitions('plugin_product_history_entry',
         ?::timestamptz - interval '1 month', ?::timestamptz + make_interval(months => ?)) AS made`,
      [now, now, MONTHS_AHEAD]
    )
    return rows[0]?.made ?? 0
  })
}

/** Copies about `batchSize` more entries of a conversion under way; answers how many it read (0: all copied, or none under way). */
export async function copyConversionBatch(
  knex: Knex,
  batchSize: number
): Promise<number> {
  const { rows } = await knex.raw<{ rows: { read: number }[] }>(
    `SELECT plugin_history_convert_batch(?) AS read`,
    [batchSize]
  )
  return rows[0]?.read ?? 0
}

/** Swaps the partitioned copy in (under the table's lock, for seconds); false when no conversion was under way. */
export async function finishConversion(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw<{ rows: { done: boolean }[] }>(
    `SELECT plugin_history_convert_finish() AS done`
  )
  return rows[0]?.done ?? false
}

/** A month partition's first instant, from its name (`…_p2026_12`); null for any other table. */
export function monthOfPartition(name: string): Date | null {
  const m = /_p(\d{4})_(\d{2})$/.exec(name)
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : null
}

/** The table's partitions, oldest first: their month (null for the default partition), and whether retention already dropped them down to each field's newest entry. */
export async function listPartitions(knex: Knex) {
  const { rows } = await knex.raw<{
    rows: { name: string; entries_estimate: string; note: string | null }[]
  }>(
    `SELECT c.relname AS name, greatest(c.reltuples, 0)::bigint AS entries_estimate,
       obj_description(c.oid, 'pg_class') AS note
     FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = to_regclass('plugin_product_history_entry')
     ORDER BY c.relname`
  )
  return rows.map((r) => ({
    name: r.name,
    month: monthOfPartition(r.name),
    entriesEstimate: Number(r.entries_estimate),
    retentionApplied: r.note?.startsWith("retention applied") ?? false,
  }))
}

/** The month partitions that end before `before` and that retention has not dropped yet, oldest first. */
export async function expiredMonths(knex: Knex, before: Date) {
  return (await listPartitions(knex)).filter((p) => {
    if (!p.month || p.retentionApplied) return false
    const end = new Date(p.month)
    end.setUTCMonth(end.getUTCMonth() + 1)
    return end <= before
  })
}

/**
 * Retention of whole months: every month partition that ends before
 * `before` goes at once (a partition job's fold has passed: in well under a
 * second), but for the newest entry of each product field
 * (kept in the month's place). Behind a long read it gives up after a few
 * seconds (the batched deletes take those entries meanwhile); answers how many
 * entries went, per month.
 */
export async function dropExpiredPartitions(knex: Knex, before: Date) {
  const dropped: { partition: string; entries: number; deferred: boolean }[] =
    []
  // Months the fold has passed are dropped by a look-up of their kept entries; it is usually there already (the
  // partition job folds every run), else it goes on here for up to a minute, and the rest go by the older rule.
  await foldLatest(knex, new Date(Date.now() - FOLD_LAG_MS), 60_000)
  for (const p of await expiredMonths(knex, before)) {
    try {
      const entries = await knex.transaction(async (trx) => {
        await trx.raw(`SET LOCAL lock_timeout = '3s'`)
        const { rows } = await trx.raw<{ rows: { gone: string }[] }>(
          `SELECT plugin_history_drop_partition(?) AS gone`,
          [p.name]
        )
        return Number(rows[0]?.gone ?? 0)
      })
      dropped.push({ partition: p.name, entries, deferred: false })
    } catch (e) {
      if (!lockTimedOut(e)) throw e
      dropped.push({ partition: p.name, entries: 0, deferred: true })
    }
  }
  return dropped
}
