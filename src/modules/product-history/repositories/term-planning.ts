import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { HistoryQuery } from "../filters"

/**
 * A term's products are listed in the query (`IN (…)`: PostgreSQL looks each
 * entry's product up in a hash of them) while products × months to plan stay
 * below this (50 products over five years, or 1,000 over three months):
 * PostgreSQL weighs a listed product in each month's partition it plans
 * (1,000 products over 64 months: 45 ms of planning, bench history-list).
 * Beyond, they are joined in as one array, which PostgreSQL compares each
 * entry against one by one.
 */
export const TERM_LIST_PLANNING_BUDGET = 3_000

/** The months a list's dates reach over (every month of five years and more when open-ended). */
export function monthsSpanned({
  from,
  to = new Date(),
}: HistoryQuery["filters"]): number {
  if (!from) return 64
  const months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 +
    to.getUTCMonth() -
    from.getUTCMonth() +
    1
  return Math.max(1, months)
}

/**
 * A newest-first list of a term with many products and no dates, narrowed to
 * the recent months its products can be listed over (1,000 products: this
 * month and the two before); null where that is not the case. Its first
 * pages lie there: read so, they take 10–20 ms instead of 70 at 10M entries.
 */
export function recentTermWindow(
  query: HistoryQuery,
  now: Date = new Date()
): HistoryQuery | null {
  const { filters, termProductIds } = query
  if (!filters.q || filters.from || filters.to || !termProductIds?.length)
    return null
  const months = Math.floor(TERM_LIST_PLANNING_BUDGET / termProductIds.length)
  if (months >= monthsSpanned(filters)) return null
  const from = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1)
  )
  return { ...query, filters: { ...filters, from } }
}

/**
 * Reads a newest-first page of `query` from its recent window first
 * (recentTermWindow); when the page reaches past the window (fewer than
 * `limit` rows there), over the whole span. Answers the rows and the query
 * that found them.
 */
export async function recentFirst<T>(
  query: HistoryQuery,
  limit: number,
  read: (query: HistoryQuery) => Promise<T[]>
): Promise<{ rows: T[]; query: HistoryQuery }> {
  const recent = recentTermWindow(query)
  if (recent) {
    const rows = await read(recent)
    if (rows.length >= limit) return { rows, query: recent }
  }
  return { rows: await read(query), query }
}

/** What `matching` selects within a long term's recent window (counted first: past the list's window, it settles a capped count); undefined where there is none. */
export function recentPart(
  query: HistoryQuery,
  matching: (query: HistoryQuery) => (db: Knex) => Knex.QueryBuilder
): ((db: Knex) => Knex.QueryBuilder) | undefined {
  const recent = recentTermWindow(query)
  return recent ? matching(recent) : undefined
}
