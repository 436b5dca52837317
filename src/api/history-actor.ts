import type {
  AuthenticatedMedusaRequest,
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { runAsHistoryActor } from "../modules/product-history/capture/actor-context"
import type { HistoryActor } from "../modules/product-history/types"

/** Methods that only read. */
export const READS = new Set(["GET", "HEAD", "OPTIONS"])

/** Medusa's product CSV import (upload and confirm); its writes carry source `import`. */
const PRODUCT_IMPORT_PATH = /^\/admin\/products\/imports?(\/|$)/

/**
 * Who an `/admin/*` request acts for, read when the request first touches the
 * database (authentication has run by then): the dashboard's session is
 * `admin`, a bearer token or secret API key is `api`.
 */
function adminHistoryActor(req: MedusaRequest): HistoryActor | undefined {
  const auth = (req as AuthenticatedMedusaRequest).auth_context
  if (!auth?.actor_id) return undefined
  const viaHeader = !!req.headers.authorization
  const source = PRODUCT_IMPORT_PATH.test(req.path)
    ? "import"
    : viaHeader
      ? "api"
      : "admin"
  if (auth.actor_type === "api-key") return { source, apiKeyId: auth.actor_id }
  return { source, userId: auth.actor_id }
}

function historyActorScope(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction
) {
  // A request that may write is one save; reads need no change set (and keep the connection setting as it was).
  runAsHistoryActor(() => adminHistoryActor(req), next, {
    save: !READS.has(req.method),
  })
}

/** Puts every `/admin/*` request into a history actor scope. */
export const historyActorMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/*", middlewares: [historyActorScope] },
]
