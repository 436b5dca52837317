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

/** Another record of the profile that already holds this external order number, as the error the clerk sees. */
export async function orderNumberHolder(
  container: MedusaContainer,
  claim: OrderNumberClaim
): Promise<RowError | null> {
  if (!claim.externalNumber) return null
  const holder = await b2bImport(container).findOrderNumberHolder(
    claim.profileId,
    claim.externalNumber,
    claim.recordId
  )
  if (!holder) return null
  let order: { id: string; display_id?: number | null } | null = null
  if (holder.order_id) {
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({
        entity: "order",
        fields: ["id", "display_id"],
        filters: { id: holder.order_id },
      })
    order =
      (data[0] as unknown as { id: string; display_id?: number | null }) ?? null
  }
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
