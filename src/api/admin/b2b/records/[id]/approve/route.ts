import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { runInboundAction } from "../../../../../../operations/b2b-import/run-inbound-action"
import { adminActorName } from "../../../helpers"

/** Approves a record awaiting approval; the answer is the record, with what changed since import in `changes`. */
export async function POST(req: AdminRequest, res: AdminResponse) {
  const actor = await adminActorName(req)
  const record = await runInboundAction(req.scope, {
    id: req.params.id,
    action: "approve",
    actor,
  })
  res.json({ record })
}
