import { defineMiddlewares } from "@medusajs/framework/http"
import { mountApiRoutes } from "../shopware/http/mount"
import { API_ROUTES } from "../shopware/routes/table"
import { adminB2bMiddlewares } from "./admin/b2b/middlewares"
import { adminAclRoleMiddlewares } from "./admin/plugin-acl-roles/middlewares"
import { medusaRoleMiddlewares } from "./admin/plugin-acl-roles/protect-medusa-roles"
import { adminIntegrationMiddlewares } from "./admin/plugin-integrations/middlewares"
import { adminWebhookMiddlewares } from "./admin/plugin-webhooks/middlewares"
import { pluginErrorHandler } from "./error-handler"
import { historyActorMiddlewares } from "./history-actor"
import { authLoginThrottleMiddlewares } from "./auth-login-throttle"
import { inputGuardMiddlewares } from "./input-guard"
import { rbacCarryOverMiddlewares } from "./rbac-carry-over"
import { adminHistoryMiddlewares } from "./admin/product-history/middlewares"
import { guardQueryIndexes } from "../utils/query-index-guard"
import { declarePolicies } from "./utils/route-policies"

// Medusa parses each request's query string before any middleware of ours
// runs; its parser is bounded here, when the routes are loaded (see the file).
guardQueryIndexes()

export default defineMiddlewares({
  errorHandler: pluginErrorHandler,
  routes: [
    ...rbacCarryOverMiddlewares,
    ...authLoginThrottleMiddlewares,
    ...inputGuardMiddlewares,
    ...historyActorMiddlewares,
    ...medusaRoleMiddlewares,
    ...declarePolicies([
      ...adminIntegrationMiddlewares,
      ...adminWebhookMiddlewares,
      ...adminAclRoleMiddlewares,
      ...adminB2bMiddlewares,
      ...adminHistoryMiddlewares,
    ]),
    ...mountApiRoutes(API_ROUTES),
  ],
})
