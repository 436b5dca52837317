import { ENTITIES } from "../entities/registry"
import { entityRoutes } from "../entities/routes"
import { openApiRoute } from "../openapi"
import { accessKeyRoutes } from "./access-key-routes"
import { b2bActionRoutes } from "./b2b-action-routes"
import { b2bApprovalRoutes } from "./b2b-approval-routes"
import { b2bFixLoopRoutes } from "./b2b-fix-loop-routes"
import { b2bMappingRoutes } from "./b2b-mapping-routes"
import { b2bResponseRoutes } from "./b2b-response-routes"
import { historyActionRoutes } from "./history-action-routes"
import { infoRoutes } from "./info-routes"
import { syncRoutes } from "./sync-routes"
import { tokenRoute } from "./token-route"
import type { ApiRoute } from "./types"
import { webhookActionRoutes } from "./webhook-action-routes"

/**
 * The one table of `/api/*` routes. Mounting, authentication, privileges, the
 * authorisation test matrix and the OpenAPI document are all derived from it.
 */
export const API_ROUTES: ApiRoute[] = [
  tokenRoute,
  openApiRoute(() => API_ROUTES, {
    title:
      "B2B order import and product history: Shopware-compatible admin API",
    version: "1.0.0",
  }),
  ...infoRoutes,
  ...ENTITIES.flatMap(entityRoutes),
  ...accessKeyRoutes,
  ...b2bActionRoutes,
  ...b2bApprovalRoutes,
  ...b2bFixLoopRoutes,
  ...b2bMappingRoutes,
  ...b2bResponseRoutes,
  ...historyActionRoutes,
  ...syncRoutes,
  ...webhookActionRoutes,
]
