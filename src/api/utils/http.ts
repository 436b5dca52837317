import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"

/**
 * An authenticated request to one of the plugin's `/admin` routes: `Body` and
 * `Query` as the route's middleware validated them (`req.validatedBody`,
 * `req.validatedQuery`).
 */
export type AdminRequest<
  Body = unknown,
  Query = Record<string, unknown>,
> = AuthenticatedMedusaRequest<Body, Query>
export type AdminResponse = MedusaResponse
