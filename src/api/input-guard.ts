import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import {
  describeInputProblem,
  findInputProblem,
  findMultipartProblem,
  hasNul,
  type InputPart,
  type InputProblem,
} from "../utils/input-limits"

/**
 * The plugin's `/admin` routes, as path patterns: a request under one of them
 * is held to the input limits (src/utils/input-limits.ts), and a `:name`
 * segment is reported as that path parameter. `*` stands for any one segment,
 * `plugin-*` for any segment starting so (the plugin's own route names), so a
 * new route named as the others is covered without an entry here. Medusa's
 * own `/admin` routes are left to Medusa.
 */
const PLUGIN_ADMIN_PATHS = [
  "/admin/b2b/*/:id",
  "/admin/b2b",
  "/admin/product-history/change-sets/:id",
  "/admin/product-history/:id",
  "/admin/product-history",
  "/admin/products/:id/history",
  "/admin/products/:id/price-series",
  "/admin/plugin-*/:id",
  "/admin/plugin-*",
  "/admin/users/:id/plugin-*",
  // Medusa's password logins, which the plugin throttles: a NUL there reached SQL and its text the answer.
  "/auth/:actor_type/emailpass",
] as const

function segmentMatches(want: string, got: string | undefined): boolean {
  if (!got) return false
  if (want.startsWith(":") || want === "*") return true
  return want.endsWith("*") ? got.startsWith(want.slice(0, -1)) : want === got
}

function refusal(part: InputPart, problem: InputProblem): MedusaError {
  return new MedusaError(
    MedusaError.Types.INVALID_DATA,
    describeInputProblem(part, problem)
  )
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // Not valid percent-encoding; the raw text is all there is to look at.
    return segment
  }
}

/**
 * The pattern the path falls under: its static segments equal, in order, the
 * path's first segments (a route below it, such as `…/:id/process`, counts).
 */
function patternOf(segments: string[]): string[] | undefined {
  for (const pattern of PLUGIN_ADMIN_PATHS) {
    const want = pattern.split("/")
    if (want.length > segments.length) continue
    if (
      want.every((seg, i) =>
        i === 0 ? segments[0] === "" : segmentMatches(seg, segments[i])
      )
    )
      return want
  }
  return undefined
}

/** Whether a request goes to one of the plugin's own `/admin` (or throttled login) routes. */
export function isPluginAdminRequest(req: MedusaRequest): boolean {
  const segments = req.originalUrl.split("?")[0].split("/")
  return !!(patternOf(segments) ?? patternOf(segments.slice(0, 3)))
}

/** Path (Express has not decoded it for a global middleware), query and JSON body. */
function checkRequest(req: MedusaRequest): MedusaError | undefined {
  const segments = req.originalUrl.split("?")[0].split("/")
  // A NUL in a fixed segment (e.g. `/admin/b2b/rec%00ords`) still falls under the area's pattern.
  const pattern = patternOf(segments) ?? patternOf(segments.slice(0, 3))
  if (!pattern) return undefined
  for (const [i, segment] of segments.entries()) {
    if (!hasNul(decoded(segment))) continue
    const param = pattern[i]?.startsWith(":") ? pattern[i].slice(1) : undefined
    return refusal("path", { kind: "nul", path: param ? [param] : [] })
  }
  const inQuery = findInputProblem(req.query)
  if (inQuery) return refusal("query", inQuery)
  // Medusa has parsed JSON bodies before route middlewares; multipart is checked after multer.
  const inBody = findInputProblem(req.body)
  return inBody ? refusal("body", inBody) : undefined
}

function rejectHostileInput(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction
) {
  next(checkRequest(req))
}

/**
 * After multer: the multipart text fields and the uploaded file's name
 * (`/admin/b2b/records`); Medusa renders the 400 as `{type: "invalid_data", message}`.
 */
export function rejectHostileMultipart(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction
) {
  const problem = findMultipartProblem(req)
  if (problem) return next(refusal("form", problem))
  // multer's fields have no prototype; Medusa's validation messages read the sent value only from a plain
  // object (else a wrong value is answered "Field 'hold' is required").
  req.body = { ...(req.body ?? {}) }
  next()
}

/** Runs before every `/admin` route middleware (a global one), after Medusa's authentication and body parser. */
export const inputGuardMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/*", middlewares: [rejectHostileInput] },
  { matcher: "/auth/*", middlewares: [rejectHostileInput] },
]
