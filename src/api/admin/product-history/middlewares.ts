import {
  type MiddlewareRoute,
  validateAndTransformBody,
  validateAndTransformQuery,
} from "@medusajs/framework/http"
import { requireAdminPrivileges as need } from "../../utils/require-admin-privileges"
import {
  listHistoryQueryConfig,
  retrievePriceSeriesQueryConfig,
} from "./query-config"
import {
  AdminHistoryCsvExport,
  AdminHistoryExport,
  AdminHistoryListParams,
  AdminPriceSeriesParams,
  AdminRollback,
} from "./validators"

const read = need("plugin_product_history:read")
const listQuery = validateAndTransformQuery(
  AdminHistoryListParams,
  listHistoryQueryConfig
)

export const adminHistoryMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/product-history",
    method: ["GET"],
    middlewares: [read, listQuery],
  },
  {
    matcher: "/admin/product-history/*",
    method: ["GET"],
    middlewares: [read],
  },
  {
    matcher: "/admin/product-history/export-csv",
    method: ["POST"],
    middlewares: [read, validateAndTransformBody(AdminHistoryCsvExport)],
  },
  {
    matcher: "/admin/product-history/export-pdf",
    method: ["POST"],
    middlewares: [read, validateAndTransformBody(AdminHistoryExport)],
  },
  {
    matcher: "/admin/product-history/:id/rollback",
    method: ["POST"],
    middlewares: [
      need("plugin_product_history:update", "product:update"),
      validateAndTransformBody(AdminRollback),
    ],
  },
  {
    matcher: "/admin/product-history/change-sets/:id/rollback",
    method: ["POST"],
    middlewares: [
      need("plugin_product_history:update", "product:update"),
      validateAndTransformBody(AdminRollback),
    ],
  },
  {
    matcher: "/admin/products/:id/history",
    method: ["GET"],
    middlewares: [read, listQuery],
  },
  {
    matcher: "/admin/products/:id/price-series",
    method: ["GET"],
    middlewares: [
      read,
      validateAndTransformQuery(
        AdminPriceSeriesParams,
        retrievePriceSeriesQueryConfig
      ),
    ],
  },
]
