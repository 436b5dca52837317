import type { AdminRequest, AdminResponse } from "../../../utils/http"
import {
  deleteAclRolesWorkflow,
  updateAclRoleWorkflow,
} from "../../../../workflows/api-access"
import { apiAccess } from "../../../../modules/api-access"
import { adminCaller } from "../../../utils/require-admin-privileges"
import type { AdminUpdateAclRoleType } from "../validators"

/** One role. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({
    acl_role: await apiAccess(req.scope).retrieveAclRole(req.params.id),
  })
}

/** Changes a role. */
export async function POST(
  req: AdminRequest<AdminUpdateAclRoleType>,
  res: AdminResponse
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
export async function DELETE(req: AdminRequest, res: AdminResponse) {
  await apiAccess(req.scope).retrieveAclRole(req.params.id)
  await deleteAclRolesWorkflow(req.scope).run({
    input: { ids: [req.params.id], caller: await adminCaller(req) },
  })
  res.json({ id: req.params.id, object: "plugin_acl_role", deleted: true })
}
