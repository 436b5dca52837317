import { errorHandler } from "@medusajs/framework/http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

const medusaErrorHandler = errorHandler()

/**
 * Medusa's error handler, except for a request path that is not valid
 * percent-encoding (`/admin/b2b/records/%E0%A4%A`): Express' URIError would
 * be a 500; it is the client's mistake, a 400 in words.
 */
export function pluginErrorHandler(err: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (err instanceof URIError && !res.headersSent) {
    res.status(400).json({
      type: "invalid_data",
      message: "The URL path is not valid: a percent sign (%) must be followed by two hexadecimal digits that together form UTF-8 text.",
    })
    return
  }
  return medusaErrorHandler(err as Error, req, res, next)
}
