import type { z } from "@medusajs/framework/zod"
import { parseFilterList } from "../filters"
import { given, type Path, toLabel } from "../problems"
import {
  type AggregationContext,
  answeredName,
  checkNestedName,
  fieldOf,
  has,
  sortOf,
} from "./fields"
import {
  bucketLimitSchema,
  formatSchema,
  intervalSchema,
  nameSchema,
  rangesSchema,
  timeZoneSchema,
  typeSchema,
} from "./schema"
import type { Aggregation, AggregationShape } from "./types"
import { isRecord } from "../../../utils/is-record"

/** The keys each aggregation type reads; others are reported, so a typo is not silently ignored. */
const KEYS: Record<Aggregation["type"], string[]> = {
  count: [],
  sum: [],
  avg: [],
  min: [],
  max: [],
  stats: [],
  terms: ["limit", "sort", "aggregation"],
  histogram: ["interval", "format", "timeZone", "sort", "aggregation"],
  filter: ["filter", "aggregation"],
  entity: ["definition"],
  range: ["ranges"],
}

/**
 * Parses Shopware's `aggregations` (a list; an object keyed by name is read
 * as the list of its values, the key standing in for a missing name).
 */
export function parseAggregations(
  raw: unknown,
  ctx: AggregationContext
): Aggregation[] {
  const entries: [unknown, Path, string?][] = Array.isArray(raw)
    ? raw.map((a, i) => [a, ["aggregations", i]])
    : isRecord(raw)
      ? Object.entries(raw).map(([k, a]) => [a, ["aggregations", k], k])
      : []
  if (!Array.isArray(raw) && !isRecord(raw)) {
    ctx.problems.add(
      ["aggregations"],
      `"aggregations" must be a list of aggregations, ${given(raw)} given.`
    )
  }
  const parsed = entries.map(([a, path, key]) => parseOne(a, path, ctx, key))
  const names = new Set<string>()
  parsed.forEach((a, i) => {
    if (!a) return
    const name = answeredName(a)
    if (names.has(name))
      ctx.problems.add(
        entries[i][1],
        `Two aggregations are answered as "${name}"; each needs its own name, as the answer is keyed by it (a filter aggregation is answered under its nested aggregation's name).`
      )
    names.add(name)
  })
  return parsed.filter((a): a is Aggregation => a !== undefined)
}

function parseOne(
  raw: unknown,
  path: Path,
  ctx: AggregationContext,
  key?: string
): Aggregation | undefined {
  const shape = parseShape(raw, path, ctx, key)
  return shape && { ...shape, path }
}

function parseShape(
  raw: unknown,
  path: Path,
  ctx: AggregationContext,
  key?: string
): AggregationShape | undefined {
  const p = ctx.problems
  if (!isRecord(raw)) {
    p.add(
      path,
      `"${toLabel(path)}" must be an aggregation object with a "name" and a "type", ${given(raw)} given.`
    )
    return undefined
  }
  const name = p.parse(nameSchema, raw.name ?? key, [...path, "name"])
  const type = p.parse(typeSchema, raw.type, [...path, "type"])
  if (!name || !type) return undefined
  for (const k of Object.keys(raw)) {
    if (!["name", "type", "field", ...KEYS[type]].includes(k))
      p.add(
        [...path, k],
        `Aggregation type "${type}" has no "${k}"; it reads name, type${type === "filter" ? "" : ", field"}${KEYS[type].map((x) => `, ${x}`).join("")}.`
      )
  }
  const field = type === "filter" ? undefined : fieldOf(raw, type, path, ctx)
  const nested = (required: boolean) => {
    if (has(raw.aggregation))
      return parseOne(raw.aggregation, [...path, "aggregation"], ctx)
    if (required)
      p.add(
        [...path, "aggregation"],
        `A "${type}" aggregation needs a nested "aggregation" to compute over the rows it keeps.`
      )
    return undefined
  }
  const optional = <T>(schema: z.ZodType<T>, k: string) =>
    has(raw[k]) ? p.parse(schema, raw[k], [...path, k]) : undefined
  // What terms and histogram share: the buckets' sort, and a nested aggregation not named as a bucket's own key.
  const bucketed = () => {
    const sort = has(raw.sort)
      ? sortOf(raw.sort, field, [...path, "sort"], ctx)
      : undefined
    const aggregation = nested(false)
    checkNestedName(aggregation, path, ctx)
    return { sort, aggregation }
  }
  switch (type) {
    case "filter": {
      const filters = parseFilterList(
        raw.filter ?? [],
        [...path, "filter"],
        ctx
      )
      if (Array.isArray(raw.filter) && raw.filter.length === 0)
        p.add(
          [...path, "filter"],
          `A "filter" aggregation needs at least one filter in "filter".`
        )
      const aggregation = nested(true)
      return filters && aggregation
        ? { type, name, filters, aggregation }
        : undefined
    }
    case "terms": {
      const limit = optional(bucketLimitSchema, "limit")
      const buckets = bucketed()
      return field ? { type, name, field, limit, ...buckets } : undefined
    }
    case "histogram": {
      const interval = p.parse(intervalSchema, raw.interval, [
        ...path,
        "interval",
      ])
      const format = optional(formatSchema, "format")
      const timeZone = optional(timeZoneSchema, "timeZone")
      const buckets = bucketed()
      return field && interval
        ? { type, name, field, interval, format, timeZone, ...buckets }
        : undefined
    }
    case "entity": {
      const definition = raw.definition
      if (
        typeof definition !== "string" ||
        !ctx.knownEntities.includes(definition)
      ) {
        p.add(
          [...path, "definition"],
          `"definition" must name the entity the ids belong to, one of ${ctx.knownEntities.join(", ")}; ${given(definition)} given.`
        )
        return undefined
      }
      return field ? { type, name, field, definition } : undefined
    }
    case "range": {
      const ranges = p.parse(rangesSchema, raw.ranges, [...path, "ranges"])
      return field && ranges
        ? {
            type,
            name,
            field,
            ranges: ranges.map((r) => ({
              ...r,
              key: r.key ?? `${r.from ?? "*"}-${r.to ?? "*"}`,
            })),
          }
        : undefined
    }
    default:
      return field ? { type, name, field } : undefined
  }
}

export type { AggregationContext } from "./fields"
