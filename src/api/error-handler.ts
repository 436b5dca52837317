import { errorHandler } from "@medusajs/framework/http"
import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { B2B_ERROR_CODES } from "../modules/b2b-import/errors"
import { isPluginAdminRequest } from "./input-guard"

const medusaErrorHandler = errorHandler()

/** Code of the MedusaError for an upload above the plugin's limit: answered 413. */
export const FILE_TOO_LARGE = "FILE_TOO_LARGE"

type PluginError = MedusaError & { meta?: Record<string, unknown> }

/**
 * The one error handler of the plugin's `/admin` routes: Medusa's, except
 * - a request path that is not valid percent-encoding (`/admin/b2b/records/%E0%A4%A`):
 *   Express' URIError would be a 500; it is the client's mistake, a 400 in words;
 * - a CONFLICT of a plugin route (a record in the wrong status, a field changed
 *   since): 409 with its own words, code and `meta`, where Medusa's handler
 *   would answer a generic text about idempotency keys;
 * - an upload above the limit: 413;
 * - an Accept header naming nothing the route can answer in (an order response): 406.
 * Medusa's own routes keep Medusa's answers.
 */
export function pluginErrorHandler(
  err: unknown,
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  if (res.headersSent) return medusaErrorHandler(err as Error, req, res, next)
  if (err instanceof URIError) {
    res.status(400).json({
      type: "invalid_data",
      message:
        "The URL path is not valid: a percent sign (%) must be followed by two hexadecimal digits that together form UTF-8 text.",
    })
    return
  }
  if (MedusaError.isMedusaError(err) && isPluginAdminRequest(req)) {
    const { type, code, message, meta } = err as PluginError
    if (type === MedusaError.Types.CONFLICT) {
      res
        .status(409)
        .json({ type: "conflict", code, message, ...(meta ? { meta } : {}) })
      return
    }
    if (code === B2B_ERROR_CODES.NOT_ACCEPTABLE) {
      res.status(406).json({ type: "not_acceptable", code, message })
      return
    }
    if (code === FILE_TOO_LARGE) {
      res.status(413).json({ type: "invalid_data", message })
      return
    }
  }
  return medusaErrorHandler(err as Error, req, res, next)
}
