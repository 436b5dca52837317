import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"
import {
  type OrderNumberClaim,
  orderNumberHolder,
} from "./find-order-number-holder"

/** Under the order-number lock: refuses when another record took the external order number meanwhile. */
export const assertOrderNumberFreeStep = createStep(
  "plugin-b2b-assert-order-number-free",
  async (input: OrderNumberClaim, { container }) => {
    const holder = await orderNumberHolder(container, input)
    if (holder)
      throw b2bError(
        "DUPLICATE_ERROR",
        B2B_ERROR_CODES.DUPLICATE_ORDER_NUMBER,
        holder.message
      )
    return new StepResponse(true)
  }
)
