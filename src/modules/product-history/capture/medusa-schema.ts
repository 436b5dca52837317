import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { PRODUCT_COLUMNS, VARIANT_FIELDS } from "../types"

/**
 * Every table and column of Medusa's own modules that the capture SQL
 * (capture/sql/*) reads. The capture depends on Medusa's internal schema:
 * start-up probes these, and a Medusa upgrade that renamed or dropped one
 * switches the capture off in words instead of failing a shop's product
 * save inside a trigger. A unit test checks that the SQL reads no column
 * missing here.
 */
export const MEDUSA_COLUMNS_READ = {
  product: [
    "id",
    "collection_id",
    "type_id",
    "metadata",
    "deleted_at",
    ...PRODUCT_COLUMNS,
  ],
  product_variant: [
    "id",
    "product_id",
    "metadata",
    "deleted_at",
    ...VARIANT_FIELDS,
  ],
  product_collection: ["id", "title"],
  product_type: ["id", "value"],
  product_tags: ["product_id", "product_tag_id"],
  product_tag: ["id", "value", "deleted_at"],
  product_category_product: ["product_id", "product_category_id"],
  product_category: ["id", "name", "deleted_at"],
  image: ["id", "url", "rank", "product_id", "deleted_at"],
  product_sales_channel: ["product_id", "sales_channel_id", "deleted_at"],
  sales_channel: ["id", "name", "deleted_at"],
  product_product_option: [
    "id",
    "product_id",
    "product_option_id",
    "deleted_at",
  ],
  product_product_option_value: [
    "product_product_option_id",
    "product_option_value_id",
    "deleted_at",
  ],
  product_option: ["id", "title", "deleted_at"],
  product_option_value: ["id", "option_id", "value", "deleted_at"],
  product_variant_option: ["variant_id", "option_value_id"],
  price_set: ["id", "deleted_at"],
  price: [
    "id",
    "price_set_id",
    "price_list_id",
    "currency_code",
    "amount",
    "min_quantity",
    "max_quantity",
    "deleted_at",
  ],
  price_rule: ["price_id", "attribute", "value", "deleted_at"],
  price_list: [],
  price_list_rule: [],
  price_preference: ["attribute", "value", "is_tax_inclusive", "deleted_at"],
  product_variant_price_set: ["variant_id", "price_set_id", "deleted_at"],
  product_variant_inventory_item: [
    "variant_id",
    "inventory_item_id",
    "deleted_at",
  ],
  inventory_level: [
    "id",
    "stocked_quantity",
    "reserved_quantity",
    "inventory_item_id",
    "location_id",
    "deleted_at",
  ],
  stock_location: ["id", "name"],
  // The orders that move stock (sql/stock.ts): reservations of order lines, fulfilments.
  reservation_item: [
    "line_item_id",
    "inventory_item_id",
    "location_id",
    "quantity",
    "deleted_at",
  ],
  order_item: ["order_id", "item_id"],
  order: ["id", "display_id"],
  fulfillment: ["id", "location_id", "canceled_at", "created_at", "deleted_at"],
  fulfillment_item: [
    "fulfillment_id",
    "line_item_id",
    "inventory_item_id",
    "deleted_at",
  ],
  order_fulfillment: ["fulfillment_id", "deleted_at"],
  user: ["id", "email", "first_name", "last_name"],
  api_key: ["id", "title"],
} as const satisfies Record<string, readonly string[]>

export type MedusaTable = keyof typeof MEDUSA_COLUMNS_READ
export type MissingColumn = { table: MedusaTable; column: string | null }

/**
 * The tables and columns of the list that the database lacks (a missing
 * table as `column: null`), in the list's order; empty when the capture can
 * run on this schema.
 */
export async function missingMedusaColumns(
  knex: Knex | Knex.Transaction
): Promise<MissingColumn[]> {
  const tables = Object.keys(MEDUSA_COLUMNS_READ) as MedusaTable[]
  const { rows } = await knex.raw(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ANY(?::text[])`,
    [tables]
  )
  const present = new Map<string, Set<string>>()
  for (const row of rows as { table: string; column: string }[]) {
    if (!present.has(row.table)) present.set(row.table, new Set())
    present.get(row.table)?.add(row.column)
  }
  const missing: MissingColumn[] = []
  for (const table of tables) {
    const columns = present.get(table)
    if (!columns) missing.push({ table, column: null })
    else
      for (const column of MEDUSA_COLUMNS_READ[table] as readonly string[])
        if (!columns.has(column)) missing.push({ table, column })
  }
  return missing
}

/** `column "title" of table "product_collection"` or `table "price_list"`. */
export function describeMissing({ table, column }: MissingColumn): string {
  return column === null
    ? `table "${table}"`
    : `column "${column}" of table "${table}"`
}
