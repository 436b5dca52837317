import type { MedusaRequest } from "@medusajs/framework/http"
import type { ConfigModule } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rbacEnabled } from "../../../modules/api-access/rbac-holding"
import type { MedusaRbacState } from "../../../types/plugin-settings"

/** Where the dashboard serves Settings → Roles, below the admin's path (@medusajs/dashboard's route `/settings/roles`). */
const ROLES_ROUTE = "/settings/roles"
/** Medusa's default admin path, when the shop's config names none. */
const DEFAULT_ADMIN_PATH = "/app"

/**
 * Under Medusa's RBAC the admin users' roles live in Medusa's Settings →
 * Roles, not in the plugin: the admin UI reads this to point there.
 */
export function medusaRbacState(req: MedusaRequest): MedusaRbacState {
  if (!rbacEnabled()) return { enabled: false, roles_url: null }
  const config = req.scope.resolve<ConfigModule>(
    ContainerRegistrationKeys.CONFIG_MODULE
  )
  const adminPath = (config.admin?.path || DEFAULT_ADMIN_PATH).replace(
    /\/+$/,
    ""
  )
  return { enabled: true, roles_url: `${adminPath}${ROLES_ROUTE}` }
}
