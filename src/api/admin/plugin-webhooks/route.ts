import type { AdminRequest, AdminResponse } from "../../utils/http"
import { createWebhookWorkflow } from "../../../workflows/webhooks"
import { containsPattern } from "../../../utils/like-pattern"
import { adminCaller } from "../../utils/require-admin-privileges"
import { readWebhook, webhooksPage } from "./read-webhooks"
import type {
  AdminCreateWebhookType,
  AdminWebhookListParamsType,
} from "./validators"

/** Lists the caller's webhooks (an administrator's: all); `q` searches name and address. */
export async function GET(
  req: AdminRequest<unknown, AdminWebhookListParamsType>,
  res: AdminResponse
) {
  const { q } = req.validatedQuery
  const filters: Record<string, unknown> = {}
  if (q)
    filters.$or = [
      { name: { $ilike: containsPattern(q) } },
      { url: { $ilike: containsPattern(q) } },
    ]
  const { data, ...page } = await webhooksPage(req, filters)
  res.json({ webhooks: data, ...page })
}

/** Registers a webhook owned by the caller; the answer holds its signing secret, shown this once. */
export async function POST(
  req: AdminRequest<AdminCreateWebhookType>,
  res: AdminResponse
) {
  const { result } = await createWebhookWorkflow(req.scope).run({
    input: { ...req.validatedBody, caller: await adminCaller(req) },
  })
  res.status(201).json({
    webhook: await readWebhook(req, result.webhook.id),
    secret: result.secret,
  })
}
