import { defineMiddlewares } from "@medusajs/framework/http"
import { mountApiRoutes } from "../shopware/http/mount"
import { API_ROUTES } from "../shopware/routes/table"
import { adminB2bMiddlewares } from "./admin/b2b/middlewares"
import { adminAclRoleMiddlewares } from "./admin/plugin-acl-roles/middlewares"
import { adminIntegrationMiddlewares } from "./admin/plugin-integrations/middlewares"

export default defineMiddlewares({
  routes: [...adminIntegrationMiddlewares, ...adminAclRoleMiddlewares, ...adminB2bMiddlewares, ...mountApiRoutes(API_ROUTES)],
})
