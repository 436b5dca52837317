import { createStep } from "@medusajs/framework/workflows-sdk"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"
import {
  type LeftoverOrder,
  leftoverOrderWords,
  linkingVerb,
} from "../utils/leftover-orders"

/** Why the verb may not run while the order exists, and what the clerk does instead. */
function refusal(order: LeftoverOrder, verb: "reject" | "replace-file") {
  const words = leftoverOrderWords(order)
  const made = `Order ${words.replace(/^order /, "")} was already created for this record by a run that was interrupted (the server stopped before the record was updated).`
  const link = `${linkingVerb(order) === "approve" ? "Approve" : "Process"} the record to link that order to it`
  if (verb === "reject")
    return `${made} Rejecting would leave that order in the shop holding the ERP order number. ${link}; or, if the order should not exist, cancel ${words} in the shop's orders first and then reject the record.`
  if (order.canceled)
    return `${made} That order was cancelled. Reject this record and upload the corrected file as a new record.`
  return `${made} Its file can no longer be replaced. ${link}; or cancel ${words} in the shop's orders, reject this record and upload the corrected file as a new record.`
}

/**
 * Refuses (409, in words naming the order) a rejection while a leftover order
 * of the record is still live, and a file replacement while any leftover
 * order exists (a re-run would adopt it instead of reading the new file). A
 * rejection after the clerk cancelled the order goes through.
 */
export const validateNoLeftoverOrderStep = createStep(
  "plugin-b2b-validate-no-leftover-order",
  async (input: {
    leftovers: LeftoverOrder[]
    verb: "reject" | "replace-file"
  }) => {
    const blocking = input.leftovers.find(
      (o) => input.verb === "replace-file" || !o.canceled
    )
    if (blocking)
      throw b2bError(
        "CONFLICT",
        B2B_ERROR_CODES.LEFTOVER_ORDER,
        refusal(blocking, input.verb)
      )
  }
)
