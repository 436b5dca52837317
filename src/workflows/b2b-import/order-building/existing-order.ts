import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ORDER_METADATA } from "./order-input"

/**
 * The order an earlier run created for this record, found by the record id
 * in the order's metadata: a run that crashed after creating the order must
 * adopt it, never create a second one.
 */
export async function findOrderOfRecord(container: MedusaContainer, recordId: string): Promise<{ id: string; display_id: number } | undefined> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const [row] = await knex("order")
    .select("id", "display_id")
    .whereNull("deleted_at")
    .andWhereRaw("metadata->>? = ?", [ORDER_METADATA.recordId, recordId])
    .orderBy("created_at", "asc")
    .limit(1)
  return row
}

/** A clerk's name for an order: "#12 (order_01…)". */
export function orderLabel(order: { id: string; display_id?: number | null }): string {
  return order.display_id ? `#${order.display_id} (${order.id})` : order.id
}

/** Ids of the order's line items that hold no stock reservation yet (a run that died may have created the order only). */
export async function unreservedItemIds(container: MedusaContainer, itemIds: string[]): Promise<Set<string>> {
  if (!itemIds.length) return new Set()
  const reserved = await container.resolve(Modules.INVENTORY).listReservationItems({ line_item_id: itemIds }, { select: ["line_item_id"] })
  const taken = new Set(reserved.map((r) => r.line_item_id))
  return new Set(itemIds.filter((id) => !taken.has(id)))
}
