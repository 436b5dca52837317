import type { Condition } from "../filters"
import { bucketKey, bucketOf } from "./histogram"
import type { Aggregation, BucketSort, MetricType } from "./types"
import {
  compareNatural,
  compareValues,
  keyOf,
  numbersOf,
  type Row,
  smallest,
  valuesOf,
  wireOf,
} from "./values"

/** What evaluation needs besides the rows: the database for filter and entity aggregations. */
export type AggregationSource = {
  /** Ids of the criteria's rows that also match these conditions. */
  idsMatching(filters: Condition[]): Promise<Set<string>>
  /** The entities (wire objects) of `definition` with these ids. */
  loadEntities(definition: string, ids: string[]): Promise<unknown[]>
}

type Result = Record<string, unknown> & { name: string }

const result = (name: string, values: Record<string, unknown>): Result => ({
  name,
  ...values,
  apiAlias: `${name}_aggregation`,
})

/**
 * Computes each aggregation over the rows the criteria matched (before
 * paging and post-filters), answered by name in Shopware's shapes. A filter
 * aggregation answers with its nested aggregation, under that one's name.
 */
export async function evaluateAggregations(
  aggregations: Aggregation[],
  rows: Row[],
  source: AggregationSource
): Promise<Record<string, unknown>> {
  const answer: [string, Result][] = []
  for (const aggregation of aggregations) {
    const r = await evaluate(aggregation, rows, source)
    answer.push([r.name, r])
  }
  // fromEntries defines own keys, so a name such as "__proto__" stays a key of the answer.
  return Object.fromEntries(answer)
}

async function evaluate(
  a: Aggregation,
  rows: Row[],
  source: AggregationSource
): Promise<Result> {
  switch (a.type) {
    case "filter": {
      const ids = await source.idsMatching(a.filters)
      const kept = rows.filter((r) => ids.has(r.id))
      return evaluate(a.aggregation, kept, source)
    }
    case "terms":
    case "histogram":
      return result(a.name, { buckets: await buckets(a, rows, source) })
    case "entity": {
      const ids = new Set(rows.flatMap((r) => valuesOf(a.field, r).map(String)))
      const entities = ids.size
        ? await source.loadEntities(a.definition, [...ids])
        : []
      return result(a.name, { entities })
    }
    case "range": {
      const values = numbersOf(a.field, rows)
      const ranges = Object.fromEntries(
        a.ranges.map((range) => [
          range.key,
          values.filter(
            (v) =>
              (range.from === undefined || v >= range.from) &&
              (range.to === undefined || v < range.to)
          ).length,
        ])
      )
      return result(a.name, { ranges })
    }
    default:
      return result(a.name, metric(a.type, a, rows))
  }
}

function metric(
  type: MetricType,
  a: Extract<Aggregation, { type: MetricType }>,
  rows: Row[]
): Record<string, unknown> {
  if (type === "count") {
    const distinct = new Set(
      rows.flatMap((r) => valuesOf(a.field, r)).map(keyOf)
    )
    return { count: distinct.size }
  }
  if (type === "min" || type === "max") {
    const values = rows.flatMap((r) => valuesOf(a.field, r))
    const sign = type === "min" ? 1 : -1
    const best = smallest(values, (x, y) => sign * compareValues(x, y))
    return { [type]: wireOf(best) }
  }
  const numbers = numbersOf(a.field, rows)
  const sum = numbers.reduce((s, n) => s + n, 0)
  const avg = numbers.length ? sum / numbers.length : null
  // SQL's SUM and AVG over no rows are null; Shopware reads them as 0 for sum and avg alone.
  if (type === "sum") return { sum }
  if (type === "avg") return { avg: avg ?? 0 }
  return {
    // reduce, not Math.min(...numbers): a spread of 100,000 arguments overflows the stack.
    min: numbers.length ? numbers.reduce((m, n) => (n < m ? n : m)) : null,
    max: numbers.length ? numbers.reduce((m, n) => (n > m ? n : m)) : null,
    avg,
    sum: numbers.length ? sum : null,
  }
}

type Group = { id: string; value: unknown; rows: Row[] }

async function buckets(
  a: Extract<Aggregation, { type: "terms" | "histogram" }>,
  rows: Row[],
  source: AggregationSource
) {
  const groups = new Map<string | null, Group>()
  for (const row of rows) {
    const values = valuesOf(a.field, row)
    // Terms keep a bucket for rows without a value, as SQL's GROUP BY does; a date histogram cannot place them.
    const keyed: [string | null, unknown][] =
      a.type === "histogram"
        ? values.map((v) => [bucketOf(v as Date, a.interval, a.timeZone), v])
        : values.length
          ? values.map((v) => [keyOf(v), v])
          : [[null, null]]
    for (const [id, value] of keyed) {
      const group = groups.get(id) ?? { id: id ?? "", value, rows: [] }
      // A histogram bucket is shown by its earliest date.
      if (a.type === "histogram" && compareValues(value, group.value) < 0)
        group.value = value
      group.rows.push(row)
      groups.set(id, group)
    }
  }
  const sorted = [...groups.values()].sort(order(a.sort, a.type))
  const kept = a.type === "terms" && a.limit ? sorted.slice(0, a.limit) : sorted
  return Promise.all(
    kept.map(async (g) => {
      const nested = a.aggregation
        ? await evaluate(a.aggregation, g.rows, source)
        : undefined
      const key =
        a.type === "histogram"
          ? bucketKey(g.value as Date, a.interval, a.format, a.timeZone)
          : g.value === null
            ? null
            : keyOf(g.value)
      return {
        key,
        count: g.rows.length,
        ...(nested ? { [nested.name]: nested } : {}),
        apiAlias: "aggregation_bucket",
      }
    })
  )
}

/** Buckets by key ascending unless sorted by `_count` or in the other direction. */
function order(sort: BucketSort | undefined, type: "terms" | "histogram") {
  const byKey = sort?.natural ? compareNatural : compareValues
  const sign = sort?.order === "DESC" ? -1 : 1
  const keyOrder = (x: Group, y: Group) =>
    x.value === null ? 1 : y.value === null ? -1 : byKey(x.value, y.value)
  return (x: Group, y: Group) =>
    sort?.by === "_count"
      ? sign * (x.rows.length - y.rows.length) || keyOrder(x, y)
      : type === "histogram"
        ? sign * (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)
        : sign * keyOrder(x, y)
}
