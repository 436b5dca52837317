import type { EntityFields } from "../entities/types"
import { ApiErrorCode } from "../errors"
import type { Aggregation } from "./aggregations/types"
import { parseAggregations } from "./aggregations/parse"
import {
  isHexId,
  resolveField,
  type FieldUse,
  type ResolvedField,
  splitList,
} from "./fields"
import { containsPattern } from "../../utils/like-pattern"
import {
  combine,
  type Condition,
  parseFilterList,
  type ParseContext,
} from "./filters"
import { enforceCriteriaLimits } from "./limits"
import { given, type Path, Problems } from "./problems"
import { normaliseQuery } from "./query"
import {
  CRITERIA_KEYS,
  includesSchema,
  limitSchema,
  MAX_LIMIT,
  pageSchema,
  stringListSchema,
  termSchema,
  totalCountModeSchema,
  UNSUPPORTED_KEYS,
} from "./schema"
import { type Order, orderOf, parseSort, type SortSpec } from "./sort"

/** Criteria turned into `query.graph` arguments; `filters` and `order` are keyed by column. */
export type ParsedCriteria = {
  page: number
  limit: number
  skip: number
  take: number
  filters: Record<string, unknown>
  /** The filters without `post-filter`: what aggregations are computed over, as in Shopware. */
  aggregationFilters: Record<string, unknown>
  order: Order
  sorts: SortSpec[]
  totalCountMode: 0 | 1 | 2
  includes?: string[]
  aggregations: Aggregation[]
  /** Shopware's `grouping`: one row per distinct combination of these fields. */
  grouping: ResolvedField[]
}

/** The entity the criteria is for, and where the criteria came from (JSON body or `req.query`). */
export type CriteriaContext = {
  entityName: string
  fields: EntityFields
  source: "body" | "query"
  /** Entities an `entity` aggregation may name (the registry's names). */
  knownEntities?: readonly string[]
}

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
  const pc: ParseContext = {
    entityName: ctx.entityName,
    fields: ctx.fields,
    problems,
  }
  const raw = readRoot(
    ctx.source === "query" ? normaliseQuery(input) : input,
    problems
  )
  // Before any parsing: the parser recurses and the query grows with the filters.
  enforceCriteriaLimits(raw)
  const known: readonly string[] = CRITERIA_KEYS
  for (const key of Object.keys(raw).filter((k) => !known.includes(k))) {
    const detail = UNSUPPORTED_KEYS.includes(key)
      ? `Criteria parameter "${key}" is not supported by this API.`
      : `Unknown criteria parameter "${key}". Allowed: ${CRITERIA_KEYS.join(", ")}.`
    problems.add([key], detail)
  }
  // As in Shopware (isset), null counts as not given.
  const has = (key: string) => raw[key] !== undefined && raw[key] !== null

  const page = has("page") ? problems.parse(pageSchema, raw.page, ["page"]) : 1
  const limit = has("limit")
    ? problems.parse(limitSchema, raw.limit, ["limit"])
    : MAX_LIMIT
  const listed = (key: string) =>
    (has(key) && parseFilterList(raw[key], [key], pc)) || []
  // Parsed in criteria order, so problems are reported in it.
  const filters = listed("filter")
  const postFilters = listed("post-filter")
  const ids = has("ids") ? parseIds(raw.ids, pc) : undefined
  const term = has("term") ? parseTerm(raw.term, pc) : undefined
  const conditions: Condition[] = [
    ...filters,
    ...[ids, term].filter((c): c is Condition => c !== undefined),
  ]
  const sorts = has("sort") ? parseSort(raw.sort, pc) : []
  const totalCountMode = has("total-count-mode")
    ? problems.parse(totalCountModeSchema, raw["total-count-mode"], [
        "total-count-mode",
      ])
    : 0
  const includes = has("includes")
    ? parseIncludes(raw.includes, pc)
    : has("fields")
      ? parseFieldList(raw.fields, ["fields"], "include", pc)?.map(
          (f) => f.name
        )
      : undefined
  const grouping = has("grouping")
    ? parseFieldList(raw.grouping, ["grouping"], "sort", pc)
    : []
  const aggregations = has("aggregations")
    ? parseAggregations(raw.aggregations, {
        ...pc,
        knownEntities: ctx.knownEntities ?? [ctx.entityName],
      })
    : []
  problems.throwIfAny()

  const safePage = page ?? 1
  const safeLimit = limit ?? MAX_LIMIT
  const result: ParsedCriteria = {
    page: safePage,
    limit: safeLimit,
    skip: (safePage - 1) * safeLimit,
    take: safeLimit,
    filters: and([...conditions, ...postFilters]),
    aggregationFilters: and(conditions),
    order: orderOf(sorts),
    sorts,
    totalCountMode: totalCountMode ?? 0,
    aggregations,
    grouping: grouping ?? [],
  }
  return includes ? { ...result, includes } : result
}

