import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { HistoryQuery } from "../filters"
import type { HistoryActor } from "../types"
import { inChangeSets } from "./change-set-reads"
import { fieldOrderKeys } from "./field-order-keys"
import { recentFirst } from "./term-planning"
import {
  applyHistoryFilters,
  changedAtIn,
  changedAtText,
  ENTRY_COLUMNS,
  ENTRY_TABLE,
  type HistoryEntryRow,
  orderOf,
  withRolledBackBy,
} from "./entry-reads"

/**
 * One page of the entries the filters match, in list order, each with its
 * `rolled_back_by`. Ids first, then the rows: the entries a deep page passes
 * over are read from the index alone, and only the page's own are read whole
 * and looked up for a rollback (bench history-list: offset 9,980 at 10M).
 */
export async function entryPage(
  knex: Knex,
  query: HistoryQuery,
  page: { offset: number; limit: number }
): Promise<HistoryEntryRow[]> {
  const pageKeys = async (q: HistoryQuery) =>
    (await applyHistoryFilters(
      knex(ENTRY_TABLE).select("id", changedAtText(knex)),
      q
    )
      .orderBy(orderOf(q.filters.order))
      .offset(page.offset)
      .limit(page.limit)) as { id: string; at: string }[]
  const keys =
    query.filters.order === "field_name"
      ? await fieldOrderKeys(knex, query, page)
      : query.filters.order === "-changed_at"
        ? (await recentFirst(query, page.limit, pageKeys)).rows
        : await pageKeys(query)
  if (!keys.length) return []
  // With the time beside the id each row is looked up in its month's partition only.
  const rows = (await changedAtIn(
    knex(ENTRY_TABLE)
      .select(ENTRY_COLUMNS)
      .whereIn(
        "id",
        keys.map((k) => k.id)
      )
      .whereNull("deleted_at"),
    keys.map((k) => k.at)
  )) as HistoryEntryRow[]
  const byId = new Map(
    (await withRolledBackBy(knex, rows)).map((r) => [r.id, r])
  )
  return keys.flatMap((k) => byId.get(k.id) ?? [])
}

/** One entry by id with its `rolled_back_by`, or undefined. */
export async function entryById(
  knex: Knex,
  id: string
): Promise<HistoryEntryRow | undefined> {
  const row = (await knex(ENTRY_TABLE)
    .select(ENTRY_COLUMNS)
    .where({ id })
    .whereNull("deleted_at")
    .first()) as HistoryEntryRow | undefined
  return row && (await withRolledBackBy(knex, [row]))[0]
}

/** The entries of one save in a stable order: product fields, then variants'. */
export async function changeSetEntries(
  knex: Knex,
  changeSetId: string
): Promise<HistoryEntryRow[]> {
  return await withRolledBackBy(
    knex,
    (await inChangeSets(
      knex(ENTRY_TABLE).select(ENTRY_COLUMNS).whereNull("deleted_at"),
      [changeSetId]
    ).orderByRaw("variant_id NULLS FIRST, field_name, id")) as HistoryEntryRow[]
  )
}

/** The newest entry a rollback of `entryId` wrote (in the save `changeSetId` when given), or undefined. */
export async function newestRollbackOf(
  knex: Knex,
  entryId: string,
  changeSetId?: string | null
): Promise<HistoryEntryRow | undefined> {
  const rows = knex(ENTRY_TABLE)
    .select(ENTRY_COLUMNS)
    .where({ rolled_back_entry_id: entryId })
    .whereNull("deleted_at")
  if (changeSetId) rows.where({ change_set_id: changeSetId })
  return (await rows.orderBy("changed_at", "desc").first()) as
    HistoryEntryRow | undefined
}

/**
 * The entries the filters match in list order (`byProduct`: grouped by
 * product first, as the PDF prints them: names may have changed over time,
 * ids do not), at most `limit`.
 */
export function entriesInListOrder(
  knex: Knex,
  query: HistoryQuery,
  options: { byProduct?: boolean; limit?: number }
): Knex.QueryBuilder {
  const rows = applyHistoryFilters(
    knex(ENTRY_TABLE).select(ENTRY_COLUMNS),
    query
  ).orderBy(
    options.byProduct
      ? [{ column: "product_id" }, ...orderOf(query.filters.order)]
      : orderOf(query.filters.order)
  )
  if (options.limit) rows.limit(options.limit)
  return rows
}

/** Writes, through the capture's own function, an entry whose old and new value are `value` (a forced rollback onto the value held). */
export async function writeUnchangedRollback(
  knex: Knex,
  entry: HistoryEntryRow,
  value: unknown,
  actor: HistoryActor
): Promise<void> {
  const json = JSON.stringify(value ?? null)
  await knex.raw(
    `SELECT plugin_history_write(?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb)`,
    [
      entry.product_id,
      entry.variant_id,
      entry.field_name,
      json,
      json,
      entry.context_data ? JSON.stringify(entry.context_data) : null,
      JSON.stringify(actor),
    ]
  )
}

/** Forgets a rollback guard once its write is over (and any left by a write cut off more than a day ago). */
export async function forgetGuard(knex: Knex, guardId: string): Promise<void> {
  await knex("plugin_product_history_guard_passed")
    .where({ guard_id: guardId })
    .orWhere("passed_at", "<", knex.raw("now() - interval '1 day'"))
    .delete()
}
