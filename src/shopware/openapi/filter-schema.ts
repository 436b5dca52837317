import { z } from "@medusajs/framework/zod"
import { MAX_SEARCH_TEXT } from "../criteria/schema"

/*
 * Shopware's filters (its Criteria.json, narrowed to the types this API
 * reads), for the document only: the criteria parser checks a request.
 */

/** A field named by a filter or sort. */
export const fieldSchema = z
  .string()
  .describe(
    "A wire field of the entity (camelCase), or of an association (association.field)"
  )
/** A value a filter compares with. */
export const scalarSchema = z.union([z.string(), z.number(), z.boolean()])

const equalsFilter = z
  .object({
    type: z.literal("equals"),
    field: fieldSchema,
    value: scalarSchema.nullable().describe("null matches an empty field"),
  })
  .meta({ id: "EqualsFilter", description: "The field equals the value" })

const equalsAnyFilter = z
  .object({
    type: z.literal("equalsAny"),
    field: fieldSchema,
    value: z
      .union([z.array(scalarSchema), z.string()])
      .describe('The values, as a list or one string separated by "|"'),
  })
  .meta({ id: "EqualsAnyFilter", description: "The field equals one value" })

const textFilter = z
  .object({
    type: z.enum(["contains", "prefix", "suffix"]),
    field: fieldSchema,
    value: z.string().max(MAX_SEARCH_TEXT),
  })
  .meta({
    id: "TextFilter",
    description:
      "The field contains, starts with or ends with the text (case-insensitive)",
  })

const bound = z.union([z.number(), z.string()])
const rangeFilter = z
  .object({
    type: z.literal("range"),
    field: fieldSchema,
    parameters: z
      .object({
        gte: bound.optional(),
        gt: bound.optional(),
        lte: bound.optional(),
        lt: bound.optional(),
      })
      .describe("At least one bound; numbers or ISO 8601 dates"),
  })
  .meta({ id: "RangeFilter", description: "The field lies within the bounds" })

/** One node of a filter tree: `multi` and `not` hold further filters. */
export const filterSchema: z.ZodType = z
  .lazy(() =>
    z.union([
      equalsFilter,
      equalsAnyFilter,
      textFilter,
      rangeFilter,
      multiNotFilter,
    ])
  )
  .meta({
    id: "Filter",
    description:
      "A Shopware filter: equals, equalsAny, contains, prefix, suffix, range, not, multi",
  })

const multiNotFilter = z
  .object({
    type: z.enum(["multi", "not"]),
    operator: z
      .enum(["and", "or", "AND", "OR"])
      .optional()
      .describe("How the queries combine (default and); not negates the whole"),
    queries: z.array(filterSchema).min(1),
  })
  .meta({
    id: "MultiNotFilter",
    description: "multi: the queries combined; not: none of them combined",
  })
