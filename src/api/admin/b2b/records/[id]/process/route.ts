import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { processInboundRecordWorkflow } from "../../../../../../workflows/b2b-import"
import { lacking } from "../../../../../../modules/api-access/access-rules"
import { adminCaller } from "../../../../../utils/require-admin-privileges"
import { adminActorName, recordAnswer } from "../../../helpers"

/** Runs the import pipeline on the record; the answer is the record after the run. */
export async function POST(req: AdminRequest, res: AdminResponse) {
  const actor = await adminActorName(req)
  const mayCreateOrders =
    lacking(await adminCaller(req), ["order:create"]).length === 0
  await processInboundRecordWorkflow(req.scope).run({
    input: {
      recordId: req.params.id,
      action: "process",
      actor,
      mayCreateOrders,
    },
  })
  // Answered as GET answers it (runs included, no storage key).
  res.json({ record: await recordAnswer(req) })
}
