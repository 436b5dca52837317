import type { Knex } from "@medusajs/framework/mikro-orm/knex"

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

/** Copies the next `batchSize` entries of a conversion under way; answers how many it read (0: all copied, or none under way). */
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

/** The table's partitions, oldest first, with their bounds (null for the default partition). */
export async function listPartitions(knex: Knex) {
  const { rows } = await knex.raw<{
    rows: { name: string; bound: string; entries_estimate: string }[]
  }>(
    `SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound,
       greatest(c.reltuples, 0)::bigint AS entries_estimate
     FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = to_regclass('plugin_product_history_entry')
     ORDER BY c.relname`
  )
  return rows.map((r) => ({
    name: r.name,
    isDefault: r.bound === "DEFAULT",
    entriesEstimate: Number(r.entries_estimate),
  }))
}
