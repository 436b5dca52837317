import { MedusaError } from "@medusajs/framework/utils"
import { PRODUCT_COLUMNS, PRODUCT_FIELDS, VARIANT_FIELDS } from "../../types"

// The capture SQL is generated from the tracked-field lists (types.ts), which
// are constants of this module: each name is checked to be a plain column
// name before it is written into SQL.
const column = (name: string) => {
  if (!/^[a-z_]+$/.test(name))
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      `Not a column name for the capture SQL: ${name}`
    )
  return name
}

/** `'title', pr.title, 'subtitle', pr.subtitle, …`: jsonb_build_object pairs of `alias`'s columns. */
const pairs = (alias: string, names: readonly string[]) =>
  names.map((n) => `'${column(n)}', ${alias}.${column(n)}`).join(", ")

/** The product's tracked columns as jsonb_build_object pairs (alias `pr`). */
export const PRODUCT_COLUMN_PAIRS = pairs("pr", PRODUCT_COLUMNS)
/** The variant's tracked columns as jsonb_build_object pairs (alias `v`). */
export const VARIANT_COLUMN_PAIRS = pairs("v", VARIANT_FIELDS)
/** `ARRAY['title', …]`: the product fields the flush compares. */
export const PRODUCT_FIELD_ARRAY = `ARRAY[${PRODUCT_FIELDS.map((n) => `'${column(n)}'`).join(",")}]`
