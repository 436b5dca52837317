import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { setUserRolesWorkflow } from "../../../../../workflows/api-access/workflows"
import { apiAccess } from "../../../../../workflows/api-access/steps/resolve-service"
import type { AdminSetUserRolesType } from "../../../plugin-acl-roles/validators"

async function rolesOf(req: AuthenticatedMedusaRequest, userId: string) {
  await req.scope.resolve(Modules.USER).retrieveUser(userId)
  const assignments = await apiAccess(req.scope).listPluginUserAclRoles({ user_id: userId }, { relations: ["role"] })
  const acl_roles = assignments.flatMap((a) => (a.role ? [a.role] : []))
  return { user_id: userId, administrator: assignments.length === 0, acl_roles }
}

/** The plugin roles of an admin user (none: administrator). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await rolesOf(req, req.params.id))
}

/** Replaces the plugin roles of an admin user. */
export async function POST(req: AuthenticatedMedusaRequest<AdminSetUserRolesType>, res: MedusaResponse) {
  await req.scope.resolve(Modules.USER).retrieveUser(req.params.id)
  await setUserRolesWorkflow(req.scope).run({ input: { userId: req.params.id, roleIds: req.validatedBody.role_ids } })
  res.json(await rolesOf(req, req.params.id))
}
