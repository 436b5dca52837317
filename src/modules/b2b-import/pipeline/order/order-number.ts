import { INVISIBLE } from "../../../../utils/input-limits"
import type { RowError } from "../types"

/**
 * An external order number as compared and kept: without invisible characters
 * (zero-width spaces and joiners, soft hyphens, direction marks, BOMs,
 * variation selectors, fillers) and surrounding spaces, so a number that
 * looks the same is the same; undefined when nothing is left.
 */
export function orderNumberText(value: string): string | undefined {
  return value.replace(INVISIBLE, "").trim() || undefined
}

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

/** What deleting a record that created an order says: the order stays, and so does its number. */
export function orderKeptMessage(kept: {
  orderId: string
  displayId?: number | null
  externalNumber: string | null
}): string {
  const order = orderLabel({ id: kept.orderId, display_id: kept.displayId })
  const number = kept.externalNumber
    ? ` and keeps order number '${kept.externalNumber}' for this profile: a file with that number is not imported again`
    : ""
  return `The record is deleted; order ${order} stays${number}.`
}
