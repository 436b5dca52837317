import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { setUserAccessWorkflow } from "../../../../../workflows/api-access"
import { pluginAccessOf } from "../../../plugin-users/user-access"
import { adminCaller } from "../../../../utils/require-admin-privileges"
import type { AdminSetUserRolesType } from "../../../plugin-acl-roles/validators"

/** The plugin roles and administrator flag of an admin user. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json(await pluginAccessOf(req, req.params.id))
}

/** Replaces the plugin roles of another admin user, within the caller's own privileges. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminSetUserRolesType>,
  res: MedusaResponse
) {
  await pluginAccessOf(req, req.params.id)
  const caller = await adminCaller(req)
  await setUserAccessWorkflow(req.scope).run({
    input: {
      userId: req.params.id,
      roleIds: req.validatedBody.role_ids,
      caller,
    },
  })
  res.json(await pluginAccessOf(req, req.params.id))
}
