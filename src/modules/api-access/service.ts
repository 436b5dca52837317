import { MedusaService } from "@medusajs/framework/utils"
import { AclRole } from "./models/acl-role"
import { Integration } from "./models/integration"
import { RefreshToken } from "./models/refresh-token"
import { UserRole } from "./models/user-role"

/** Integrations, roles, user role assignments and refresh tokens of the `/api` dialect. */
export default class ApiAccessModuleService extends MedusaService({
  // Keys follow the model names so that query.graph finds the list methods.
  PluginIntegration: Integration,
  PluginAclRole: AclRole,
  PluginUserAclRole: UserRole,
  PluginApiRefreshToken: RefreshToken,
}) {}
