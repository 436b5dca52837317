import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  ORDER_METADATA,
  orderIdOfRecord,
} from "../../../modules/b2b-import/pipeline/order/order-input"
import type { InboundStatus } from "../../../modules/b2b-import/types"

/**
 * An order a run created for a record that the record does not name: the run
 * was interrupted (its process killed) after the order's transaction and
 * before the record's. The order carries the record id and the ERP number.
 */
export type LeftoverOrder = {
  recordId: string
  recordStatus: InboundStatus
  orderId: string
  displayId: number | null
  canceled: boolean
  profileId: string | null
  externalNumber: string | null
}

type OrderRow = {
  id: string
  display_id?: number | null
  status?: string | null
  metadata?: Record<string, unknown> | null
}

const text = (value: unknown) => (typeof value === "string" ? value : null)

/**
 * The leftover orders of these records, found as a re-run finds them (by
 * the id derived from the record's, so one primary-key lookup per batch, and
 * the record id in the order's metadata). Records that name an order already
 * are not looked up.
 */
export async function leftoverOrdersOf(
  container: MedusaContainer,
  records: {
    id: string
    status: InboundStatus
    order_id?: string | null
  }[]
): Promise<LeftoverOrder[]> {
  const unlinked = records.filter((r) => !r.order_id)
  if (!unlinked.length) return []
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "order",
      fields: ["id", "display_id", "status", "metadata"],
      filters: { id: unlinked.map((r) => orderIdOfRecord(r.id)) },
    })
  const byId = new Map((data as OrderRow[]).map((o) => [o.id, o]))
  return unlinked.flatMap((record) => {
    const order = byId.get(orderIdOfRecord(record.id))
    if (order?.metadata?.[ORDER_METADATA.recordId] !== record.id) return []
    return [
      {
        recordId: record.id,
        recordStatus: record.status,
        orderId: order.id,
        displayId: order.display_id ?? null,
        canceled: order.status === "canceled",
        profileId: text(order.metadata?.[ORDER_METADATA.profileId]),
        externalNumber: text(order.metadata?.[ORDER_METADATA.externalNumber]),
      },
    ]
  })
}

/** "order #12 (ERP order number 4711)", as a clerk finds it in the shop's orders. */
export function leftoverOrderWords(order: LeftoverOrder): string {
  const name =
    order.displayId !== null ? `order #${order.displayId}` : order.orderId
  return order.externalNumber
    ? `${name} (ERP order number ${order.externalNumber})`
    : name
}

/** What links a leftover order to its record: approve for a record awaiting approval, process otherwise. */
export function linkingVerb(order: LeftoverOrder): "approve" | "process" {
  return order.recordStatus === "awaiting_approval" ? "approve" : "process"
}
