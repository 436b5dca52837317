import { parseAggregations } from "./aggregations/parse"
import { parseAssociations } from "./associations"
import { type Condition, parseFilterList } from "./filters"
import { enforceCriteriaLimits } from "./limits"
import {
  and,
  parseFieldList,
  parseIds,
  parseIncludes,
  parseTerm,
  readRoot,
} from "./parts"
import { Problems } from "./problems"
import { normaliseQuery } from "./query"
import {
  CRITERIA_KEYS,
  limitSchema,
  MAX_LIMIT,
  pageSchema,
  totalCountModeSchema,
} from "./schema"
import { orderOf, parseSort } from "./sort"
import type { CriteriaContext, LevelContext, ParsedCriteria } from "./types"

export type { CriteriaContext, LevelContext, ParsedCriteria } from "./types"

/**
 * Parses a Shopware criteria into `query.graph` arguments. Only columns of the
 * field table become keys; client input only ever ends up as values. Throws one
 * ApiError listing every problem.
 */
export function parseCriteria(
  input: unknown,
  ctx: CriteriaContext
): ParsedCriteria {
  const problems = new Problems()
  const raw = readRoot(
    ctx.source === "query" ? normaliseQuery(input) : input,
    problems
  )
  const parsed = parseLevel(raw, {
    entityName: ctx.entityName,
    fields: ctx.fields,
    problems,
    schema: ctx.schema,
    knownEntities: ctx.knownEntities ?? [ctx.entityName],
    path: [],
    includes: raw.includes,
    budget: { associations: 0 },
  })
  problems.throwIfAny()
  return parsed
}

/** Parses one level's keys; problems are recorded, not thrown. */
export function parseLevel(
  raw: Record<string, unknown>,
  ctx: LevelContext
): ParsedCriteria {
  const { problems } = ctx
  // Before any parsing: the parser recurses and the query grows with the filters.
  enforceCriteriaLimits(raw, ctx.path)
  const known: readonly string[] = CRITERIA_KEYS
  for (const key of Object.keys(raw).filter((k) => !known.includes(k))) {
    problems.add(
      [key],
      `Unknown criteria parameter "${key}". Allowed: ${CRITERIA_KEYS.join(", ")}.`
    )
  }
  // As in Shopware (isset), null counts as not given.
  const has = (key: string) => raw[key] !== undefined && raw[key] !== null

  // With ids Shopware reads no paging and no count mode: every id listed is answered (RequestCriteriaBuilder::parse).
  const byIds = has("ids")
  const page =
    has("page") && !byIds ? problems.parse(pageSchema, raw.page, ["page"]) : 1
  const limit =
    has("limit") && !byIds
      ? problems.parse(limitSchema, raw.limit, ["limit"])
      : MAX_LIMIT
  const listed = (key: string) =>
    (has(key) && parseFilterList(raw[key], [key], ctx)) || []
  // Parsed in criteria order, so problems are reported in it.
  const filters = listed("filter")
  const postFilters = listed("post-filter")
  const ids = byIds ? parseIds(raw.ids, ctx) : undefined
  const term = has("term") ? parseTerm(raw.term, ctx) : undefined
  const conditions: Condition[] = [
    ...filters,
    ...[ids?.condition, term].filter((c): c is Condition => c !== undefined),
  ]
  const sorts = has("sort") ? parseSort(raw.sort, ctx) : []
  const totalCountMode =
    has("total-count-mode") && !ids
      ? problems.parse(totalCountModeSchema, raw["total-count-mode"], [
          "total-count-mode",
        ])
      : 0
  const linked = Object.keys(ctx.schema?.associationsOf(ctx.entityName) ?? {})
  const includes =
    ctx.includes !== undefined && ctx.includes !== null
      ? parseIncludes(ctx.includes, ctx, linked)
      : has("fields")
        ? parseFieldList(raw.fields, ["fields"], "include", ctx)?.map(
            (f) => f.name
          )
        : undefined
  const grouping = has("grouping")
    ? parseFieldList(raw.grouping, ["grouping"], "group", ctx)
    : []
  const aggregations = has("aggregations")
    ? parseAggregations(raw.aggregations, ctx)
    : []
  const associations = has("associations")
    ? parseAssociations(raw.associations, ctx, parseLevel)
    : undefined

  const safePage = page ?? 1
  const safeLimit = ids?.count || (limit ?? MAX_LIMIT)
  return {
    page: safePage,
    limit: safeLimit,
    skip: (safePage - 1) * safeLimit,
    take: safeLimit,
    filters: and([...conditions, ...postFilters]),
    aggregationFilters: and(conditions),
    postFilters: and(postFilters),
    order: orderOf(sorts),
    sorts,
    totalCountMode: totalCountMode ?? 0,
    aggregations,
    grouping: grouping ?? [],
    ...(includes ? { includes } : {}),
    ...(associations ? { associations } : {}),
  }
}
