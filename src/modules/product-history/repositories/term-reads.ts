import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { escapeLike } from "../../../utils/like-pattern"
import { ENTRY_TABLE } from "./entry-reads"

/** Fields whose old value is a name or number the product was known by. */
export const FORMER_NAME_FIELDS = ["title", "handle", "sku"] as const

/**
 * Ids of products whose entries name them by `term`, from its start and
 * case-insensitive: the name or number an entry recorded (a product removed
 * from the database altogether is found so), or the old value of a title,
 * handle or SKU change. Each way is one prefix-index scan; they run before
 * the list, so the list itself filters by product ids (bench history-list:
 * as a subquery in the list's WHERE they made the planner scan the table).
 */
export async function productIdsByFormerName(
  knex: Knex,
  term: string,
  limit: number
): Promise<string[]> {
  // lower(...) LIKE 'x%' uses the text_pattern_ops indexes; ILIKE could not.
  const prefix = `${escapeLike(term.toLowerCase())}%`
  const way = (match: string, formerOnly = false) => {
    const qb = knex(ENTRY_TABLE)
      .distinct("product_id")
      .whereNull("deleted_at")
      .whereRaw(match, [prefix])
    if (formerOnly) qb.whereIn("field_name", [...FORMER_NAME_FIELDS])
    return qb.limit(limit)
  }
  const rows: { product_id: string }[][] = await Promise.all([
    way("lower(product_number) LIKE ?"),
    way("lower(product_name) LIKE ?"),
    way("lower(old_value #>> '{}') LIKE ?", true),
  ])
  return [...new Set(rows.flat().map((r) => r.product_id))].slice(0, limit)
}
