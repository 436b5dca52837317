import type { AdminRequest, AdminResponse } from "../../../utils/http"
import {
  deleteAclRolesWorkflow,
  updateAclRoleWorkflow,
} from "../../../../workflows/api-access"
import { apiAccess } from "../../../../modules/api-access"
import { adminCaller } from "../../../utils/require-admin-privileges"
import { MedusaError } from "@medusajs/framework/utils"
import { rbacEnabled } from "../../../../modules/api-access/rbac-holding"
import { medusaRolesPage } from "../medusa-roles"
import type { AdminUpdateAclRoleType } from "../validators"

/** One role: the plugin's, or Medusa's under its RBAC (404 naming the id). */
async function roleOf(req: AdminRequest, id: string) {
  if (!rbacEnabled()) return apiAccess(req.scope).retrieveAclRole(id)
  const { data } = await medusaRolesPage(req, { id })
  if (!data[0])
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `There is no role with id "${id}".`
    )
  return data[0]
}

/** One role. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({ acl_role: await roleOf(req, req.params.id) })
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
  await roleOf(req, req.params.id)
  await deleteAclRolesWorkflow(req.scope).run({
    input: { ids: [req.params.id], caller: await adminCaller(req) },
  })
  res.json({ id: req.params.id, object: "plugin_acl_role", deleted: true })
}
