import type { MedusaContainer } from "@medusajs/framework/types"
import { B2B_ERROR_CODES, b2bError } from "../../modules/b2b-import/errors"
import { mayDo, refusalMessage } from "../../modules/b2b-import/status-machine"
import { rejectInboundRecordWorkflow } from "../../workflows/b2b-import"
import { runCheck } from "./approval-changes"
import { withRecordLock } from "./record-locks"
import { loadRecord } from "./run-inbound-action"

/** The approval check of a record that is not final; a final one is refused (409) in words. */
export async function checkInboundRecord(
  container: MedusaContainer,
  id: string
) {
  const record = await loadRecord(container, id)
  if (!mayDo("check", record.status))
    throw b2bError(
      "CONFLICT",
      B2B_ERROR_CODES.INVALID_STATUS_TRANSITION,
      refusalMessage(record, "check")
    )
  return runCheck(container, record)
}

/** Rejects a record that is not final, under its lock (a run in progress finishes first); answers the record. */
export async function rejectInboundRecord(
  container: MedusaContainer,
  input: { id: string; reason: string; actor: string | null }
) {
  return withRecordLock(container, input.id, async () => {
    const record = await loadRecord(container, input.id)
    if (!mayDo("reject", record.status))
      throw b2bError(
        "CONFLICT",
        B2B_ERROR_CODES.INVALID_STATUS_TRANSITION,
        refusalMessage(record, "reject")
      )
    await rejectInboundRecordWorkflow(container).run({ input })
    return loadRecord(container, input.id)
  })
}
