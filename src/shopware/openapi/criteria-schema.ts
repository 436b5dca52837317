import { z } from "@medusajs/framework/zod"
import { MAX_LIMIT, MAX_SEARCH_TEXT } from "../criteria/schema"
import { CRITERIA_WORK } from "../criteria/work"
import { aggregationSchema } from "./aggregation-schema"
import {
  fieldSchema as field,
  filterSchema,
  scalarSchema as scalar,
} from "./filter-schema"

/*
 * Shopware's search criteria as the document describes them (Shopware's own
 * Criteria.json of its Admin API, narrowed to what this API reads). These
 * schemas only document: the criteria parser (src/shopware/criteria) checks
 * a request and answers each problem with Shopware's code and a pointer.
 * Each `id` below becomes a named schema under `components.schemas`.
 */

/** One sort of the object form. */
export const sortSchema = z
  .object({
    field,
    order: z
      .enum(["ASC", "DESC", "asc", "desc"])
      .optional()
      .describe("Default ASC"),
    naturalSorting: z
      .boolean()
      .optional()
      .describe("Sort text as a person would: 2 before 10"),
  })
  .meta({ id: "Sort" })

const totalCountMode = z
  .union([z.literal([0, 1, 2]), z.enum(["none", "exact", "next-pages"])])
  .describe(
    "0 or none: no total (the page's count), 1 or exact: the exact total, 2 or next-pages: enough to know whether there are next pages"
  )
const includes = z.record(z.string(), z.array(z.string())).meta({
  id: "Includes",
  description:
    "Entity name → the fields to answer with (id is always given); other fields are left out",
})
/** The aggregations, with the work budget they are computed within (src/shopware/criteria/work.ts). */
const aggregations = z
  .array(aggregationSchema)
  .optional()
  .describe(
    `Computed over the rows the filters match. At most ${CRITERIA_WORK.aggregationBuckets.toLocaleString("en")} buckets in all (nested ones counted), ${CRITERIA_WORK.aggregationRowVisits.toLocaleString("en")} row visits and an answer of about ${CRITERIA_WORK.aggregationAnswerBytes / 1_000_000} MB; beyond: 400 FRAMEWORK__CRITERIA_LIMIT_EXCEEDED pointing at the aggregation`
  )
const names = (what: string) => z.array(z.string()).describe(what)

/** The criteria's parts shared by the body and the query string. */
const criteriaShape = {
  page: z.int().min(1).optional().describe("The page, from 1"),
  limit: z
    .int()
    .min(1)
    .max(MAX_LIMIT)
    .optional()
    .describe(
      `Entities per page, default and at most ${MAX_LIMIT} (above: FRAMEWORK__QUERY_LIMIT_EXCEEDED)`
    ),
  term: z
    .string()
    .max(MAX_SEARCH_TEXT)
    .optional()
    .describe("Free text searched in the entity's searchable fields"),
  "total-count-mode": totalCountMode.optional(),
  includes: includes.optional(),
  grouping: names(
    "Fields whose value each entity of the answer has once (the first by the sort)"
  ).optional(),
  fields: names(
    "Read only these fields (partial entities: id and the named fields)"
  ).optional(),
}

/** Shopware search criteria in a request body (`POST /search/{entity}`, `/search-ids/{entity}`). */
export const criteriaSchema: z.ZodType = z
  .lazy(() =>
    z.object({
      ...criteriaShape,
      filter: z
        .array(filterSchema)
        .optional()
        .describe("Filters every entity of the answer matches"),
      "post-filter": z
        .array(filterSchema)
        .optional()
        .describe(
          "Filters applied after the aggregations: they narrow the entities, not the aggregations"
        ),
      sort: z.array(sortSchema).optional(),
      ids: z
        .array(z.string())
        .optional()
        .describe("Only these ids (32 hexadecimal characters)"),
      aggregations,
      associations: z
        .record(z.string(), criteriaSchema)
        .optional()
        .describe(
          "Association name → criteria for the associated entities to load with each entity"
        ),
    })
  )
  .meta({
    id: "Criteria",
    description:
      "Shopware search criteria; unknown keys and fields are refused (400, each problem with a pointer)",
  })

/** The same criteria in the query string of `GET /{entity}` (nested parts in brackets: `filter[0][type]=equals`). */
export const criteriaQuerySchema = z.object({
  ...criteriaShape,
  filter: z
    .union([z.array(filterSchema), z.record(z.string(), scalar)])
    .optional()
    .describe(
      "Filters, or Shopware's simple form filter[field]=value (equality)"
    ),
  "post-filter": z.array(filterSchema).optional(),
  sort: z
    .union([z.string(), z.array(sortSchema)])
    .optional()
    .describe('Fields separated by commas, "-" before a field for descending'),
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('Only these ids, a list or separated by "|"'),
  aggregations,
  associations: z.record(z.string(), criteriaSchema).optional(),
})
