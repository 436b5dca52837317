import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { escapeLike } from "../../../utils/like-pattern"

/** The names and numbers products were known by (migration 20261125130000 keeps it from the entries). */
export const NAME_TABLE = "plugin_product_history_name"

/**
 * Ids of products whose entries name them by `term`, from its start and
 * case-insensitive: the name or number an entry recorded (a product removed
 * from the database altogether is found so), or the old value of a title,
 * handle or SKU change. One prefix-index scan over a few rows per product;
 * it runs before the list, so the list itself filters by product ids.
 */
export async function productIdsByFormerName(
  knex: Knex,
  term: string,
  limit: number
): Promise<string[]> {
  const rows: { product_id: string }[] = await knex(NAME_TABLE)
    .distinct("product_id")
    // name LIKE 'x%' uses the text_pattern_ops index; the names are stored lower-cased.
    .where("name", "like", `${escapeLike(term.toLowerCase())}%`)
    .limit(limit)
  return rows.map((r) => r.product_id)
}
