import { ApiError, ApiErrorCode } from "../errors"
import { type Path, toLabel, toPointer } from "./problems"
import { isRecord } from "../../utils/is-record"

/**
 * The most one search criteria may ask for, declared once. Parsing filters is
 * recursive and the database query grows with them: 1,000 nested `multi`
 * filters held the server for 11 s, 1,500 nested `not` overflowed the stack.
 * Real clients send a handful; these leave room for generous ones.
 */
export const CRITERIA_LIMITS = {
  /** Levels of filters nested through `not` / `multi` queries; a plain top-level filter is level 1. */
  filterDepth: 10,
  /** Filter nodes in `filter`, `post-filter` and filter aggregations together, nested ones included. */
  filterNodes: 100,
  /** Sort fields: array entries, and each name of a comma-separated list. */
  sorts: 25,
  /** Aggregations, nested ones included. */
  aggregations: 25,
  /** Associations to load, nested ones included. */
  associations: 10,
} as const
type CriteriaLimit = keyof typeof CRITERIA_LIMITS

function exceeded(limit: CriteriaLimit, path: Path, detail: string): ApiError {
  return new ApiError({
    status: 400,
    code: ApiErrorCode.CRITERIA_LIMIT_EXCEEDED,
    detail,
    pointer: toPointer(path),
    meta: { limit, max: CRITERIA_LIMITS[limit] },
  })
}

// Walked with an explicit stack: the check must not itself recurse over what it is limiting.
function checkFilters(lists: [unknown, Path][]): void {
  const stack: { node: unknown; path: Path; level: number }[] = []
  for (const [list, at] of [...lists].reverse()) {
    if (Array.isArray(list))
      for (let i = list.length - 1; i >= 0; i--)
        stack.push({ node: list[i], path: [...at, i], level: 1 })
  }
  let seen = 0
  while (stack.length) {
    const { node, path, level } = stack.pop()!
    if (++seen > CRITERIA_LIMITS.filterNodes) {
      throw exceeded(
        "filterNodes",
        path,
        `The criteria holds more than ${CRITERIA_LIMITS.filterNodes} filters ("filter", "post-filter" and filter aggregations together, nested ones included); send at most ${CRITERIA_LIMITS.filterNodes}.`
      )
    }
    if (level > CRITERIA_LIMITS.filterDepth) {
      throw exceeded(
        "filterDepth",
        path,
        `"${toLabel(path)}" nests filters ${level} levels deep; at most ${CRITERIA_LIMITS.filterDepth} levels of "not" and "multi" are allowed.`
      )
    }
    const queries = isRecord(node) ? node.queries : undefined
    if (Array.isArray(queries)) {
      for (let i = queries.length - 1; i >= 0; i--)
        stack.push({
          node: queries[i],
          path: [...path, "queries", i],
          level: level + 1,
        })
    }
  }
}

function checkSorts(sort: unknown, base: Path): void {
  const items =
    typeof sort === "string" ? [sort] : Array.isArray(sort) ? sort : []
  const count = items.reduce<number>(
    (n, item) =>
      n +
      (typeof item === "string"
        ? item.split(",").filter((p) => p.trim()).length
        : 1),
    0
  )
  if (count > CRITERIA_LIMITS.sorts) {
    throw exceeded(
      "sorts",
      [...base, "sort"],
      `"sort" names ${count} fields; at most ${CRITERIA_LIMITS.sorts} are allowed.`
    )
  }
}

// Shopware nests aggregations under `aggregation` (terms, filter, histogram); each object with a type counts.
// Returns the filter lists of filter aggregations, which the filter limits cover too.
function checkAggregations(
  aggregations: unknown,
  base: Path
): [unknown, Path][] {
  const stack: [unknown, Path][] = [[aggregations, [...base, "aggregations"]]]
  const filterLists: [unknown, Path][] = []
  let count = 0
  while (stack.length) {
    const [node, path] = stack.pop()!
    if (Array.isArray(node)) {
      node
        .slice(0, CRITERIA_LIMITS.aggregations + 1)
        .forEach((item, i) => stack.push([item, [...path, i]]))
    } else if (isRecord(node)) {
      if (typeof node.type === "string") {
        count++
        if (node.filter !== undefined)
          filterLists.push([node.filter, [...path, "filter"]])
        if (node.aggregation !== undefined)
          stack.push([node.aggregation, [...path, "aggregation"]])
      } else {
        // The object form keyed by name: { "<name>": { type, field } }.
        Object.entries(node)
          .slice(0, CRITERIA_LIMITS.aggregations + 1)
          .forEach(([key, item]) => stack.push([item, [...path, key]]))
      }
    }
    if (count > CRITERIA_LIMITS.aggregations) {
      throw exceeded(
        "aggregations",
        [...base, "aggregations"],
        `"aggregations" holds more than ${CRITERIA_LIMITS.aggregations} aggregations (nested ones included); send at most ${CRITERIA_LIMITS.aggregations}.`
      )
    }
  }
  return filterLists
}

/**
 * Refuses criteria beyond CRITERIA_LIMITS before any of it is parsed, with a
 * 400 that names the limit (`meta.limit`) and points at where it was passed
 * (`base`: where a nested criteria, an association's, sits).
 */
export function enforceCriteriaLimits(
  raw: Record<string, unknown>,
  base: Path = []
): void {
  const aggregationFilters =
    raw.aggregations !== undefined && raw.aggregations !== null
      ? checkAggregations(raw.aggregations, base)
      : []
  checkFilters([
    [raw.filter, [...base, "filter"]],
    [raw["post-filter"], [...base, "post-filter"]],
    ...aggregationFilters,
  ])
  if (raw.sort !== undefined && raw.sort !== null) checkSorts(raw.sort, base)
}
