import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import type { AdminSetUserAccessType } from "../../../plugin-acl-roles/validators"
import { changeUserAccess } from "../../../plugin-users/user-access"

/** Makes another admin user an administrator of the plugin, or restricts them to their roles (administrators only). */
export async function POST(
  req: AdminRequest<AdminSetUserAccessType>,
  res: AdminResponse
) {
  res.json(
    await changeUserAccess(req, { admin: req.validatedBody.administrator })
  )
}
