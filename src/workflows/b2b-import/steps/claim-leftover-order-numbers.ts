import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import type { LeftoverOrder } from "../utils/leftover-orders"

/**
 * The number claims of leftover orders whose records are deleted: the order
 * stays, and like every order of a deleted record it keeps its ERP order
 * number (the claim outlives the record), so a re-upload of the file is
 * refused instead of becoming a second order. A number already claimed (the
 * interrupted run got that far, or another order holds it) is left as it is.
 * Compensation removes the claims made here.
 */
export const claimLeftoverOrderNumbersStep = createStep(
  "plugin-b2b-claim-leftover-order-numbers",
  async (leftovers: LeftoverOrder[], { container }) => {
    const service = b2bImport(container)
    const made: string[] = []
    for (const order of leftovers) {
      if (!order.profileId || !order.externalNumber) continue
      const [held] = await service.listOrderNumberClaims(
        {
          profile_id: order.profileId,
          external_order_number: order.externalNumber,
        },
        { select: ["id"], take: 1 }
      )
      if (held) continue
      const claim = await service.createOrderNumberClaims({
        profile_id: order.profileId,
        external_order_number: order.externalNumber,
        order_id: order.orderId,
        record_id: order.recordId,
      })
      made.push(claim.id)
    }
    return new StepResponse(made, made)
  },
  async (made, { container }) => {
    if (made?.length) await b2bImport(container).deleteOrderNumberClaims(made)
  }
)
