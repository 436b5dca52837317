import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ENTRY_TABLE } from "./entry-reads"

/**
 * Retention's SQL (knex, every value a bound parameter). It works field by
 * field: each statement reads one field's entries through the index
 * (field_name, changed_at) in the order they were changed, from where the
 * last one stopped, so however many entries stay (the newest of each product
 * field), every entry is looked at once per run, never scanned again; and
 * whether an entry is its field's newest is one lookup in
 * (product_id, field_name, changed_at).
 */

/** Where a field's pass stands: after the entry (`at`, `id`); `at` in UTC to the microsecond (a JavaScript date has milliseconds only). */
export type RetentionCursor = { at: string; id: string }

/** Before the first entry of any field. */
export const RETENTION_START: RetentionCursor = { at: "-infinity", id: "" }

/**
 * The field names the entries carry: one index probe per name (a loose scan
 * of (field_name, changed_at), plugin_history_field_names), not a pass over
 * the entries.
 */
export async function entryFieldNames(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { field_name: string }[] }>(
    `SELECT plugin_history_field_names() AS field_name`
  )
  return rows.map((row) => row.field_name)
}

/** What one batch did: entries deleted, entries looked at, and where the next batch goes on (null: the field is done). */
export type RetentionBatch = {
  deleted: number
  examined: number
  next: RetentionCursor | null
}

/** What one batch of one field is given: the field, its group's cut-off, where it goes on, how many entries it looks at. */
export type FieldBatchInput = {
  fieldName: string
  cutOff: Date
  after: RetentionCursor
  batchSize: number
}

type BatchRow = { deleted: number; examined: number; at: string; id: string }

/**
 * The statement of one batch of one field: the next `batchSize` entries of
 * `fieldName` changed before `cutOff` (after `after`), of which it deletes
 * every one that is not the newest of its product field (per variant,
 * currency, price list, rules, quantity tier or location: the capture's own
 * notion of one field), so charts and rollback keep their baseline and no
 * chain starts mid-air. Unexecuted (bench history-retention explains it).
 */
export function expiredFieldBatch(
  knex: Knex,
  { fieldName, cutOff, after, batchSize }: FieldBatchInput
) {
  return knex.raw<{ rows: BatchRow[] }>(
    `WITH batch AS (
       SELECT e.id, e.product_id, e.variant_id, e.field_name, e.changed_at, e.context_data FROM ?? e
       WHERE e.deleted_at IS NULL
         -- The field's entries after the cursor and before the cut-off, as bounds on (field_name, changed_at)
         -- with that order: only the index (field_name, changed_at) serves it, never a scan of changed_at
         -- through every field (which the planner preferred for an equality on field_name: 127,000 rows read for 5,000).
         AND (e.field_name, e.changed_at, e.id) > (?, ?::timestamptz, ?)
         AND (e.field_name, e.changed_at) < (?, ?)
         -- The same on changed_at alone: a table partitioned by changed_at skips the partitions outside.
         AND e.changed_at >= ?::timestamptz AND e.changed_at < ?
       ORDER BY e.field_name, e.changed_at, e.id
       LIMIT ?),
     -- Whether a newer entry of the same product field exists: asked per entry (a subquery of the select
     -- list stays one index lookup per row, (product_id, field_name, changed_at); in WHERE the planner
     -- made it a hash join over the whole table, 27 s for 5,000 rows).
     judged AS (
       SELECT b.id, EXISTS (
         SELECT 1 FROM ?? n
         WHERE n.product_id = b.product_id AND n.field_name = b.field_name AND n.deleted_at IS NULL
           AND n.changed_at >= b.changed_at AND (n.changed_at, n.id) > (b.changed_at, b.id)
           AND n.variant_id IS NOT DISTINCT FROM b.variant_id
           AND plugin_history_field_key(n.context_data) = plugin_history_field_key(b.context_data)
       ) AS superseded
       FROM batch b),
     expired AS (
       DELETE FROM ?? d USING judged j WHERE d.id = j.id AND j.superseded
       RETURNING d.id),
     last AS (SELECT changed_at, id FROM batch ORDER BY changed_at DESC, id DESC LIMIT 1)
     SELECT (SELECT count(*) FROM expired)::int AS deleted, (SELECT count(*) FROM batch)::int AS examined,
       (SELECT to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') FROM last) AS at,
       (SELECT id FROM last) AS id`,
    [
      ENTRY_TABLE,
      fieldName,
      after.at,
      after.id,
      fieldName,
      cutOff,
      after.at,
      cutOff,
      batchSize,
      ENTRY_TABLE,
      ENTRY_TABLE,
    ]
  )
}

/** Runs one batch of one field (expiredFieldBatch): what it deleted and looked at, and where the next goes on. */
export async function deleteExpiredFieldBatch(
  knex: Knex,
  input: FieldBatchInput
): Promise<RetentionBatch> {
  const { rows } = await expiredFieldBatch(knex, input)
  const { deleted, examined, at, id } = rows[0]
  return {
    deleted,
    examined,
    next: examined < input.batchSize ? null : { at, id },
  }
}
