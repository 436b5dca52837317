import { z } from "@medusajs/framework/zod"
import { HISTOGRAM_INTERVALS } from "../criteria/aggregations/types"
import { filterSchema } from "./filter-schema"

/*
 * Shopware's aggregations (its AggregationParser's types and keys) and their
 * results as the answers carry them, for the document only: the criteria
 * parser checks a request.
 */

const name = z
  .string()
  .describe("Names the aggregation's result in the answer's aggregations")
const field = z.string().describe("The wire field aggregated over")
const bucketSort = z
  .object({
    field: z.string().describe("_count, or the aggregated field (the key)"),
    order: z.enum(["ASC", "DESC", "asc", "desc"]).optional(),
    naturalSorting: z.boolean().optional(),
  })
  .describe("How the buckets are ordered; default by key ascending")
const nested = z
  .lazy(() => aggregationSchema)
  .describe("An aggregation computed per bucket (or over the filtered rows)")

const metric = z
  .object({
    name,
    type: z.enum(["count", "sum", "avg", "min", "max", "stats"]),
    field,
  })
  .meta({
    id: "AggregationMetric",
    description:
      "count: distinct values; sum, avg: of numbers; min, max: of any ordered value; stats: min, max, avg and sum",
  })
const terms = z
  .object({
    name,
    type: z.literal("terms"),
    field,
    limit: z.int().min(1).optional().describe("The most buckets answered"),
    sort: bucketSort.optional(),
    aggregation: nested.optional(),
  })
  .meta({ id: "AggregationTerms", description: "One bucket per value" })
const histogram = z
  .object({
    name,
    type: z.literal("histogram"),
    field: field.describe("A date field"),
    interval: z.enum(HISTOGRAM_INTERVALS),
    format: z
      .string()
      .optional()
      .describe("A PHP date format for the keys, e.g. Y-m-d"),
    timeZone: z.string().optional().describe("e.g. Europe/Berlin; default UTC"),
    sort: bucketSort.optional(),
    aggregation: nested.optional(),
  })
  .meta({
    id: "AggregationHistogram",
    description: "One bucket per interval of a date field",
  })
const filter = z
  .object({
    name,
    type: z.literal("filter"),
    filter: z.array(filterSchema).min(1),
    aggregation: nested,
  })
  .meta({
    id: "AggregationFilter",
    description:
      "The nested aggregation over the rows that match these filters; answered under the nested one's name",
  })
const entity = z
  .object({
    name,
    type: z.literal("entity"),
    field: field.describe("A field holding ids of another entity"),
    definition: z.string().describe("That entity's name, e.g. acl_role"),
  })
  .meta({
    id: "AggregationEntity",
    description: "The entities the field's ids name",
  })
const range = z
  .object({
    name,
    type: z.literal("range"),
    field,
    ranges: z
      .array(
        z.object({
          key: z.string().optional(),
          from: z.number().optional().describe("Inclusive"),
          to: z.number().optional().describe("Exclusive"),
        })
      )
      .min(1),
  })
  .meta({
    id: "AggregationRange",
    description: "How many values fall in each range",
  })

/** One aggregation of the criteria; terms, histogram and filter may nest another. */
export const aggregationSchema: z.ZodType = z
  .lazy(() => z.union([metric, terms, histogram, filter, entity, range]))
  .meta({ id: "Aggregation" })

const bucket = z
  .looseObject({
    key: z.string().nullable(),
    count: z.int(),
    apiAlias: z.string(),
  })
  .meta({
    id: "AggregationBucket",
    description:
      "A bucket; a nested aggregation's result is a further property under its name",
  })

/** One aggregation's result, in Shopware's shape for its type. */
const aggregationResult = z
  .looseObject({
    name: z.string(),
    apiAlias: z.string().describe("<name>_aggregation"),
    count: z.int().optional(),
    sum: z.number().nullable().optional(),
    avg: z.number().nullable().optional(),
    min: z.unknown().optional(),
    max: z.unknown().optional(),
    buckets: z.array(bucket).optional().describe("terms and histogram"),
    entities: z.array(z.unknown()).optional().describe("entity"),
    ranges: z.record(z.string(), z.int()).optional().describe("range"),
  })
  .meta({ id: "AggregationResult" })

/** The answer's `aggregations`: by name, or an empty list when none were asked for (as Shopware sends it). */
export const aggregationResultsSchema = z
  .union([z.record(z.string(), aggregationResult), z.array(z.never()).max(0)])
  .meta({
    id: "AggregationResults",
    description:
      "Each aggregation's result under its name; an empty list when the criteria asked for none",
  })
