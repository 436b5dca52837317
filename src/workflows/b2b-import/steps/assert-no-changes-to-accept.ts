import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"
import { needAcceptance } from "../../../modules/b2b-import/pipeline/order/check-order"
import type { InboundCheck } from "../../../modules/b2b-import/pipeline/order/check-types"

/**
 * Refuses an approve (409, nothing written) while the approval check finds
 * changes the profile does not allow (a price moved beyond its tolerance,
 * another customer) and the clerk has not accepted them; the error lists
 * them, and names what no acceptance can mend (products gone, stock short:
 * the approval's re-check keeps the record waiting with them as errors), so
 * the clerk hears everything at once.
 */
export const assertNoChangesToAcceptStep = createStep(
  "plugin-b2b-assert-no-changes-to-accept",
  async (input: {
    check: InboundCheck
    /** How the caller's client accepts changes, e.g. `"acceptChanges": true`. */
    acceptWith: string
  }) => {
    const { differences } = input.check
    const pending = needAcceptance(differences)
    if (!pending.length) return new StepResponse(undefined)
    const blocking = differences.filter((d) => !d.acceptable)
    const also = blocking.length
      ? ` Accepting does not mend ${blocking.length === 1 ? "this, which keeps" : "these, which keep"} the record waiting: ${blocking.map((d) => d.message).join(" ")}`
      : ""
    const error = b2bError(
      "CONFLICT",
      B2B_ERROR_CODES.CHANGES_NEED_ACCEPTANCE,
      `Not approved: ${pending.length === 1 ? "1 change since the import needs" : `${pending.length} changes since the import need`} your acceptance. ${pending.map((c) => c.message).join(" ")} Check the order, then accept the changes to order at the current values (approve again with ${input.acceptWith}).${also}`
    )
    throw Object.assign(error, { meta: { changes: pending } })
  }
)
