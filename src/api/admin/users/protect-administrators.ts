import type {
  AuthenticatedMedusaRequest,
  MedusaNextFunction,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { API_ACCESS_MODULE } from "../../../modules/api-access"
import type ApiAccessModuleService from "../../../modules/api-access/service"
import { userHoldingOf } from "../../../modules/api-access/principals"
import { rbacEnabled } from "../../../modules/api-access/rbac-holding"
import { adminCaller } from "../../utils/require-admin-privileges"

/**
 * Medusa lets every admin user delete every other one. Deleting the plugin's
 * administrators would take the shop's control of the plugin away, so only an
 * administrator may delete an administrator (Medusa's own `DELETE /admin/users/:id`).
 * Under Medusa's RBAC an administrator is a user whose Medusa roles grant
 * `*:*` (the Super Admin role): the plugin's own flags are not used then.
 */
export async function protectAdministrators(
  req: AuthenticatedMedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction
) {
  try {
    const target = rbacEnabled()
      ? await userHoldingOf(req.scope, req.params.id)
      : await req.scope
          .resolve<ApiAccessModuleService>(API_ACCESS_MODULE)
          .userHolding(req.params.id)
    if (target?.admin && !(await adminCaller(req)).admin) {
      return next(
        new MedusaError(
          MedusaError.Types.FORBIDDEN,
          "Only an administrator of the plugin may delete another administrator."
        )
      )
    }
    next()
  } catch (error) {
    next(error)
  }
}
