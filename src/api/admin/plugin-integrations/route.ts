import type { AdminRequest, AdminResponse } from "../../utils/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createIntegrationWorkflow } from "../../../workflows/api-access"
import { containsPattern } from "../../../utils/like-pattern"
import { graphPage } from "../../utils/find-params"
import { adminCaller } from "../../utils/require-admin-privileges"
import { INTEGRATION_FIELDS } from "./query-config"
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
  if (role_id?.length) filters.roles = { id: role_id }
  const { data, ...page } = await graphPage(req, "integration", filters)
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
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "integration",
    fields: INTEGRATION_FIELDS,
    filters: { id: result.integration.id },
  })
  res.status(201).json({ integration: data[0], secret: result.secret })
}
