import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { HISTORY_LIST_WINDOW, type TotalCountMode } from "../filters"
import { preparedOnce } from "./prepared-count"

/**
 * How long a list's count may run before the answer gives PostgreSQL's
 * estimate instead, flagged as such: the count, not the page, is what grows
 * with the table (bench history-list at 10,000,000 entries). A capped count
 * runs beside its page; an exact one is asked for and may take longer.
 */
export const COUNT_TIME_MS: Record<TotalCountMode, number> = {
  capped: 25,
  exact: 450,
}

/** An estimate this far past the window answers a capped count of a long term without counting its older months. */
const FAR_PAST_THE_WINDOW = 2 * HISTORY_LIST_WINDOW

/** PostgreSQL's code for a statement cut off by `statement_timeout`. */
const QUERY_CANCELED = "57014"

/** A list's total: counted (up to the list's window unless exact), or estimated when counting took too long. */
export type ListTotal = {
  total: number
  /** More match than the list reaches: `total` is the window's 10,000. */
  totalCapped: boolean
  /** `total` is PostgreSQL's estimate, not a count. */
  totalEstimated: boolean
}

const canceled = (error: unknown) =>
  (error as { code?: string } | null)?.code === QUERY_CANCELED

/** The rows PostgreSQL's planner expects `rows` to return (its statistics; nothing is read). */
async function plannedRows(
  knex: Knex | Knex.Transaction,
  rows: Knex.QueryBuilder
) {
  const { rows: plan } = await knex.raw<{
    rows: { "QUERY PLAN": { Plan: { "Plan Rows": number } }[] }[]
  }>(`EXPLAIN (FORMAT JSON) ?`, [rows])
  return Math.round(plan[0]["QUERY PLAN"][0].Plan["Plan Rows"])
}

/** The rows a page showed up to its end, + 1 when it was full (there may be more): an estimate's floor. */
export const seenUpTo = (
  page: { offset: number; limit: number },
  shown: number
) => (shown ? page.offset + shown + (shown === page.limit ? 1 : 0) : 0)

/** A total as a list answers it: capped at the window unless `exact` was asked for. */
function totalOf(n: number, capped: boolean, estimated: boolean): ListTotal {
  const over = capped && n > HISTORY_LIST_WINDOW
  return {
    total: over ? HISTORY_LIST_WINDOW : n,
    totalCapped: over,
    totalEstimated: estimated,
  }
}

/**
 * Counts the rows `matching` selects within COUNT_TIME_MS (capped: no
 * further than the window + 1; first those of `within`, a part of them, when
 * given, and only where PostgreSQL expects at most twice the window), or
 * else estimates them. An estimate is at
 * least `seen` (the rows the page showed up to its end, + 1 for a full page:
 * there may be more) and, capped, at most the window. PostgreSQL estimates
 * entries, also where a row of the list is a save: its estimate is divided
 * by `entriesPerRow` (on the page shown), else a list of 5,000 saves of 3
 * entries each was answered "10,000+" whenever its count ran out of time.
 */
export async function boundedCount(
  knex: Knex,
  matching: (db: Knex) => Knex.QueryBuilder,
  mode: TotalCountMode,
  seen: () => Promise<number>,
  within?: (db: Knex) => Knex.QueryBuilder,
  entriesPerRow: () => Promise<number> = async () => 1
): Promise<ListTotal> {
  const estimated = async (db: Knex | Knex.Transaction) =>
    Math.round(
      (await plannedRows(db, matching(db))) / Math.max(1, await entriesPerRow())
    )
  const capped = mode !== "exact"
  const counted = await withinTime(knex, COUNT_TIME_MS[mode], async (trx) => {
    if (capped && within) {
      // A long term (hundreds of products over five years) rarely counts in time: where PostgreSQL
      // expects far more than the window, it is estimated at once instead of spending the budget first
      // (bench history-list, term "drill": 25 ms counting its recent months, then estimated all the same).
      const expected = await estimated(trx)
      if (expected > FAR_PAST_THE_WINDOW)
        return { n: expected, estimated: true }
      // A part of the rows that alone passes the window settles a capped count.
      const part = await countRows(trx, within, capped)
      if (part > HISTORY_LIST_WINDOW) return { n: part, estimated: false }
    }
    return { n: await countRows(trx, matching, capped), estimated: false }
  })
  if (counted) return totalOf(counted.n, capped, counted.estimated)
  const planned = await estimated(knex)
  // A few rows that missed the budget (a busy machine, a connection's first read) are counted again within
  // the exact count's budget: an estimate of 7 for 3 would look wrong to a clerk.
  if (planned <= RECOUNT_UP_TO) {
    const n = await withinTime(knex, COUNT_TIME_MS.exact, (trx) =>
      countRows(trx, matching, capped)
    )
    if (n !== null) return totalOf(n, capped, false)
  }
  return totalOf(Math.max(planned, await seen()), capped, true)
}

