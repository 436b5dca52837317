import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import type { AdminSetUserRolesType } from "../../../plugin-acl-roles/validators"
import {
  changeUserAccess,
  pluginAccessOf,
} from "../../../plugin-users/user-access"

/** The plugin roles and administrator flag of an admin user. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json(await pluginAccessOf(req, req.params.id))
}

/** Replaces the plugin roles of another admin user, within the caller's own privileges. */
export async function POST(
  req: AdminRequest<AdminSetUserRolesType>,
  res: AdminResponse
) {
  res.json(await changeUserAccess(req, { roleIds: req.validatedBody.role_ids }))
}
