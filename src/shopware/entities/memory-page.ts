import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ParsedCriteria } from "../criteria"
import type { SortSpec } from "../criteria/sort"
import { sortInSlices } from "../criteria/sort-in-slices"
import { CriteriaWork } from "../criteria/work"
import type { ApiRequest } from "../routes/types"
import { pageFields } from "./associations/load"
import { attachPathValues, type FieldUse } from "./associations/path-values"
import type { EntityDefinition } from "./definition"
import { lookAhead, matchedRows, selectsOf } from "./matched-rows"
import { comparator, groupKey, type Keyed, sortKeys } from "./row-keys"
import type { EntityRow } from "./types"

/** The sorts to apply: the client's, else the entity's default, else by id. */
function sortsOf(def: EntityDefinition, criteria: ParsedCriteria): SortSpec[] {
  if (criteria.sorts.length) return criteria.sorts
  const fallback = def.defaultSort ?? { id: "ASC" as const }
  return Object.entries(fallback).flatMap(([column, order]) =>
    Object.entries(def.fields)
      .filter(([, f]) => f.column === column)
      .slice(0, 1)
      .map(([name, f]) => ({
        field: { ...f, name },
        order,
        natural: false,
        at: ["sort"],
      }))
  )
}

/** The rows in the sorts' order, the first of each group kept; in slices, so other requests run meanwhile. */
async function orderAndGroup(
  all: EntityRow[],
  sorts: SortSpec[],
  grouping: ParsedCriteria["grouping"],
  work: CriteriaWork
): Promise<EntityRow[]> {
  const keysOf = sortKeys(sorts)
  const keyed: Keyed[] = []
  for (const row of all) {
    keyed.push({ row, keys: keysOf(row) })
    if (work.due()) await work.pause()
  }
  const sorted = await sortInSlices(keyed, comparator(sorts), work)
  const groupOf = groupKey(grouping)
  const seen = new Set<string>()
  const kept: EntityRow[] = []
  for (const { row } of sorted) {
    const key = groupOf(row)
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
): Promise<{ rows: EntityRow[]; total: number }> {
  const sorts = sortsOf(def, criteria)
  const uses: FieldUse[] = [
    ...sorts.map((s) => ({ field: s.field, at: s.at })),
    ...criteria.grouping.map((field) => ({ field, at: ["grouping"] })),
  ]
  const all = await matchedRows(
    req.scope,
    def,
    criteria.filters,
    selectsOf(uses.map((u) => u.field)),
    criteria.grouping.length ? "grouping" : "sorting"
  )
  await attachPathValues(req, def, all, uses, work)
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
  const byId = new Map((data as EntityRow[]).map((r) => [r.id, r]))
  return {
    rows: page.map((r) => byId.get(r.id)).filter((r): r is EntityRow => !!r),
    total,
  }
}
