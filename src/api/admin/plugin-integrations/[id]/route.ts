import type { AdminRequest, AdminResponse } from "../../../utils/http"
import {
  deleteIntegrationsWorkflow,
  updateIntegrationWorkflow,
} from "../../../../workflows/api-access"
import { adminCaller } from "../../../utils/require-admin-privileges"
import { readIntegration } from "../read-integrations"
import type { AdminUpdateIntegrationType } from "../validators"

/** One integration. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({ integration: await readIntegration(req, req.params.id) })
}

/** Changes label, admin flag or roles. */
export async function POST(
  req: AdminRequest<AdminUpdateIntegrationType>,
  res: AdminResponse
) {
  await readIntegration(req, req.params.id)
  const { label, admin, role_ids } = req.validatedBody
  await updateIntegrationWorkflow(req.scope).run({
    input: {
      id: req.params.id,
      label,
      admin,
      roleIds: role_ids,
      caller: await adminCaller(req),
    },
  })
  res.json({ integration: await readIntegration(req, req.params.id) })
}

/** Deletes the integration; its tokens stop working. */
export async function DELETE(req: AdminRequest, res: AdminResponse) {
  await readIntegration(req, req.params.id)
  await deleteIntegrationsWorkflow(req.scope).run({
    input: { ids: [req.params.id], caller: await adminCaller(req) },
  })
  res.json({ id: req.params.id, object: "plugin_integration", deleted: true })
}