/** Up to this many expected rows, a count that ran out of time is tried again within the exact count's time. */
const RECOUNT_UP_TO = 1_000

/**
 * `work` in a transaction whose statements may run `ms` each; null when one
 * ran out of time (rolled back). The timeout is local to the transaction, so
 * the pool's connection keeps its own setting, and it is switched off before
 * COMMIT: fired at a statement's very end, it cancels the next one, and a
 * cancelled COMMIT left the pool's connection in an aborted transaction
 * (bench history-list at 10M: a later read on it failed with 25P02).
 */
async function withinTime<T>(
  knex: Knex,
  ms: number,
  work: (trx: Knex.Transaction) => Promise<T>
): Promise<T | null> {
  try {
    return await knex.transaction(async (trx) => {
      // Counts are planned once per connection (preparedOnce), for every value alike.
      await trx.raw(
        `SELECT set_config('statement_timeout', ?, true), set_config('plan_cache_mode', 'force_generic_plan', true)`,
        [String(ms)]
      )
      const result = await work(trx)
      await trx.raw(`SET LOCAL statement_timeout = 0`)
      return result
    })
  } catch (error) {
    if (canceled(error)) return null
    throw error
  }
}

/** The rows `m` selects (capped: no further than the window + 1). */
async function countRows(
  trx: Knex.Transaction,
  m: (db: Knex) => Knex.QueryBuilder,
  capped: boolean
): Promise<number> {
  const rows = m(trx)
  if (capped) rows.limit(HISTORY_LIST_WINDOW + 1)
  const [row] = (await preparedOnce(
    trx.count({ count: "*" }).from(rows.as("m"))
  )) as { count: string | number }[]
  return Number(row.count)
}

/**
 * A page and the total beside it: `page` is read while the count runs (an
 * estimate's floor waits for it); both are awaited together, so a failing
 * one never goes unhandled while the other runs. A capped count of a page
 * at the window's end waits for the page instead: full, it shows there are
 * more than the window, and nothing is counted (the saves' deepest page
 * counted 73,000 entries for it at 10M, bench history-list). `entriesOf` a
 * row, where a row holds several (a save): what an estimate is divided by.
 */
export async function pageWithTotal<T>(
  knex: Knex,
  page: { offset: number; limit: number; totalCountMode?: TotalCountMode },
  rows: Promise<T[]>,
  matching: (db: Knex) => Knex.QueryBuilder,
  within?: (db: Knex) => Knex.QueryBuilder,
  entriesOf?: (row: T) => number
): Promise<[T[], ListTotal]> {
  const mode = page.totalCountMode ?? "capped"
  if (mode === "capped" && page.offset + page.limit >= HISTORY_LIST_WINDOW) {
    const shown = await rows
    const seen = seenUpTo(page, shown.length)
    if (seen > HISTORY_LIST_WINDOW) return [shown, totalOf(seen, true, false)]
  }
  const total = boundedCount(
    knex,
    matching,
    mode,
    async () => seenUpTo(page, (await rows).length),
    within,
    async () => {
      const shown = await rows
      return entriesOf && shown.length
        ? shown.reduce((n, row) => n + entriesOf(row), 0) / shown.length
        : 1
    }
  )
  return Promise.all([rows, total])
}
