import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import type { LoadedRecord } from "../../../modules/b2b-import/pipeline/order/decide-outcome"
import {
  ORDER_METADATA,
  orderIdOfRecord,
} from "../../../modules/b2b-import/pipeline/order/order-input"
import type {
  InboundRecordRow,
  ProfileRow,
} from "../../../modules/b2b-import/pipeline/order/types"
import { mappingRules } from "../../../modules/b2b-import/pipeline/read-file"
import { memoInPass } from "../pass-memo"

/**
 * The order an earlier run created for this record, found by the id derived
 * from the record's (written with the order, in its transaction): a run that
 * crashed after creating the order adopts it. The order must name the record
 * in its metadata too.
 */
async function orderOfRecord(
  container: MedusaContainer,
  recordId: string
): Promise<{
  id: string
  itemIds: string[]
  externalNumber: string | null
} | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "metadata", "items.id"],
    filters: { id: orderIdOfRecord(recordId) },
  })
  const order = data[0] as
    | {
        id: string
        metadata?: Record<string, unknown> | null
        items?: { id: string }[]
      }
    | undefined
  if (!order || order.metadata?.[ORDER_METADATA.recordId] !== recordId)
    return null
  const number = order.metadata?.[ORDER_METADATA.externalNumber]
  return {
    id: order.id,
    itemIds: (order.items ?? []).map((i) => i.id),
    externalNumber: typeof number === "string" ? number : null,
  }
}

/**
 * The profile (with the mapping rules) of a record its caller read under the
 * record's lock, and an order an interrupted run left. Reads only; the record
 * itself is not read again.
 */
export async function loadInboundRecord(
  container: MedusaContainer,
  record: InboundRecordRow
): Promise<LoadedRecord> {
  const service = b2bImport(container)
  // A bulk pass reads each profile once (pass-memo.ts); a single run reads it afresh.
  const [profile, existing] = await Promise.all([
    memoInPass(container, `profile:${record.profile_id}`, () =>
      service.findProfileWithMappings(record.profile_id)
    ),
    orderOfRecord(container, record.id),
  ])
  let existingOrder: LoadedRecord["existingOrder"] = null
  if (existing) {
    const reserved = existing.itemIds.length
      ? await container
          .resolve(Modules.INVENTORY)
          .listReservationItems(
            { line_item_id: existing.itemIds },
            { select: ["line_item_id"] }
          )
      : []
    const taken = new Set(reserved.map((r) => r.line_item_id))
    existingOrder = {
      id: existing.id,
      needsStock: existing.itemIds.some((id) => !taken.has(id)),
      externalNumber: existing.externalNumber,
    }
  }
  return {
    record: {
      id: record.id,
      profile_id: record.profile_id,
      file_key: record.file_key,
      line_count: record.line_count ?? null,
      external_order_number: record.external_order_number ?? null,
      prepared_order: record.prepared_order ?? null,
    },
    profile: profile as unknown as ProfileRow | null,
    rules: profile ? mappingRules(profile, profile.mappings ?? []) : [],
    existingOrder,
  }
}

/** loadInboundRecord as a step (the approval check). */
export const loadInboundRecordStep = createStep(
  "plugin-b2b-load-inbound-record",
  async (input: { record: InboundRecordRow }, { container }) =>
    new StepResponse(await loadInboundRecord(container, input.record))
)
