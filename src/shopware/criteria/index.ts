import type { EntityFields } from "../entities/types"
import { ApiErrorCode } from "../errors"
import { isHexId, resolveField, splitList } from "./fields"
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
import { type Order, parseSort } from "./sort"

/** Criteria turned into `query.graph` arguments; `filters` and `order` are keyed by column. */
export type ParsedCriteria = {
  page: number
  limit: number
  skip: number
  take: number
  filters: Record<string, unknown>
  order: Order
  totalCountMode: 0 | 1 | 2
  includes?: string[]
}

/** The entity the criteria is for, and where the criteria came from (JSON body or `req.query`). */
export type CriteriaContext = {
  entityName: string
  fields: EntityFields
  source: "body" | "query"
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
  const conditions: Condition[] = []
  for (const key of ["filter", "post-filter"]) {
    conditions.push(
      ...((has(key) && parseFilterList(raw[key], [key], pc)) || [])
    )
  }
  const ids = has("ids") ? parseIds(raw.ids, pc) : undefined
  const term = has("term") ? parseTerm(raw.term, pc) : undefined
  conditions.push(...[ids, term].filter((c): c is Condition => c !== undefined))
  const order = has("sort") ? parseSort(raw.sort, pc) : {}
  const totalCountMode = has("total-count-mode")
    ? problems.parse(totalCountModeSchema, raw["total-count-mode"], [
        "total-count-mode",
      ])
    : 0
  const includes = has("includes") ? parseIncludes(raw.includes, pc) : undefined
  problems.throwIfAny()

  const safePage = page ?? 1
  const safeLimit = limit ?? MAX_LIMIT
  const result: ParsedCriteria = {
    page: safePage,
    limit: safeLimit,
    skip: (safePage - 1) * safeLimit,
    take: safeLimit,
    filters: conditions.length ? combine("$and", conditions) : {},
    order,
    totalCountMode: totalCountMode ?? 0,
  }
  return includes ? { ...result, includes } : result
}

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
  const path: Path = ["includes", pc.entityName]
  const names =
    typeof own === "string"
      ? own
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean)
      : pc.problems.parse(stringListSchema, own, path)
  const includes: string[] = []
  names?.forEach((name, j) => {
    const found = resolveField(name, "include", pc.entityName, pc.fields)
    if (!found.ok) {
      pc.problems.add(
        typeof own === "string" ? path : [...path, j],
        found.detail,
        found.code
      )
    } else if (!includes.includes(found.value.name)) {
      includes.push(found.value.name)
    }
  })
  return names ? includes : undefined
}
