import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ParsedCriteria } from "../criteria"
import {
  compareNatural,
  compareValues,
  keyOf,
  type Row,
  smallest,
  valuesOf,
} from "../criteria/aggregations/values"
import type { SortSpec } from "../criteria/sort"
import { sortInSlices } from "../criteria/sort-in-slices"
import { CriteriaWork } from "../criteria/work"
import type { ApiRequest } from "../routes/types"
import { pageFields } from "./associations/load"
import { attachPathValues } from "./associations/path-values"
import type { EntityDefinition } from "./definition"
import { lookAhead, matchedRows, selectsOf } from "./matched-rows"

/** The sorts to apply: the client's, else the entity's default, else by id. */
function sortsOf(def: EntityDefinition, criteria: ParsedCriteria): SortSpec[] {
  if (criteria.sorts.length) return criteria.sorts
  const fallback = def.defaultSort ?? { id: "ASC" as const }
  return Object.entries(fallback).flatMap(([column, order]) =>
    Object.entries(def.fields)
      .filter(([, f]) => f.column === column)
      .slice(0, 1)
      .map(([name, f]) => ({ field: { ...f, name }, order, natural: false }))
  )
}

/** First value of a field in a row for ordering (to-many: the smallest, as Shopware's MIN). */
function sortValue(sort: SortSpec, row: Row): unknown {
  return smallest(
    valuesOf(sort.field, row),
    sort.natural ? compareNatural : compareValues
  )
}

/** A row with its sort values, read once rather than at every comparison. */
type Keyed = { row: Row; keys: unknown[] }

/** PostgreSQL's order: nulls last ascending, first descending; ties by id. */
function comparator(sorts: SortSpec[]) {
  return (a: Keyed, b: Keyed) => {
    for (let i = 0; i < sorts.length; i++) {
      const sort = sorts[i]
      const x = a.keys[i]
      const y = b.keys[i]
      const sign = sort.order === "DESC" ? -1 : 1
      if (x === undefined || y === undefined) {
        if (x !== y) return (x === undefined ? 1 : -1) * sign
        continue
      }
      const c = (sort.natural ? compareNatural : compareValues)(x, y)
      if (c) return sign * c
    }
    return a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0
  }
}

/** The rows in the sorts' order, the first of each group kept; in slices, so other requests run meanwhile. */
async function orderAndGroup(
  all: Row[],
  sorts: SortSpec[],
  grouping: ParsedCriteria["grouping"],
  work: CriteriaWork
): Promise<Row[]> {
  const keyed: Keyed[] = []
  for (const row of all) {
    keyed.push({ row, keys: sorts.map((s) => sortValue(s, row)) })
    if (work.due()) await work.pause()
  }
  const sorted = await sortInSlices(keyed, comparator(sorts), work)
  const seen = new Set<string>()
  const kept: Row[] = []
  for (const { row } of sorted) {
    const key = grouping.length
      ? JSON.stringify(grouping.map((g) => valuesOf(g, row).map(keyOf)))
      : undefined
    if (key === undefined || !seen.has(key)) kept.push(row)
    if (key !== undefined) seen.add(key)
    if (work.due()) await work.pause()
  }
  return kept
}

/**
 * A page sorted naturally or through an association, or grouped, which
 * query.graph cannot do: every
 * matched row's sort and group fields are read, ordered and grouped here
 * (the first row of each group stays, as Shopware's GROUP BY shows one),
 * and the page's rows are then read whole. The in-memory part runs in
 * slices of `work`, letting other requests in.
 */
export async function pageInMemory(
  req: ApiRequest,
  def: EntityDefinition,
  criteria: ParsedCriteria,
  work: CriteriaWork = new CriteriaWork()
): Promise<{ rows: Row[]; total: number }> {
  const sorts = sortsOf(def, criteria)
  const fields = [...sorts.map((s) => s.field), ...criteria.grouping]
  const all = await matchedRows(
    req.scope,
    def,
    criteria.filters,
    selectsOf(fields),
    criteria.grouping.length ? "grouping" : "sorting"
  )
  await attachPathValues(req, def, all, fields)
  const kept = await orderAndGroup(all, sorts, criteria.grouping, work)
  const page = kept.slice(criteria.skip, criteria.skip + criteria.take)
  const remaining = Math.max(0, kept.length - criteria.skip)
  const total =
    criteria.totalCountMode === 1
      ? kept.length
      : criteria.totalCountMode === 2
        ? Math.min(remaining, lookAhead(criteria.limit))
        : page.length
  if (!page.length) return { rows: [], total }
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: def.graphEntity,
      fields: pageFields(def, criteria),
      filters: { id: page.map((r) => r.id) },
    })
  const byId = new Map((data as Row[]).map((r) => [r.id, r]))
  return {
    rows: page.map((r) => byId.get(r.id)).filter((r): r is Row => !!r),
    total,
  }
}
