import {
  MiddlewareRoute,
  validateAndTransformBody,
  validateAndTransformQuery,
} from "@medusajs/framework/http"
import { requireAdminPrivileges } from "../../utils/require-admin-privileges"
import {
  AdminCreateWebhook,
  AdminUpdateWebhook,
  AdminWebhookDeliveryListParams,
  AdminWebhookListParams,
} from "./validators"
import {
  listDeliveriesQueryConfig,
  listWebhooksQueryConfig,
} from "./query-config"

/** The webhooks' `/admin` routes; who owns which webhook the routes check (ownership.ts). */
export const adminWebhookMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/plugin-webhooks",
    method: ["GET"],
    middlewares: [
      requireAdminPrivileges("webhook:read"),
      validateAndTransformQuery(
        AdminWebhookListParams,
        listWebhooksQueryConfig
      ),
    ],
  },
  {
    matcher: "/admin/plugin-webhooks/:id",
    method: ["GET"],
    middlewares: [requireAdminPrivileges("webhook:read")],
  },
  {
    matcher: "/admin/plugin-webhooks/:id/deliveries",
    method: ["GET"],
    middlewares: [
      requireAdminPrivileges("webhook:read"),
      validateAndTransformQuery(
        AdminWebhookDeliveryListParams,
        listDeliveriesQueryConfig
      ),
    ],
  },
  {
    matcher: "/admin/plugin-webhooks",
    method: ["POST"],
    middlewares: [
      requireAdminPrivileges("webhook:create"),
      validateAndTransformBody(AdminCreateWebhook),
    ],
  },
  {
    matcher: "/admin/plugin-webhooks/:id",
    method: ["POST"],
    middlewares: [
      requireAdminPrivileges("webhook:update"),
      validateAndTransformBody(AdminUpdateWebhook),
    ],
  },
  {
    matcher: "/admin/plugin-webhooks/:id/secret",
    method: ["POST"],
    middlewares: [requireAdminPrivileges("webhook:update")],
  },
  {
    matcher: "/admin/plugin-webhooks/:id",
    method: ["DELETE"],
    middlewares: [requireAdminPrivileges("webhook:delete")],
  },
  {
    matcher: "/admin/plugin-webhook-deliveries/:id/resend",
    method: ["POST"],
    middlewares: [requireAdminPrivileges("webhook:update")],
  },
]