const and = (conditions: Condition[]) =>
  conditions.length ? combine("$and", conditions) : {}

function readRoot(input: unknown, problems: Problems): Record<string, unknown> {
  if (input === undefined || input === null) {
    return {}
  }
  if (typeof input !== "object" || Array.isArray(input)) {
    problems.add([], `The criteria must be an object, ${given(input)} given.`)
    return {}
  }
  return input as Record<string, unknown>
}

// `ids` narrows to the given primary keys; the table names its primary key "id".
function parseIds(raw: unknown, pc: ParseContext): Condition | undefined {
  const list =
    typeof raw === "string"
      ? splitList(raw, "|")
      : pc.problems.parse(stringListSchema, raw, ["ids"])
  if (!list) {
    return undefined
  }
  let valid = true
  list.forEach((id, j) => {
    if (!isHexId(id)) {
      valid = false
      const detail = `"ids" must contain ids of 32 lowercase hexadecimal characters, ${given(id)} given.`
      pc.problems.add(
        typeof raw === "string" ? ["ids"] : ["ids", j],
        detail,
        ApiErrorCode.INVALID_UUID
      )
    }
  })
  // Shopware ignores an empty id list rather than matching nothing.
  return valid && list.length
    ? { [pc.fields.id?.column ?? "id"]: { $in: list } }
    : undefined
}

function parseTerm(raw: unknown, pc: ParseContext): Condition | undefined {
  const term = pc.problems.parse(termSchema, raw, ["term"])?.trim()
  if (!term) {
    return undefined
  }
  const searchable = Object.values(pc.fields).filter((f) => f.searchable)
  if (!searchable.length) {
    pc.problems.add(
      ["term"],
      `Entity ${pc.entityName} has no searchable fields, so "term" cannot be used; use a "contains" filter instead.`
    )
    return undefined
  }
  const pattern = containsPattern(term)
  return combine(
    "$or",
    searchable.map((f) => ({ [f.column]: { $ilike: pattern } }))
  )
}

// Only the list for this entity matters; lists for associations are ignored.
function parseIncludes(raw: unknown, pc: ParseContext): string[] | undefined {
  const map = pc.problems.parse(includesSchema, raw, ["includes"])
  const own =
    map && Object.prototype.hasOwnProperty.call(map, pc.entityName)
      ? map[pc.entityName]
      : undefined
  if (own === undefined || own === null) {
    return undefined
  }
  return parseFieldList(own, ["includes", pc.entityName], "include", pc)?.map(
    (f) => f.name
  )
}

/** A list of field names (array or comma-separated), each resolved for its use; duplicates dropped. */
function parseFieldList(
  raw: unknown,
  path: Path,
  use: FieldUse,
  pc: ParseContext
): ResolvedField[] | undefined {
  const names =
    typeof raw === "string"
      ? raw
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean)
      : pc.problems.parse(stringListSchema, raw, path)
  const found: ResolvedField[] = []
  names?.forEach((name, j) => {
    const field = resolveField(name, use, pc.entityName, pc.fields)
    if (!field.ok) {
      pc.problems.add(
        typeof raw === "string" ? path : [...path, j],
        field.detail,
        field.code
      )
    } else if (!found.some((f) => f.name === field.value.name)) {
      found.push(field.value)
    }
  })
  return names ? found : undefined
}
