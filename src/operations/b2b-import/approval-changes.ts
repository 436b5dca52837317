import type { MedusaContainer } from "@medusajs/framework/types"
import { B2B_ERROR_CODES, b2bError } from "../../modules/b2b-import/errors"
import { needAcceptance } from "../../modules/b2b-import/pipeline/order/check-order"
import type { InboundCheck } from "../../modules/b2b-import/pipeline/order/check-types"
import type { InboundStatus } from "../../modules/b2b-import/types"
import { checkInboundRecordWorkflow } from "../../workflows/b2b-import"

/** The approval check of a record (a dry run of approve: reads only). */
export async function runCheck(
  container: MedusaContainer,
  record: { id: string; status: InboundStatus }
): Promise<InboundCheck> {
  const { result } = await checkInboundRecordWorkflow(container).run({
    input: { recordId: record.id, status: record.status },
  })
  return result
}

/**
 * Refuses an approve (409, nothing written) while the check finds changes the
 * profile does not allow (a price moved beyond its tolerance, another
 * customer) and the clerk has not accepted them; the error lists them, and
 * names what no acceptance can mend (products gone, stock short: the
 * approval's re-check keeps the record waiting with them as errors), so the
 * clerk hears everything at once.
 */
export async function assertNoChangesToAccept(
  container: MedusaContainer,
  record: { id: string; status: InboundStatus },
  /** How the caller's client accepts changes, e.g. `"acceptChanges": true`. */
  acceptWith: string
) {
  const { differences } = await runCheck(container, record)
  const pending = needAcceptance(differences)
  if (!pending.length) return
  const blocking = differences.filter((d) => !d.acceptable)
  const also = blocking.length
    ? ` Accepting does not mend ${blocking.length === 1 ? "this, which keeps" : "these, which keep"} the record waiting: ${blocking.map((d) => d.message).join(" ")}`
    : ""
  const error = b2bError(
    "CONFLICT",
    B2B_ERROR_CODES.CHANGES_NEED_ACCEPTANCE,
    `Not approved: ${pending.length === 1 ? "1 change since the import needs" : `${pending.length} changes since the import need`} your acceptance. ${pending.map((c) => c.message).join(" ")} Check the order, then accept the changes to order at the current values (approve again with ${acceptWith}).${also}`
  )
  throw Object.assign(error, { meta: { changes: pending } })
}
