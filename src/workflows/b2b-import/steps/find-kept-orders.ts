import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"
import { type LeftoverOrder, leftoverOrdersOf } from "../utils/leftover-orders"

/** An order a record created, which stays when the record is deleted. */
export type KeptOrder = {
  recordId: string
  orderId: string
  displayId: number | null
  externalNumber: string | null
}

/**
 * The orders the records about to be deleted created (they stay, with their
 * order numbers), including those interrupted runs created and the records
 * do not name yet (`leftovers`), the records' stored files (they go) and
 * the locks of their files (an upload of one waits for the delete). Reads only.
 */
export const findKeptOrdersStep = createStep(
  "plugin-b2b-find-kept-orders",
  async (ids: string[], { container }) => {
    const all = await b2bImport(container).listInboundRecords(
      { id: ids },
      {
        select: [
          "id",
          "status",
          "order_id",
          "external_order_number",
          "file_key",
          "profile_id",
          "file_sha256",
        ],
      }
    )
    const fileKeys = all.map((r) => r.file_key as string)
    const fileLocks = all.map((r) =>
      LOCK_KEYS.file(r.profile_id, r.file_sha256)
    )
    const leftovers = await leftoverOrdersOf(container, all)
    const records = all.filter((r) => r.order_id)
    const { data } = records.length
      ? await container.resolve(ContainerRegistrationKeys.QUERY).graph({
          entity: "order",
          fields: ["id", "display_id"],
          filters: { id: records.map((r) => r.order_id as string) },
        })
      : { data: [] }
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
    for (const order of leftovers)
      kept.push({
        recordId: order.recordId,
        orderId: order.orderId,
        displayId: order.displayId,
        externalNumber: order.externalNumber,
      })
    return new StepResponse({
      keptOrders: kept,
      fileKeys,
      fileLocks,
      leftovers: leftovers as LeftoverOrder[],
    })
  }
)
