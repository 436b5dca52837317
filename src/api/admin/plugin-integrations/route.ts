import type { AdminRequest, AdminResponse } from "../../utils/http"
import { createIntegrationWorkflow } from "../../../workflows/api-access"
import { containsPattern } from "../../../utils/like-pattern"
import { adminCaller } from "../../utils/require-admin-privileges"
import { integrationsPage, readIntegration } from "./read-integrations"
import type {
  AdminCreateIntegrationType,
  AdminIntegrationListParamsType,
} from "./validators"

/**
 * Lists the integrations of the `/api` dialect: `q` searches label and access
 * key; `admin`, `used` and `role_id` filter.
 */
export async function GET(
  req: AdminRequest<unknown, AdminIntegrationListParamsType>,
  res: AdminResponse
) {
  const { q, admin, used, role_id } = req.validatedQuery
  const filters: Record<string, unknown> = {}
  if (q)
    filters.$or = [
      { label: { $ilike: containsPattern(q) } },
      { access_key: { $ilike: containsPattern(q) } },
    ]
  if (admin !== undefined) filters.admin = admin
  if (used !== undefined)
    filters.last_used_at = used ? { $ne: null } : { $eq: null }
  const { data, ...page } = await integrationsPage(req, filters, role_id)
  res.json({ integrations: data, ...page })
}

/** Creates an integration; the answer holds its secret, shown this once. */
export async function POST(
  req: AdminRequest<AdminCreateIntegrationType>,
  res: AdminResponse
) {
  const { label, admin, role_ids } = req.validatedBody
  const { result } = await createIntegrationWorkflow(req.scope).run({
    input: { label, admin, roleIds: role_ids, caller: await adminCaller(req) },
  })
  res.status(201).json({
    integration: await readIntegration(req, result.integration.id),
    secret: result.secret,
  })
}
