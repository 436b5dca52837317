import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { FieldGroup, HistoryQuery, HistorySort } from "../filters"
import { PRICE_FIELDS } from "../types"
import { monthsSpanned, TERM_LIST_PLANNING_BUDGET } from "./term-planning"

/**
 * The module's reads in SQL (knex, every value a bound parameter): the list's
 * filters, its order and count, price changes and the current state
 * the capture's SQL function reports. The service runs them on its connection.
 */
export const ENTRY_TABLE = "plugin_product_history_entry"

/** An entry as stored. */
export type HistoryEntryRow = {
  id: string
  product_id: string
  variant_id: string | null
  product_name: string | null
  product_number: string | null
  field_name: string
  old_value: unknown
  new_value: unknown
  changed_at: Date
  user_id: string | null
  integration_id: string | null
  changed_by: string | null
  source: string
  context_data: Record<string, unknown> | null
  comment: string | null
  rolled_back_entry_id: string | null
  /** Written by hand (`plugin:history:add`). */
  manual: boolean
  change_set_id: string | null
  /** The newest entry that rolled this one back (list and detail reads only). */
  rolled_back_by?: string | null
}

export const ENTRY_COLUMNS = [
  "id",
  "product_id",
  "variant_id",
  "product_name",
  "product_number",
  "field_name",
  "old_value",
  "new_value",
  "changed_at",
  "user_id",
  "integration_id",
  "changed_by",
  "source",
  "context_data",
  "comment",
  "rolled_back_entry_id",
  "manual",
  "change_set_id",
] as const

/**
 * The rows with `rolled_back_by`: the newest entry that rolled each one back.
 * Looked up for all of them at once, only in the months since the oldest of
 * them (a rollback is never older than what it rolls back), through a
 * function planned once per connection (planned-once-sql.ts). As a
 * correlated subquery per row it was planned over every monthly partition,
 * 6 ms of each list request at 10M entries, and made a save's drawer a
 * parallel plan; as one statement per page, 22–26 ms of planning on an
 * oldest-first page (bench history-list).
 */
export async function withRolledBackBy(
  knex: Knex,
  rows: HistoryEntryRow[]
): Promise<HistoryEntryRow[]> {
  if (!rows.length) return rows
  const oldest = Math.min(...rows.map((r) => new Date(r.changed_at).getTime()))
  // A Date holds milliseconds: one less keeps a rollback in the entry's own millisecond.
  const { rows: rollbacks } = await knex.raw<{
    rows: { id: string; rolled_back_entry_id: string }[]
  }>(
    `SELECT id, rolled_back_entry_id FROM plugin_history_rollbacks_of(?::text[], ?::timestamptz)`,
    [rows.map((r) => r.id), new Date(oldest - 1)]
  )
  const newest = new Map(rollbacks.map((r) => [r.rolled_back_entry_id, r.id]))
  return rows.map((r) => ({ ...r, rolled_back_by: newest.get(r.id) ?? null }))
}

/**
 * An entry's time as text, `at`: microseconds kept (a Date holds
 * milliseconds), so `changedAtIn` finds exactly these entries again.
 */
export const changedAtText = (knex: Knex) => knex.raw("changed_at::text AS at")

/** Only entries changed at one of these times (`at` texts): PostgreSQL reads only those months' partitions. */
export const changedAtIn = (qb: Knex.QueryBuilder, times: string[]) =>
  qb.whereRaw("changed_at = ANY (?::timestamptz[])", [times])

/**
 * The field groups (filters.ts) as conditions, their fields (STOCK_FIELDS)
 * written as constants: the catalogue's partial indexes (migration
 * 20261207090000) hold exactly the entries of this condition, and a count
 * planned once for every value (bounded-count.ts) uses them only when the
 * condition is this text, not a parameter.
 */
export const FIELD_GROUP_SQL: Record<FieldGroup, string> = {
  catalogue: "field_name NOT IN ('stock', 'stock.reserved')",
  stock: "field_name IN ('stock', 'stock.reserved')",
}

/**
 * `column` is one of `values`: one is compared as such (PostgreSQL then
 * reads a product's entries in index order: by field, or skipping to a deep
 * page), more as one array, so that the statement's text stays the same
 * however many there are.
 */
const anyOf = (qb: Knex.QueryBuilder, column: string, values: string[]) =>
  values.length === 1
    ? qb.where(column, values[0])
    : qb.whereRaw("?? = ANY (?::text[])", [column, values])

