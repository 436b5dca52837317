import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { pluginOptions } from "../../modules/plugin-settings"

/**
 * CORS on `/api`, as Shopware's CorsListener answers it: every answer (errors
 * too) carries `Access-Control-Allow-Origin` and the allowed methods and
 * headers, and a preflight (`OPTIONS`) is answered 204 before authentication.
 * `/api` takes bearer tokens only, never cookies, so no credentials are
 * allowed and `*` is a safe default; the `apiCors` option narrows the origins.
 */

/** Headers Shopware clients send (its CorsListener's list), plus the sync headers and Accept. */
const ALLOWED_HEADERS = [
  "Content-Type",
  "Authorization",
  "Accept",
  "sw-context-token",
  "sw-access-key",
  "sw-language-id",
  "sw-version-id",
  "sw-inheritance",
  "sw-include-seo-urls",
  "sw-skip-trigger-flow",
  "sw-app-integration-id",
  "sw-app-user-id",
  "sw-currency-id",
  "sw-include-search-info",
  "sw-indexing-behavior",
  "indexing-behavior",
  "single-operation",
  "fail-on-error",
].join(",")
const ALLOWED_METHODS = "GET,POST,PUT,PATCH,DELETE"
/** Headers of an answer a browser script may read (the throttle's wait). */
const EXPOSED_HEADERS = "Retry-After,Allow,Content-Disposition"
/** How long a browser may keep a preflight's answer (seconds). */
const MAX_AGE = "600"

/** The `Access-Control-Allow-Origin` for a request's origin, or none when the origin is not allowed. */
function allowedOrigin(
  allowed: readonly string[],
  origin: string | undefined
): string | undefined {
  if (allowed.includes("*")) return "*"
  return origin && allowed.includes(origin) ? origin : undefined
}

export function apiCors(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  const allowed = pluginOptions(req.scope).apiCors
  const list = typeof allowed === "string" ? [allowed] : allowed
  // The answer differs by origin when a list is configured: caches must keep them apart.
  if (!list.includes("*")) res.vary("Origin")
  const origin = allowedOrigin(list, req.headers.origin)
  if (origin) {
    res.setHeader("Access-Control-Allow-Origin", origin)
    res.setHeader("Access-Control-Allow-Methods", ALLOWED_METHODS)
    res.setHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS)
    res.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS)
  }
  if (req.method !== "OPTIONS") return next()
  if (origin) res.setHeader("Access-Control-Max-Age", MAX_AGE)
  res.status(204).end()
}
