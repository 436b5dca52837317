import { rejectInboundRecordWorkflow } from "../../../../../../workflows/b2b-import"
import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { adminActorName, recordAnswer } from "../../../helpers"
import type { AdminRejectRecordType } from "../../../validators"

/** Rejects a record that is not final, with the clerk's reason; the answer is the record. */
export async function POST(
  req: AdminRequest<AdminRejectRecordType>,
  res: AdminResponse
) {
  await rejectInboundRecordWorkflow(req.scope).run({
    input: {
      id: req.params.id,
      reason: req.validatedBody.reason,
      actor: await adminActorName(req),
    },
  })
  // Answered as GET answers it (runs included, no storage key).
  res.json({ record: await recordAnswer(req) })
}
