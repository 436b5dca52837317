import type { AdminRequest, AdminResponse } from "../../utils/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createIntegrationWorkflow } from "../../../workflows/api-access"
import { listRoute } from "../../utils/find-params"
import { adminCaller } from "../../utils/require-admin-privileges"
import { INTEGRATION_FIELDS } from "./query-config"
import type { AdminCreateIntegrationType } from "./validators"

/** Lists the integrations of the `/api` dialect. */
export const GET = listRoute("integration", "integrations")

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
