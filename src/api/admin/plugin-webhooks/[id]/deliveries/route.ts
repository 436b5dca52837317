import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { graphPage } from "../../../../utils/find-params"
import { readWebhook } from "../../read-webhooks"
import type { AdminWebhookDeliveryListParamsType } from "../../validators"

/** The webhook's delivery log, newest first; `status` keeps those in these statuses. */
export async function GET(
  req: AdminRequest<unknown, AdminWebhookDeliveryListParamsType>,
  res: AdminResponse
) {
  await readWebhook(req, req.params.id)
  const { status } = req.validatedQuery
  const filters: Record<string, unknown> = { webhook_id: req.params.id }
  if (status?.length) filters.status = status
  const { data, ...page } = await graphPage(req, "webhook_delivery", filters)
  res.json({ deliveries: data, ...page })
}
