import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { HistoryFilters } from "../../../modules/product-history/filters"
import { escapeLike } from "../../../utils/like-pattern"
import { productIdsMatching } from "./term"

export const ENTRY_TABLE = "plugin_product_history_entry"

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
}

export const ENTRY_COLUMNS = [
  "id", "product_id", "variant_id", "product_name", "product_number", "field_name", "old_value", "new_value",
  "changed_at", "user_id", "integration_id", "changed_by", "source", "context_data", "comment", "rolled_back_entry_id",
] as const

const SORT_COLUMNS = { changedAt: "changed_at", fieldName: "field_name", productNumber: "product_number" } as const

export function pgConnection(container: MedusaContainer): Knex {
  return container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
}

/** A term matches products by number (handle, SKU) or name; entries of those products, or whose stored number starts with it. */
export type Resolved = { filters: HistoryFilters; termProductIds?: string[] }

export async function resolveTerm(container: MedusaContainer, filters: HistoryFilters): Promise<Resolved> {
  if (!filters.term) return { filters }
  return { filters, termProductIds: await productIdsMatching(container, filters.term) }
}

/** Applies the filters as bound parameters; nothing of the input reaches the SQL text. */
export function applyHistoryFilters(qb: Knex.QueryBuilder, { filters, termProductIds }: Resolved): Knex.QueryBuilder {
  qb.whereNull("deleted_at")
  if (filters.fieldName?.length) qb.whereIn("field_name", filters.fieldName)
  if (filters.source?.length) qb.whereIn("source", filters.source)
  if (filters.productId?.length) qb.whereIn("product_id", filters.productId)
  if (filters.from) qb.where("changed_at", ">=", filters.from)
  if (filters.to) qb.where("changed_at", filters.toExclusive ? "<" : "<=", filters.to)
  if (filters.term) {
    const term = filters.term
    qb.where((or) => {
      if (termProductIds?.length) or.whereIn("product_id", termProductIds)
      // lower(...) LIKE 'x%' uses the text_pattern_ops index on lower(product_number); ILIKE could not.
      or.orWhereRaw("lower(product_number) LIKE ?", [`${escapeLike(term.toLowerCase())}%`])
    })
  }
  return qb
}

/** Newest first unless asked otherwise; id breaks ties so pages never overlap. */
export function orderOf(sort: HistoryFilters["sort"]): { column: string; order: "asc" | "desc" }[] {
  const desc = sort.startsWith("-")
  const column = SORT_COLUMNS[sort.replace(/^-/, "") as keyof typeof SORT_COLUMNS]
  const order = desc ? "desc" : "asc"
  const tail = column === "changed_at" ? [] : [{ column: "changed_at", order: "desc" as const }]
  return [{ column, order }, ...tail, { column: "id", order }]
}

/**
 * Counting stops here unless the exact figure is asked for: an exact count of
 * a million entries takes longer than the page itself (bench history-list).
 */
export const TOTAL_COUNT_CAP = 10_000
export type TotalCountMode = "capped" | "exact"

/** How many entries match, counting no further than TOTAL_COUNT_CAP + 1 unless `exact`. */
export async function countHistoryEntries(knex: Knex, resolved: Resolved, exact: boolean): Promise<number> {
  const matching = applyHistoryFilters(knex(ENTRY_TABLE).select(knex.raw("1")), resolved)
  if (!exact) matching.limit(TOTAL_COUNT_CAP + 1)
  const counts = await knex.count({ count: "*" }).from(matching.as("matching"))
  return Number((counts[0] as { count: string | number }).count)
}

/** One page of entries and the total the filters match (capped at TOTAL_COUNT_CAP unless `exact`). */
export async function listHistoryEntries(
  container: MedusaContainer,
  filters: HistoryFilters,
  page: { offset: number; limit: number; totalCountMode?: TotalCountMode }
): Promise<{ rows: HistoryEntryRow[]; total: number; totalCapped: boolean }> {
  const knex = pgConnection(container)
  const resolved = await resolveTerm(container, filters)
  const exact = page.totalCountMode === "exact"
  const [rows, counted] = await Promise.all([
    applyHistoryFilters(knex(ENTRY_TABLE).select(ENTRY_COLUMNS), resolved)
      .orderBy(orderOf(filters.sort))
      .offset(page.offset)
      .limit(page.limit),
    countHistoryEntries(knex, resolved, exact),
  ])
  const totalCapped = !exact && counted > TOTAL_COUNT_CAP
  return { rows: rows as HistoryEntryRow[], total: totalCapped ? TOTAL_COUNT_CAP : counted, totalCapped }
}

/** One entry by id, or undefined. */
export async function findHistoryEntry(container: MedusaContainer, id: string): Promise<HistoryEntryRow | undefined> {
  const row = await pgConnection(container)(ENTRY_TABLE).select(ENTRY_COLUMNS).where({ id }).whereNull("deleted_at").first()
  return row as HistoryEntryRow | undefined
}
