import type {
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { apiCors } from "./cors"
import { requireKnownPath } from "./path-ids"
import { authenticate, requirePrivileges } from "../auth/authenticate"
import { ApiError, ApiErrorCode } from "../errors"
import { READS } from "../../api/history-actor"
import { runAsHistoryActor } from "../../modules/product-history/capture/actor-context"
import type { ApiRequest, ApiRoute } from "../routes/types"
import {
  guardBody,
  guardMultipartFields,
  guardUrl,
  undecodablePathRefusal,
  urlPathRefusal,
} from "./input-guard"
import {
  bodyParser,
  multipartParser,
  sendApiError,
  step,
  validate,
} from "./pipeline"

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/")
  const got = path.replace(/\/+$/, "").split("/")
  return (
    want.length === got.length &&
    want.every((seg, i) =>
      seg.startsWith(":") ? got[i] !== "" : seg === got[i]
    )
  )
}

function decodedOrRaw(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Answers `/api/*` requests no row of the table serves: 405 for a known path, else 404. */
function fallback(routes: ApiRoute[]) {
  return (req: MedusaRequest, res: MedusaResponse, next: () => void) => {
    const path = req.originalUrl.split("?")[0]
    const onPath = routes.filter((r) => matches(r.path, path))
    if (onPath.some((r) => r.method === req.method.toLowerCase())) return next()
    // A NUL in a fixed part of the path is a bad request, not a missing route.
    const nul = urlPathRefusal(decodedOrRaw(path))
    if (nul) return sendApiError(req, res, nul)
    const error = onPath.length
      ? new ApiError({
          status: 405,
          code: ApiErrorCode.METHOD_NOT_ALLOWED,
          detail: `${req.method} is not allowed on ${path}; use ${onPath.map((r) => r.method.toUpperCase()).join(", ")}.`,
        })
      : new ApiError({
          status: 404,
          code: ApiErrorCode.ROUTE_NOT_FOUND,
          detail: `No route ${req.method} ${path} exists. GET /api/_info/openapi3.json lists every route.`,
        })
    if (error.status === 405)
      res.setHeader(
        "allow",
        onPath.map((r) => r.method.toUpperCase()).join(", ")
      )
    sendApiError(req, res, error)
  }
}

/** Medusa middleware entries serving the route table, each a complete pipeline. */
export function mountApiRoutes(routes: ApiRoute[]): MiddlewareRoute[] {
  const mounted: MiddlewareRoute[] = routes.map((route) => ({
    matcher: route.path,
    method: [route.method.toUpperCase() as "GET"],
    bodyParser: false,
    middlewares: [
      // Input limits first: a hostile request costs a walk, never a database query or a recursion.
      step(guardUrl),
      ...bodyParser(route),
      step(guardBody),
      ...(route.privileges === "public"
        ? []
        : [step(authenticate), step(requirePrivileges(route))]),
      step(requireKnownPath(route)),
      ...(route.bodyTypes?.includes("multipart")
        ? [multipartParser(route), step(guardMultipartFields)]
        : []),
      step(validate(route)),
      step(async (req, res) => {
        const actor = (req as ApiRequest).apiActor
        // Product changes an /api client causes are recorded as source `api`, by the integration's label or the user's name.
        const author = actor && {
          source: "api",
          changedBy: actor.name,
          ...(actor.type === "integration"
            ? { integrationId: actor.id }
            : { userId: actor.id }),
        }
        await runAsHistoryActor(
          author ?? { source: "api" },
          () => route.handler(req as ApiRequest, res),
          { save: !READS.has(req.method) }
        )
      }),
    ],
  }))
  const decodable = (
    req: MedusaRequest,
    res: MedusaResponse,
    next: () => void
  ) => {
    const refusal = undecodablePathRefusal(req.originalUrl)
    return refusal ? sendApiError(req, res, refusal) : next()
  }
  // "/api" has no parameter, so Express does not decode it: this runs before any matcher with one can fail.
  return [
    // CORS first: every answer carries it (errors too), and a preflight is answered before authentication.
    { matcher: "/api", bodyParser: false, middlewares: [apiCors] },
    { matcher: "/api", bodyParser: false, middlewares: [decodable] },
    { matcher: "/api/*", bodyParser: false, middlewares: [fallback(routes)] },
    ...mounted,
  ]
}
