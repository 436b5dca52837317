import { ProductStatus } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import {
  BOOLEAN_FIELDS,
  NUMBER_FIELDS,
  PRICE_FIELDS,
  PRODUCT_COLUMNS,
  STOCK_FIELDS,
  VARIANT_FIELDS,
} from "./types"

type Kind =
  "number" | "integer" | "boolean" | "status" | "text" | "reference" | "list"

const kindOf = (field: string): Kind =>
  (NUMBER_FIELDS as readonly string[]).includes(field)
    ? "number"
    : (BOOLEAN_FIELDS as readonly string[]).includes(field)
      ? "boolean"
      : field === "status"
        ? "status"
        : "text"

/** What each known field holds; other fields (metadata keys, free names) take any value. */
const KINDS: Record<string, Kind> = {
  ...Object.fromEntries(
    [...PRODUCT_COLUMNS, ...VARIANT_FIELDS].map((f) => [f, kindOf(f)])
  ),
  ...Object.fromEntries(PRICE_FIELDS.map((f) => [f, "number"])),
  ...Object.fromEntries(STOCK_FIELDS.map((f) => [f, "integer"])),
  collection: "reference",
  type: "reference",
  tags: "list",
  categories: "list",
  images: "list",
  sales_channels: "list",
}

const STATUSES = Object.values(ProductStatus) as [string, ...string[]]
const withId = z.looseObject({ id: z.string() })

// Far beyond any real quantity or price, and what PostgreSQL's numeric and a
// JavaScript number both hold exactly (1e30 is "whole" to JavaScript, not to a shop).
const MAX_AMOUNT = Number.MAX_SAFE_INTEGER

/** Each kind's schema and, in words, what it takes. */
const RULES: Record<Kind, [z.ZodType, string]> = {
  number: [
    z.number().finite().min(-MAX_AMOUNT).max(MAX_AMOUNT),
    "a number, e.g. 12.5",
  ],
  integer: [z.number().int().safe(), "a whole number, e.g. 40"],
  boolean: [z.boolean(), "true or false"],
  status: [z.enum(STATUSES), `one of ${STATUSES.join(", ")}`],
  text: [z.string(), "text"],
  reference: [
    withId,
    'an object with an id, e.g. {"id":"pcol_01…","title":"Summer"}',
  ],
  list: [
    z.array(withId),
    'a list of objects with ids, e.g. [{"id":"ptag_01…","value":"sale"}]',
  ],
}

/**
 * Why a hand-made entry's value does not fit its field, in words (undefined
 * when it fits). No value (null) fits every field.
 */
export function manualValueProblem(
  field: string,
  value: unknown
): string | undefined {
  const kind = KINDS[field]
  if (!kind || value === null) return undefined
  const [schema, what] = RULES[kind]
  return schema.safeParse(value).success
    ? undefined
    : `"${field}" holds ${what}; ${JSON.stringify(value)} is not.`
}
