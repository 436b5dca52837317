import {
  MiddlewareRoute,
  validateAndTransformBody,
  validateAndTransformQuery,
} from "@medusajs/framework/http"
import { requireAdminPrivileges } from "../../utils/require-admin-privileges"
import {
  AdminCreateIntegration,
  AdminIntegrationListParams,
  AdminUpdateIntegration,
} from "./validators"
import { listIntegrationsQueryConfig } from "./query-config"

export const adminIntegrationMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/plugin-integrations",
    method: ["GET"],
    middlewares: [
      requireAdminPrivileges("integration:read"),
      validateAndTransformQuery(
        AdminIntegrationListParams,
        listIntegrationsQueryConfig
      ),
    ],
  },
  {
    matcher: "/admin/plugin-integrations/*",
    method: ["GET"],
    middlewares: [requireAdminPrivileges("integration:read")],
  },
  {
    matcher: "/admin/plugin-integrations",
    method: ["POST"],
    middlewares: [
      requireAdminPrivileges("integration:create"),
      validateAndTransformBody(AdminCreateIntegration),
    ],
  },
  {
    matcher: "/admin/plugin-integrations/:id",
    method: ["POST"],
    middlewares: [
      requireAdminPrivileges("integration:update"),
      validateAndTransformBody(AdminUpdateIntegration),
    ],
  },
  {
    matcher: "/admin/plugin-integrations/:id/secret",
    method: ["POST"],
    middlewares: [requireAdminPrivileges("integration:update")],
  },
  {
    matcher: "/admin/plugin-integrations/:id",
    method: ["DELETE"],
    middlewares: [requireAdminPrivileges("integration:delete")],
  },
]
