import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { escapeLike } from "../../../utils/like-pattern"
import { ENTRY_TABLE } from "./entry-reads"

/** Fields whose old value is a name or number the product was known by. */
export const FORMER_NAME_FIELDS = ["title", "handle", "sku"] as const

/**
 * Ids of products that had a name, handle or SKU beginning with `term`
 * (case-insensitive): the old values of those fields' changes. One query on
 * the partial prefix index, run before the list so the list itself filters
 * by product ids (bench history-list: a subquery in the list's WHERE made the
 * planner scan the table). Names a product has now, or had when it was
 * deleted, come from the product module.
 */
export async function productIdsByFormerName(
  knex: Knex,
  term: string,
  limit: number
): Promise<string[]> {
  const rows: { product_id: string }[] = await knex
    .distinct("product_id")
    .from(ENTRY_TABLE)
    .whereNull("deleted_at")
    .whereIn("field_name", [...FORMER_NAME_FIELDS])
    // lower(...) LIKE 'x%' uses the text_pattern_ops index; ILIKE could not.
    .whereRaw(`lower(old_value #>> '{}') LIKE ?`, [
      `${escapeLike(term.toLowerCase())}%`,
    ])
    .limit(limit)
  return rows.map((r) => r.product_id)
}
