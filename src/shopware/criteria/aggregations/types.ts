import type { ResolvedField } from "../fields"
import type { Condition } from "../filters"
import type { Path } from "../problems"

/** Metric aggregations: one value over all matched rows. */
export const METRIC_TYPES = [
  "count",
  "sum",
  "avg",
  "min",
  "max",
  "stats",
] as const
export type MetricType = (typeof METRIC_TYPES)[number]

/** Every aggregation type Shopware's AggregationParser knows. */
export const AGGREGATION_TYPES = [
  ...METRIC_TYPES,
  "terms",
  "histogram",
  "filter",
  "entity",
  "range",
] as const

/** Shopware's DateHistogramAggregation intervals. */
export const HISTOGRAM_INTERVALS = [
  "minute",
  "hour",
  "day",
  "week",
  "month",
  "quarter",
  "year",
] as const
export type HistogramInterval = (typeof HISTOGRAM_INTERVALS)[number]

/** How buckets are ordered: by their row count or by the field's value. */
export type BucketSort = {
  by: "_count" | "key"
  order: "ASC" | "DESC"
  natural: boolean
}

/** A parsed aggregation without where it was given. */
export type AggregationShape =
  | { type: MetricType; name: string; field: ResolvedField }
  | {
      type: "terms"
      name: string
      field: ResolvedField
      limit?: number
      sort?: BucketSort
      aggregation?: Aggregation
    }
  | {
      type: "histogram"
      name: string
      field: ResolvedField
      interval: HistogramInterval
      format?: string
      timeZone?: string
      sort?: BucketSort
      aggregation?: Aggregation
    }
  | {
      type: "filter"
      name: string
      filters: Condition[]
      aggregation: Aggregation
    }
  | { type: "entity"; name: string; field: ResolvedField; definition: string }
  | {
      type: "range"
      name: string
      field: ResolvedField
      ranges: { key: string; from?: number; to?: number }[]
    }

/** A parsed aggregation, its field resolved against the entity's field table; `path` is where the criteria gave it (for errors of its evaluation). */
export type Aggregation = AggregationShape & { path: Path }
