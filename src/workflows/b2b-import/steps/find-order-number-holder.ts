import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { orderNumberTaken } from "../../../modules/b2b-import/pipeline/order/order-number"
import type { RowError } from "../../../modules/b2b-import/pipeline/types"

export type OrderNumberClaim = {
  profileId: string
  externalNumber: string | null | undefined
  recordId: string
}

type OrderLabel = { id: string; display_id?: number | null }

async function findOrder(
  container: MedusaContainer,
  orderId: string
): Promise<OrderLabel | null> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "order",
      fields: ["id", "display_id"],
      filters: { id: orderId },
    })
  return (data[0] as unknown as OrderLabel) ?? null
}

/**
 * What holds the profile's external order number, as the error the clerk sees:
 * an order that carries it (whether or not the record that created it still
 * exists), or another record awaiting approval. An order no longer in the
 * shop frees its number.
 */
export async function orderNumberHolder(
  container: MedusaContainer,
  claim: OrderNumberClaim
): Promise<RowError | null> {
  if (!claim.externalNumber) return null
  const service = b2bImport(container)
  const taken = await service.findOrderNumberClaim(
    claim.profileId,
    claim.externalNumber,
    claim.recordId
  )
  if (taken) {
    const order = await findOrder(container, taken.order_id)
    if (order)
      return orderNumberTaken(
        claim.externalNumber,
        { id: taken.record_id, order_id: taken.order_id },
        order
      )
    await service.deleteOrderNumberClaims(taken.id)
  }
  const holder = await service.findOrderNumberHolder(
    claim.profileId,
    claim.externalNumber,
    claim.recordId
  )
  if (!holder) return null
  const order = holder.order_id
    ? await findOrder(container, holder.order_id)
    : null
  return orderNumberTaken(claim.externalNumber, holder, order)
}

/** The holder of the mapped order's number, checked when a file is processed (approve keeps the number it holds). */
export const findOrderNumberHolderStep = createStep(
  "plugin-b2b-find-order-number-holder",
  async (input: OrderNumberClaim & { check: boolean }, { container }) =>
    new StepResponse(
      input.check ? await orderNumberHolder(container, input) : null
    )
)
