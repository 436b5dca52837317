import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { RowError } from "../../../modules/b2b-import/pipeline/types"
import { b2bImport } from "../../../modules/b2b-import"
import { orderLabel } from "./existing-order"

/**
 * Another record of the profile that already holds this external order
 * number (imported, or waiting for approval), as the error the clerk sees.
 */
export async function findOrderNumberHolder(container: MedusaContainer, profileId: string, externalNumber: string | null, recordId: string): Promise<RowError | null> {
  if (!externalNumber) return null
  const holders = await b2bImport(container).listPluginB2bInboundRecords(
    { profile_id: profileId, external_order_number: externalNumber, status: ["approved", "awaiting_approval"], id: { $ne: recordId } },
    { select: ["id", "status", "order_id"], take: 1, order: { created_at: "ASC" } }
  )
  const holder = holders[0]
  if (!holder) return null
  let where = `record ${holder.id}, which awaits approval`
  if (holder.order_id) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["id", "display_id"], filters: { id: holder.order_id } })
    where = `order ${orderLabel((data[0] as unknown as { id: string; display_id?: number | null }) ?? { id: holder.order_id })} from record ${holder.id}`
  }
  return {
    row: null,
    column: "order.externalNumber",
    value: externalNumber,
    code: "DUPLICATE_ORDER_NUMBER",
    message: `Order number '${externalNumber}' was already imported for this profile: ${where}. It is not imported twice.`,
  }
}
