import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"

/** An order a record created, which stays when the record is deleted. */
export type KeptOrder = {
  recordId: string
  orderId: string
  displayId: number | null
  externalNumber: string | null
}

/**
 * The orders the records about to be deleted created (they stay, with their
 * order numbers), and the records' stored files (they go). Reads only.
 */
export const findKeptOrdersStep = createStep(
  "plugin-b2b-find-kept-orders",
  async (ids: string[], { container }) => {
    const all = await b2bImport(container).listInboundRecords(
      { id: ids },
      { select: ["id", "order_id", "external_order_number", "file_key"] }
    )
    const fileKeys = all.map((r) => r.file_key as string)
    const records = all.filter((r) => r.order_id)
    if (!records.length)
      return new StepResponse({ keptOrders: [] as KeptOrder[], fileKeys })
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({
        entity: "order",
        fields: ["id", "display_id"],
        filters: { id: records.map((r) => r.order_id as string) },
      })
    const shown = new Map(
      (data as { id: string; display_id?: number | null }[]).map((o) => [
        o.id,
        o.display_id ?? null,
      ])
    )
    const kept: KeptOrder[] = records
      .filter((r) => shown.has(r.order_id as string))
      .map((r) => ({
        recordId: r.id,
        orderId: r.order_id as string,
        displayId: shown.get(r.order_id as string) ?? null,
        externalNumber: r.external_order_number ?? null,
      }))
    return new StepResponse({ keptOrders: kept, fileKeys })
  }
)
