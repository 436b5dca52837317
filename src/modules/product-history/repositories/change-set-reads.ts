import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { HistoryQuery } from "../filters"
import {
  applyHistoryFilters,
  changedAtIn,
  changedAtText,
  ENTRY_TABLE,
  ENTRY_COLUMNS,
  HistoryEntryRow,
  withRolledBackBy,
} from "./entry-reads"
import { recentFirst } from "./term-planning"

type Direction = "asc" | "desc"

/**
 * The change sets with an entry the filters match, one row each, in time
 * order. All entries of a save share its time, so the sets come off the
 * changed_at index in order and a page stops reading early (DISTINCT ON
 * over an incremental sort); the change set id breaks ties.
 */
function matchingSets(knex: Knex, query: HistoryQuery, direction: Direction) {
  const set = knex.raw(`coalesce(change_set_id, id)`)
  return applyHistoryFilters(
    knex(ENTRY_TABLE)
      .select("changed_at", knex.raw(`coalesce(change_set_id, id) AS set_id`))
      .distinctOn(["changed_at", set as never]),
    query
  ).orderByRaw(
    `changed_at ${direction}, coalesce(change_set_id, id) ${direction}`
  )
}

/**
 * A page of `matchingSets` with each set's time as text (to the
 * microsecond, for the look-up of its entries). Written outside the page's
 * query: inside, PostgreSQL writes the text for every set the offset passes
 * over, 73,000 entries' worth on the deepest page (28 → 54 ms at 10M, bench
 * history-list).
 */
function setPage(
  knex: Knex,
  query: HistoryQuery,
  direction: Direction,
  page: { offset: number; limit: number }
) {
  return knex
    .select(changedAtText(knex), "set_id")
    .from(
      matchingSets(knex, query, direction)
        .offset(page.offset)
        .limit(page.limit)
        .as("page")
    )
    .orderByRaw(`changed_at ${direction}, set_id ${direction}`)
}

/** Entries of these change sets; one written without a change set is its own (its id). */
export const inChangeSets = (qb: Knex.QueryBuilder, ids: string[]) =>
  qb.where((or) =>
    or
      .whereIn("change_set_id", ids)
      .orWhere((own) => own.whereNull("change_set_id").whereIn("id", ids))
  )

/** One page of change sets (newest first unless `asc`), each with its entries the filters match. */
export async function changeSetPage(
  knex: Knex,
  query: HistoryQuery,
  page: { offset: number; limit: number },
  direction: Direction
): Promise<{ changeSetId: string; entries: HistoryEntryRow[] }[]> {
  const setsOf = async (q: HistoryQuery) =>
    (await setPage(knex, q, direction, page)) as {
      set_id: string
      at: string
    }[]
  const { rows: sets, query: found } =
    direction === "desc"
      ? await recentFirst(query, page.limit, setsOf)
      : { rows: await setsOf(query), query }
  if (!sets.length) return []
  const ids = sets.map((s) => s.set_id)
  // A save's entries share its time: only those months' partitions are read.
  const rows = await withRolledBackBy(
    knex,
    (await inChangeSets(
      changedAtIn(
        applyHistoryFilters(knex(ENTRY_TABLE).select(ENTRY_COLUMNS), found),
        sets.map((s) => s.at)
      ),
      ids
    ).orderByRaw("variant_id NULLS FIRST, field_name, id")) as HistoryEntryRow[]
  )
  return ids.map((changeSetId) => ({
    changeSetId,
    entries: rows.filter((r) => (r.change_set_id ?? r.id) === changeSetId),
  }))
}

/** The change sets the filters match, one row each: what a count of saves counts. */
export const matchingChangeSets = (query: HistoryQuery) => (db: Knex) =>
  matchingSets(db, query, "desc")
