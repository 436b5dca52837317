import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import type { LeftoverOrder } from "../utils/leftover-orders"

type Claim = {
  id: string
  profile_id: string
  external_order_number: string
  order_id: string
  record_id: string
}

/**
 * A record rejected after the clerk cancelled its leftover order holds no
 * order number (as every rejected record): the claim the interrupted run may
 * have made goes, so a corrected file with the number may follow.
 * Compensation puts the claims back.
 */
export const releaseOrderNumberClaimsStep = createStep(
  "plugin-b2b-release-order-number-claims",
  async (leftovers: LeftoverOrder[], { container }) => {
    const recordIds = leftovers.filter((o) => o.canceled).map((o) => o.recordId)
    if (!recordIds.length) return new StepResponse([], [] as Claim[])
    const service = b2bImport(container)
    const claims = (await service.listOrderNumberClaims(
      { record_id: recordIds },
      {
        select: [
          "id",
          "profile_id",
          "external_order_number",
          "order_id",
          "record_id",
        ],
      }
    )) as Claim[]
    if (claims.length)
      await service.deleteOrderNumberClaims(claims.map((c) => c.id))
    return new StepResponse(claims, claims)
  },
  async (claims, { container }) => {
    if (claims?.length)
      await b2bImport(container).createOrderNumberClaims(claims)
  }
)
