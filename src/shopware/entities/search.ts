import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { parseCriteria, type ParsedCriteria } from "../criteria"
import { evaluateAggregations } from "../criteria/aggregations/evaluate"
import { and } from "../criteria/parts"
import { criteriaFromUrl } from "../criteria/query"
import { CriteriaWork } from "../criteria/work"
import type { Aggregation } from "../criteria/aggregations/types"
import type { ApiRequest } from "../routes/types"
import { resolveAssociationFilters } from "./associations/filters"
import { withinRowScope } from "./row-scope"
import { loadAssociations, pageFields } from "./associations/load"
import { attachPathValues, type FieldUse } from "./associations/path-values"
import { CRITERIA_SCHEMA } from "./associations/schema"
import type { EntityDefinition } from "./definition"
import { loadEntitiesFor } from "./load-entities"
import { lookAhead, matchedRows, selectsOf } from "./matched-rows"
import { pageInMemory } from "./memory-page"
import { ENTITIES } from "./registry"
import { toWire } from "./serialize"
import type { EntityRow } from "./types"

/** What a search found: the page's rows and wire items, the total as the count mode asks, and aggregations by name. */
export type SearchOutcome = {
  criteria: ParsedCriteria
  rows: EntityRow[]
  items: Record<string, unknown>[]
  total: number
  aggregations: Record<string, unknown>
}

/** What Shopware's detail route reads of the query string; other parameters (a cache buster) are left alone. */
const DETAIL_KEYS = ["associations", "includes", "fields"]

function detailCriteria(query: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(query).filter(([key]) => DETAIL_KEYS.includes(key))
  )
}

/** Whether a detail request asks for more than the entity's own fields. */
export function asksForDetailCriteria(req: ApiRequest): boolean {
  return Object.keys(req.query ?? {}).some((key) => DETAIL_KEYS.includes(key))
}

/** The parsed criteria with its association paths resolved to plain conditions. */
async function criteriaOf(
  req: ApiRequest,
  def: EntityDefinition,
  source: "body" | "query",
  only?: string
): Promise<ParsedCriteria> {
  const criteria = parseCriteria(
    source === "body"
      ? (req.body ?? {})
      : only
        ? detailCriteria(criteriaFromUrl(req.originalUrl))
        : criteriaFromUrl(req.originalUrl),
    {
      entityName: def.name,
      fields: def.fields,
      source,
      knownEntities: ENTITIES.map((e) => e.name),
      schema: CRITERIA_SCHEMA,
    }
  )
  // Each part once: its association paths cost queries, and `filters` is the two together.
  const [resolved, post] = await Promise.all([
    resolveAssociationFilters(req, def, criteria.aggregationFilters),
    resolveAssociationFilters(req, def, criteria.postFilters),
  ])
  // Rows the caller may not see at all are out of every part: page, total and aggregations.
  const base = withinRowScope(req, def, resolved)
  const filters = and(
    [only ? { id: only } : {}, base, post].filter((c) => Object.keys(c).length)
  )
  return { ...criteria, filters, aggregationFilters: base, postFilters: post }
}

/** Parses the criteria of the query string (GET) or body and runs the search with its aggregations; `only` narrows to one id (the detail route). */
export async function searchEntity(
  req: ApiRequest,
  def: EntityDefinition,
  source: "body" | "query",
  only?: string
): Promise<SearchOutcome> {
  const criteria = await criteriaOf(req, def, source, only)
  // One budget for the request's in-memory work: the page's sorting or grouping and the aggregations.
  const work = new CriteriaWork()
  const { rows, total } = await findPage(req, def, criteria, work)
  const linked = criteria.associations
    ? await loadAssociations(req, def, rows, criteria.associations)
    : undefined
  // An association is shown unless `includes` lists the entity's fields without it, as in Shopware.
  const shown = (name: string) =>
    !criteria.includes || criteria.includes.includes(name)
  const items = rows.map((row) => ({
    ...toWire(def, row, criteria.includes),
    ...Object.fromEntries(
      Object.entries(linked?.get(row.id) ?? {}).filter(([k]) => shown(k))
    ),
  }))
  const { aggregations } = await aggregate(req, def, criteria, work)
  return { criteria, rows, items, total, aggregations }
}

/** `POST /api/aggregate/<entity>`: the body's aggregations and how many rows they cover (none given: none answered, as Shopware does). */
export async function aggregateEntity(req: ApiRequest, def: EntityDefinition) {
  const criteria = await criteriaOf(req, def, "body")
  if (criteria.aggregations.length) {
    const { aggregations, matched } = await aggregate(
      req,
      def,
      criteria,
      new CriteriaWork()
    )
    return { criteria, total: matched, aggregations }
  }
  const { metadata } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: def.graphEntity,
      fields: ["id"],
      filters: criteria.aggregationFilters,
      pagination: { skip: 0, take: 1 },
    })
  return { criteria, total: metadata?.count ?? 0, aggregations: {} }
}

async function findPage(
  req: ApiRequest,
  def: EntityDefinition,
  criteria: ParsedCriteria,
  work: CriteriaWork
) {
  if (
    criteria.grouping.length ||
    criteria.sorts.some((s) => s.natural || s.field.via)
  ) {
    return pageInMemory(req, def, criteria, work)
  }
  const ahead = criteria.totalCountMode === 2
  const order = Object.keys(criteria.order).length
    ? criteria.order
    : (def.defaultSort ?? { id: "ASC" })
  const { data, metadata } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: def.graphEntity,
      fields: pageFields(def, criteria),
      filters: criteria.filters,
      pagination: {
        skip: criteria.skip,
        take: ahead ? lookAhead(criteria.limit) : criteria.take,
        order,
      },
    })
  const rows = (data as EntityRow[]).slice(0, criteria.limit)
  const total =
    criteria.totalCountMode === 1
      ? (metadata?.count ?? data.length)
      : data.length
  return { rows, total }
}

/** The fields an aggregation (and its nested ones) reads, each where it is named. */
function fieldsOf(a: Aggregation): FieldUse[] {
  const own = "field" in a ? [{ field: a.field, at: a.path }] : []
  const nested =
    "aggregation" in a && a.aggregation ? fieldsOf(a.aggregation) : []
  return [...own, ...nested]
}

async function aggregate(
  req: ApiRequest,
  def: EntityDefinition,
  criteria: ParsedCriteria,
  work: CriteriaWork
): Promise<{ aggregations: Record<string, unknown>; matched: number }> {
  if (!criteria.aggregations.length) return { aggregations: {}, matched: 0 }
  const why = "aggregations"
  const uses = criteria.aggregations.flatMap(fieldsOf)
  const rows = await matchedRows(
    req.scope,
    def,
    criteria.aggregationFilters,
    selectsOf(uses.map((u) => u.field)),
    why
  )
  await attachPathValues(req, def, rows, uses, work)
  const aggregations = await evaluateAggregations(
    criteria.aggregations,
    rows,
    {
      idsMatching: async (filters) => {
        const both = await resolveAssociationFilters(req, def, {
          $and: [criteria.aggregationFilters, ...filters],
        })
        const kept = await matchedRows(req.scope, def, both, ["id"], why)
        return new Set(kept.map((r) => String(r.id)))
      },
      loadEntities: (name, ids) => loadEntitiesFor(req, name, ids),
    },
    work
  )
  return { aggregations, matched: rows.length }
}
