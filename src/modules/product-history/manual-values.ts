import { ProductStatus } from "@medusajs/framework/utils"
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

const STATUSES = Object.values(ProductStatus) as string[]

const RULES: Record<Kind, [(v: unknown) => boolean, string]> = {
  number: [
    (v) => typeof v === "number" && Number.isFinite(v),
    "a number, e.g. 12.5",
  ],
  integer: [(v) => Number.isInteger(v), "a whole number, e.g. 40"],
  boolean: [(v) => typeof v === "boolean", "true or false"],
  status: [
    (v) => STATUSES.includes(v as string),
    `one of ${STATUSES.join(", ")}`,
  ],
  text: [(v) => typeof v === "string", "text"],
  reference: [
    (v) =>
      typeof v === "object" &&
      !Array.isArray(v) &&
      typeof (v as { id?: unknown }).id === "string",
    'an object with an id, e.g. {"id":"pcol_01…","title":"Summer"}',
  ],
  list: [
    (v) => Array.isArray(v) && v.every((i) => typeof i?.id === "string"),
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
  const [fits, what] = RULES[kind]
  return fits(value)
    ? undefined
    : `"${field}" holds ${what}; ${JSON.stringify(value)} is not.`
}
