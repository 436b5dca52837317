import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { renewWebhookSecretWorkflow } from "../../../../../workflows/webhooks"
import { adminCaller } from "../../../../utils/require-admin-privileges"

/** A new signing secret (shown once); deliveries from now on are signed with it. */
export async function POST(req: AdminRequest, res: AdminResponse) {
  const { result } = await renewWebhookSecretWorkflow(req.scope).run({
    input: { id: req.params.id, caller: await adminCaller(req) },
  })
  res.json({ id: result.id, secret: result.secret })
}
