import type { ResolvedField } from "../fields"
import type { ParseContext } from "../filters"
import { resolvePath } from "../paths"
import { given, type Path } from "../problems"
import { toBoolean } from "../schema"
import { bucketSortSchema } from "./schema"
import type { Aggregation, BucketSort } from "./types"

/** What the parser needs besides the filter context: the entities an `entity` aggregation may load. */
export type AggregationContext = ParseContext & {
  knownEntities: readonly string[]
}

/** Field types each type works on (count and terms: any field that can be filtered). */
const FIELD_TYPES: Partial<Record<Aggregation["type"], string[]>> = {
  sum: ["integer", "number"],
  avg: ["integer", "number"],
  stats: ["integer", "number"],
  range: ["integer", "number"],
  min: ["integer", "number", "date", "string"],
  max: ["integer", "number", "date", "string"],
  histogram: ["date"],
  entity: ["id", "string", "string[]"],
}

export const has = (v: unknown) => v !== undefined && v !== null

/** The key an aggregation's result has in the answer: a filter aggregation's is its nested one's (as in Shopware). */
export function answeredName(a: Aggregation): string {
  return a.type === "filter" ? answeredName(a.aggregation) : a.name
}

/** A bucket's own keys, which a nested aggregation's result must not overwrite. */
const BUCKET_KEYS = ["key", "count", "apiAlias"]

export function checkNestedName(
  nested: Aggregation | undefined,
  path: Path,
  ctx: AggregationContext
): void {
  if (nested && BUCKET_KEYS.includes(answeredName(nested)))
    ctx.problems.add(
      [...path, "aggregation", "name"],
      `A bucket's nested aggregation cannot be named "${answeredName(nested)}": a bucket holds key, count and apiAlias itself.`
    )
}

export function fieldOf(
  raw: Record<string, unknown>,
  type: Aggregation["type"],
  path: Path,
  ctx: AggregationContext
): ResolvedField | undefined {
  const at = [...path, "field"]
  if (typeof raw.field !== "string" || raw.field === "") {
    ctx.problems.add(
      at,
      `A "${type}" aggregation needs a "field", ${given(raw.field)} given.`
    )
    return undefined
  }
  const found = resolvePath(raw.field, "aggregate", ctx)
  if (!found.ok) {
    ctx.problems.add(at, found.detail, found.code)
    return undefined
  }
  const types = FIELD_TYPES[type]
  if (types && !types.includes(found.value.type)) {
    ctx.problems.add(
      at,
      `A "${type}" aggregation works on ${types.join(", ")} fields; field "${found.value.name}" is of type ${found.value.type}.`
    )
    return undefined
  }
  return found.value
}

export function sortOf(
  raw: unknown,
  field: ResolvedField | undefined,
  path: Path,
  ctx: AggregationContext
): BucketSort | undefined {
  const sort = ctx.problems.parse(bucketSortSchema, raw, path)
  if (!sort || !field) return undefined
  const prefix = `${ctx.entityName}.`
  const named = sort.field.startsWith(prefix)
    ? sort.field.slice(prefix.length)
    : sort.field
  if (named !== "_count" && named !== field.name) {
    ctx.problems.add(
      [...path, "field"],
      `Buckets can be sorted by "_count" or by the aggregated field "${field.name}", ${given(sort.field)} given.`
    )
    return undefined
  }
  return {
    by: named === "_count" ? "_count" : "key",
    order: sort.order?.toUpperCase() === "DESC" ? "DESC" : "ASC",
    natural: toBoolean(sort.naturalSorting) ?? false,
  }
}
