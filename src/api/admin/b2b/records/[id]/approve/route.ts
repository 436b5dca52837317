import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { processInboundRecordWorkflow } from "../../../../../../workflows/b2b-import"
import { adminActorName, recordAnswer } from "../../../helpers"
import type { AdminApproveRecordType } from "../../../validators"

/**
 * Approves a record awaiting approval; the answer is the record, with what
 * changed since import in `changes`. Changes the profile does not allow
 * answer 409 (listed in `meta.changes`) unless `accept_changes` is true.
 */
export async function POST(
  req: AdminRequest<AdminApproveRecordType>,
  res: AdminResponse
) {
  const actor = await adminActorName(req)
  await processInboundRecordWorkflow(req.scope).run({
    input: {
      recordId: req.params.id,
      action: "approve",
      actor,
      acceptChanges: req.validatedBody?.accept_changes === true,
      acceptWith: '"accept_changes": true',
    },
  })
  // Answered as GET answers it (runs included, no storage key).
  res.json({ record: await recordAnswer(req) })
}
