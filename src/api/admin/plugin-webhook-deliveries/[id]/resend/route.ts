import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { resendWebhookDeliveryWorkflow } from "../../../../../workflows/webhooks"
import { adminCaller } from "../../../../utils/require-admin-privileges"

/** "Send again": a finished delivery is queued once more with the same event id. */
export async function POST(req: AdminRequest, res: AdminResponse) {
  const { result } = await resendWebhookDeliveryWorkflow(req.scope).run({
    input: { id: req.params.id, caller: await adminCaller(req) },
  })
  res.json({
    delivery: {
      id: result.id,
      status: result.status,
      next_attempt_at: result.next_attempt_at,
    },
  })
}
