import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"

export type ClaimOrderNumberInput = {
  profileId: string
  externalNumber: string | null
  recordId: string
  /** The order created (or adopted) by this run; null: nothing to claim. */
  orderId: string | null
  /** The order was created by this run, so no claim can name it yet (an adopted one may hold its claim). */
  newOrder?: boolean
}

/**
 * Records that the order carries the profile's external order number. The
 * claim outlives the record (deleting it does not free the number); the
 * database's unique index refuses a second claim, which fails the run as a
 * duplicate and rolls the order back. Compensation removes the claim made here.
 */
export const claimOrderNumberStep = createStep(
  "plugin-b2b-claim-order-number",
  async (input: ClaimOrderNumberInput, { container }) => {
    if (!input.orderId || !input.externalNumber)
      return new StepResponse(null, null)
    const service = b2bImport(container)
    const [own] = input.newOrder
      ? []
      : await service.listOrderNumberClaims(
          {
            profile_id: input.profileId,
            external_order_number: input.externalNumber,
            record_id: input.recordId,
          },
          { select: ["id"], take: 1 }
        )
    // An adopted order of an interrupted run may hold its claim already.
    if (own) return new StepResponse(own.id, null)
    try {
      const claim = await service.createOrderNumberClaims({
        profile_id: input.profileId,
        external_order_number: input.externalNumber,
        order_id: input.orderId,
        record_id: input.recordId,
      })
      return new StepResponse(claim.id, claim.id)
    } catch (error) {
      // The unique index refused it (Medusa reports that as invalid data): another run claimed the number.
      const [other] = await service.listOrderNumberClaims(
        {
          profile_id: input.profileId,
          external_order_number: input.externalNumber,
        },
        { select: ["id"], take: 1 }
      )
      if (!other) throw error
      throw b2bError(
        "DUPLICATE_ERROR",
        B2B_ERROR_CODES.DUPLICATE_ORDER_NUMBER,
        `Order number '${input.externalNumber}' was already imported for this profile by another run at the same time. It is not imported twice.`
      )
    }
  },
  async (claimId, { container }) => {
    if (claimId) await b2bImport(container).deleteOrderNumberClaims(claimId)
  }
)