/** Applies the filters as bound parameters; nothing of the input reaches the SQL text. */
export function applyHistoryFilters(
  qb: Knex.QueryBuilder,
  { filters, termProductIds }: HistoryQuery
): Knex.QueryBuilder {
  qb.whereNull("deleted_at")
  if (filters.field_name?.length) anyOf(qb, "field_name", filters.field_name)
  if (filters.field_group) qb.whereRaw(FIELD_GROUP_SQL[filters.field_group])
  if (filters.source?.length) anyOf(qb, "source", filters.source)
  if (filters.product_id?.length) anyOf(qb, "product_id", filters.product_id)
  if (filters.from) qb.where("changed_at", ">=", filters.from)
  if (filters.to)
    qb.where("changed_at", filters.to_exclusive ? "<" : "<=", filters.to)
  // The term's products were found before (product module and former names): an indexed list of ids.
  if (filters.q) {
    if (!termProductIds?.length) qb.whereRaw("false")
    else if (
      termProductIds.length * monthsSpanned(filters) <=
      TERM_LIST_PLANNING_BUDGET
    )
      anyOf(qb, "product_id", termProductIds)
    // Many products over many months as one array joined in (term-planning.ts).
    else
      qb.whereRaw(
        "product_id IN (SELECT v.id FROM unnest(?::text[]) AS v(id))",
        [termProductIds]
      )
  }
  return qb
}

/** Newest first unless asked otherwise; id breaks ties so pages never overlap. */
export function orderOf(
  order: HistorySort
): { column: string; order: "asc" | "desc" }[] {
  const direction = order.startsWith("-") ? "desc" : "asc"
  const column = order.replace(/^-/, "")
  const tail =
    column === "changed_at"
      ? []
      : [{ column: "changed_at", order: "desc" as const }]
  return [
    { column, order: direction },
    ...tail,
    { column: "id", order: direction },
  ]
}

/** The entries the filters match, one column: what a count counts. */
export const matchingEntries = (query: HistoryQuery) => (db: Knex) =>
  applyHistoryFilters(db(ENTRY_TABLE).select(db.raw("1")), query)

/** How many entries match, all of them (the PDF's "of N"). */
export async function countEntries(
  knex: Knex,
  query: HistoryQuery
): Promise<number> {
  const counts = await knex
    .count({ count: "*" })
    .from(matchingEntries(query)(knex).as("matching"))
  return Number((counts[0] as { count: string | number }).count)
}

/** When the first and the last matching entry changed (null when none match); an export's file name names that period. */
export async function entryBounds(
  knex: Knex,
  query: HistoryQuery
): Promise<{ first: Date | null; last: Date | null }> {
  const [row] = await applyHistoryFilters(
    knex(ENTRY_TABLE).min({ first: "changed_at" }).max({ last: "changed_at" }),
    query
  )
  return {
    first: row?.first ? new Date(row.first) : null,
    last: row?.last ? new Date(row.last) : null,
  }
}

/**
 * The price changes of a product's variants (base, tier, region and
 * price-list prices) since `since`, oldest first. A chart's window only: a
 * price's value at the window's start is the first change's old value, or
 * the live price (price-series.ts), so years of changes are not read.
 */
export function priceChanges(knex: Knex, productId: string, since: Date) {
  return knex(ENTRY_TABLE)
    .select(
      "id",
      "variant_id",
      "product_number",
      "field_name",
      "old_value",
      "new_value",
      "changed_at",
      "context_data"
    )
    .where({ product_id: productId })
    .whereIn("field_name", [...PRICE_FIELDS])
    .where("changed_at", ">=", since)
    .whereNull("deleted_at")
    .orderBy([
      { column: "changed_at", order: "asc" },
      { column: "id", order: "asc" },
    ])
}

/** A stored state as JSON (capture/sql/state.ts): an object, null when the thing no longer exists. */
type StoredState = Record<string, unknown> | null

/** What the capture's SQL function reports as stored now for a product, variant, price set or stock level. */
export async function currentState(
  knex: Knex,
  kind: "product" | "variant" | "price_set" | "inventory_level",
  key: string
): Promise<StoredState> {
  const { rows } = await knex.raw<{ rows: { state: StoredState }[] }>(
    `SELECT plugin_history_state(?, ?) AS state`,
    [kind, key]
  )
  return rows[0]?.state ?? null
}
