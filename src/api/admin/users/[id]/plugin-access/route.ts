import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { setUserAccessWorkflow } from "../../../../../workflows/api-access"
import { adminCaller } from "../../../../utils/require-admin-privileges"
import type { AdminSetUserAccessType } from "../../../plugin-acl-roles/validators"
import { pluginAccessOf } from "../../../plugin-users/user-access"

/** Makes another admin user an administrator of the plugin, or restricts them to their roles (administrators only). */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminSetUserAccessType>,
  res: MedusaResponse
) {
  await pluginAccessOf(req, req.params.id)
  const caller = await adminCaller(req)
  await setUserAccessWorkflow(req.scope).run({
    input: {
      userId: req.params.id,
      admin: req.validatedBody.administrator,
      caller,
    },
  })
  res.json(await pluginAccessOf(req, req.params.id))
}
