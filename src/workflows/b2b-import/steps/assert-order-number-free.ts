import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"
import { findOrderNumberHolder } from "../order-building/order-number"

/** Under the order-number lock: refuses when another record took the external order number meanwhile. */
export const assertOrderNumberFreeStep = createStep(
  "plugin-b2b-assert-order-number-free",
  async (input: { profileId: string; externalNumber: string | null; recordId: string }, { container }) => {
    const holder = await findOrderNumberHolder(container, input.profileId, input.externalNumber, input.recordId)
    if (holder) throw b2bError("DUPLICATE_ERROR", B2B_ERROR_CODES.DUPLICATE_ORDER_NUMBER, holder.message)
    return new StepResponse(true)
  }
)
