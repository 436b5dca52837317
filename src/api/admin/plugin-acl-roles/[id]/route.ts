import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  deleteAclRolesWorkflow,
  updateAclRoleWorkflow,
} from "../../../../workflows/api-access"
import { apiAccess } from "../../../../modules/api-access"
import { adminCaller } from "../../../utils/require-admin-privileges"
import type { AdminUpdateAclRoleType } from "../validators"

/** One role. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json({
    acl_role: await apiAccess(req.scope).retrievePluginAclRole(req.params.id),
  })
}

/** Changes a role. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminUpdateAclRoleType>,
  res: MedusaResponse
) {
  const { result } = await updateAclRoleWorkflow(req.scope).run({
    input: {
      id: req.params.id,
      ...req.validatedBody,
      caller: await adminCaller(req),
    },
  })
  res.json({ acl_role: result })
}

/** Deletes a role. */
export async function DELETE(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await apiAccess(req.scope).retrievePluginAclRole(req.params.id)
  await deleteAclRolesWorkflow(req.scope).run({
    input: { ids: [req.params.id], caller: await adminCaller(req) },
  })
  res.json({ id: req.params.id, object: "plugin_acl_role", deleted: true })
}
