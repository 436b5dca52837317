import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireAdminPrivileges as need } from "../../utils/require-admin-privileges"

export const adminHistoryMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/product-history*",
    method: ["GET"],
    middlewares: [need("plugin_product_history:read")],
  },
  {
    matcher: "/admin/product-history/export-*",
    method: ["POST"],
    middlewares: [need("plugin_product_history:read")],
  },
  {
    matcher: "/admin/product-history/:id/rollback",
    method: ["POST"],
    middlewares: [need("plugin_product_history:update", "product:update")],
  },
  {
    matcher: "/admin/products/:id/history",
    method: ["GET"],
    middlewares: [need("plugin_product_history:read")],
  },
  {
    matcher: "/admin/products/:id/price-series",
    method: ["GET"],
    middlewares: [need("plugin_product_history:read")],
  },
]
