import { MedusaError } from "@medusajs/framework/utils"
import { rbacEnabled } from "./rbac-holding"

/** Code of the refusal below, for clients that branch on it. */
export const USER_ROLES_IN_MEDUSA_RBAC = "USER_ROLES_IN_MEDUSA_RBAC"

export const USER_ROLES_IN_MEDUSA_RBAC_MESSAGE =
  "While Medusa's role-based access control is on, the roles of admin users are managed in Medusa's Settings → Roles: give or take this user's rights there. The plugin's own roles and administrator flag for users are not used then."

/**
 * Under Medusa's RBAC a user's plugin rights are exactly what their Medusa
 * roles grant (src/modules/api-access/rbac-holding.ts): a change to the
 * plugin's own store for users (roles, administrator flag) would be kept but
 * never count, so it is refused (409) instead of seeming to work.
 * Integrations are not users: their roles stay with the plugin.
 */
export function assertUserStoreInUse(): void {
  if (!rbacEnabled()) return
  throw new MedusaError(
    MedusaError.Types.CONFLICT,
    USER_ROLES_IN_MEDUSA_RBAC_MESSAGE,
    USER_ROLES_IN_MEDUSA_RBAC
  )
}
