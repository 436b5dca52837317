import type { RowError } from "../types"

/** A clerk's name for an order: "#12 (order_01…)". */
function orderLabel(order: { id: string; display_id?: number | null }): string {
  return order.display_id ? `#${order.display_id} (${order.id})` : order.id
}

/** The error of a file whose external order number another record of the profile holds (imported, or awaiting approval). */
export function orderNumberTaken(
  externalNumber: string,
  holder: { id: string; order_id?: string | null },
  order: { id: string; display_id?: number | null } | null
): RowError {
  const where = holder.order_id
    ? `order ${orderLabel(order ?? { id: holder.order_id })} from record ${holder.id}`
    : `record ${holder.id}, which awaits approval`
  return {
    row: null,
    column: "order.externalNumber",
    value: externalNumber,
    code: "DUPLICATE_ORDER_NUMBER",
    message: `Order number '${externalNumber}' was already imported for this profile: ${where}. It is not imported twice.`,
  }
}
