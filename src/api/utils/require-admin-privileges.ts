import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { missingPrivileges, Privilege } from "../../modules/api-access/privileges"
import { userActor } from "../../shopware/auth/actors"

/**
 * The plugin's privileges on its `/admin/*` routes. A Medusa admin user is
 * checked against their roles (none: administrator); a secret API key acts
 * with the rights of the admin who created it, i.e. as administrator.
 */
export function requireAdminPrivileges(...required: Privilege[]) {
  return async (req: AuthenticatedMedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const { actor_type, actor_id } = req.auth_context ?? {}
    if (actor_type !== "user") {
      return next()
    }
    const actor = await userActor(req.scope, actor_id)
    const missing = missingPrivileges(actor.grant, required)
    if (missing.length) {
      return next(new MedusaError(MedusaError.Types.FORBIDDEN, `Missing privilege(s): ${missing.join(", ")}.`))
    }
    next()
  }
}
