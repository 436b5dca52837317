import type {
  AuthenticatedMedusaRequest,
  MedusaNextFunction,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { rbacEnabled } from "../../../modules/api-access/rbac-holding"
import { assertMayChangeRbacRoles } from "../../../modules/api-access/rbac-role-writes"
import { adminCaller } from "../../utils/require-admin-privileges"

/**
 * Medusa's own role routes check only that the caller holds `rbac_role:update`
 * or `:delete` (and, for policies added, that the caller holds them): anyone
 * with them could rename the Super Admin role, take its `*:*` away (locking
 * every administrator out) or delete a role holding more than they do. The
 * plugin's "no way up" applies there too: only a role granting no more than
 * the caller's own roles is changed or deleted (administrators: any).
 */
function protectRoles(what: "change" | "delete") {
  return async (
    req: AuthenticatedMedusaRequest,
    _res: MedusaResponse,
    next: MedusaNextFunction
  ) => {
    try {
      if (rbacEnabled())
        await assertMayChangeRbacRoles(
          req.scope,
          await adminCaller(req),
          [req.params.id],
          what
        )
      next()
    } catch (error) {
      next(error)
    }
  }
}

export const medusaRoleMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/rbac/roles/:id",
    method: ["POST"],
    middlewares: [protectRoles("change")],
  },
  {
    matcher: "/admin/rbac/roles/:id",
    method: ["DELETE"],
    middlewares: [protectRoles("delete")],
  },
  {
    matcher: "/admin/rbac/roles/:id/policies/:policy_id",
    method: ["DELETE"],
    middlewares: [protectRoles("change")],
  },
]
