import type { AdminRequest, AdminResponse } from "../../../utils/http"
import {
  deleteWebhooksWorkflow,
  updateWebhookWorkflow,
} from "../../../../workflows/webhooks"
import { adminCaller } from "../../../utils/require-admin-privileges"
import { readWebhook } from "../read-webhooks"
import type { AdminUpdateWebhookType } from "../validators"

/** One webhook of the caller's. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({ webhook: await readWebhook(req, req.params.id) })
}

/** Changes name, event, address or whether it is active; switching it on again clears its run of failures. */
export async function POST(
  req: AdminRequest<AdminUpdateWebhookType>,
  res: AdminResponse
) {
  await readWebhook(req, req.params.id)
  await updateWebhookWorkflow(req.scope).run({
    input: {
      ...req.validatedBody,
      id: req.params.id,
      caller: await adminCaller(req),
    },
  })
  res.json({ webhook: await readWebhook(req, req.params.id) })
}

/** Deletes the webhook; its queued deliveries are not sent. */
export async function DELETE(req: AdminRequest, res: AdminResponse) {
  await readWebhook(req, req.params.id)
  await deleteWebhooksWorkflow(req.scope).run({
    input: { ids: [req.params.id], caller: await adminCaller(req) },
  })
  res.json({ id: req.params.id, object: "plugin_webhook", deleted: true })
}
