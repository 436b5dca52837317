import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { runInboundAction } from "../../../../../../workflows/b2b-import/run-inbound-action"
import { adminActorName } from "../../../helpers"

/** Approves a record awaiting approval; the answer is the record, with what changed since import in `changes`. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const record = await runInboundAction(req.scope, { id: req.params.id, action: "approve", actor: await adminActorName(req) })
  res.json({ record })
}
