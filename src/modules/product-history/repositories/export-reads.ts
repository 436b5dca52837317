import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { HistoryQuery } from "../filters"
import {
  applyHistoryFilters,
  ENTRY_COLUMNS,
  ENTRY_TABLE,
  type HistoryEntryRow,
  orderOf,
} from "./entry-reads"

/**
 * An entry as the CSV export reads it: what the file shows, the time as
 * milliseconds since the epoch, the context's parts as text and the context
 * whole as PostgreSQL writes JSON. Read as stored, each row costs the pg
 * driver a date parse, the context a JSON parse and the file a JSON write
 * back: about a fifth of the export's CPU time over a million rows (bench
 * history-export). PostgreSQL picks the fields out in its own process.
 */
export type HistoryExportRow = Omit<
  HistoryEntryRow,
  "changed_at" | "user_id" | "integration_id" | "context_data"
> & {
  changed_at_ms: number
  currency_code: string | null
  price_list_id: string | null
  region_id: string | null
  min_quantity: string | null
  max_quantity: string | null
  location_name: string | null
  context_json: string | null
}

const NOT_EXPORTED = new Set([
  "changed_at",
  "user_id",
  "integration_id",
  "context_data",
])

/** Time truncated to the millisecond, as the list prints `changed_at`; the context by kind (docs/product-history.md). */
const EXPORT_EXPRESSIONS = [
  "floor(extract(epoch from changed_at) * 1000)::float8 AS changed_at_ms",
  "context_data->>'currency_code' AS currency_code",
  "context_data->>'price_list_id' AS price_list_id",
  "context_data->'rules'->>'region_id' AS region_id",
  "context_data->>'min_quantity' AS min_quantity",
  "context_data->>'max_quantity' AS max_quantity",
  "context_data->>'location_name' AS location_name",
  "context_data::text AS context_json",
]

const exportColumns = (knex: Knex) => [
  ...ENTRY_COLUMNS.filter((column) => !NOT_EXPORTED.has(column)),
  ...EXPORT_EXPRESSIONS.map((sql) => knex.raw(sql)),
]

/** The entries the filters match, as the export reads them, in list order. */
export function exportEntriesInOrder(
  knex: Knex,
  query: HistoryQuery
): Knex.QueryBuilder {
  return applyHistoryFilters(
    knex(ENTRY_TABLE).select(exportColumns(knex)),
    query
  ).orderBy(orderOf(query.filters.order))
}
