import { defineMiddlewares } from "@medusajs/framework/http"
import { mountApiRoutes } from "../shopware/http/mount"
import { API_ROUTES } from "../shopware/routes/table"
import { adminB2bMiddlewares } from "./admin/b2b/middlewares"
import { adminAclRoleMiddlewares } from "./admin/plugin-acl-roles/middlewares"
import { adminIntegrationMiddlewares } from "./admin/plugin-integrations/middlewares"
import { pluginErrorHandler } from "./error-handler"
import { historyActorMiddlewares } from "./history-actor"
import { authLoginThrottleMiddlewares } from "./auth-login-throttle"
import { inputGuardMiddlewares } from "./input-guard"
import { adminHistoryMiddlewares } from "./admin/product-history/middlewares"

export default defineMiddlewares({
  errorHandler: pluginErrorHandler,
  routes: [
    ...authLoginThrottleMiddlewares,
    ...inputGuardMiddlewares,
    ...historyActorMiddlewares,
    ...adminIntegrationMiddlewares,
    ...adminAclRoleMiddlewares,
    ...adminB2bMiddlewares,
    ...adminHistoryMiddlewares,
    ...mountApiRoutes(API_ROUTES),
  ],
})
