import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { Grant, Privilege } from "../../modules/api-access/privileges"

type HttpMethod = "get" | "post" | "patch" | "delete"

/** Who calls an `/api/*` route, resolved from the bearer token. */
export type ApiActor = {
  type: "user" | "integration"
  id: string
  /** Display name: user's name or e-mail, or the integration's label. */
  name: string
  grant: Grant
}

/** The input of a route that does not type it through typedRoute. */
export type ApiInput = {
  params: Record<string, string>
  query: Record<string, unknown>
  /** A JSON object once the route's body schema passed it; absent without one. */
  body?: Record<string, unknown>
}

/**
 * A request that passed the route's body parsing, authentication and
 * validation. `Input` is what validate() (http/pipeline.ts) put on it: typed
 * from the route's schemas for a typedRoute (typed-route.ts); a route that
 * validates by hand reads it as `unknown` and narrows.
 */
export type ApiRequest<Input = ApiInput> = MedusaRequest & {
  apiActor?: ApiActor
  apiInput: Input
}

type ApiResponseSpec = {
  description: string
  schema?: z.ZodType
  /** Defaults to application/json when a schema is given. */
  contentType?: string
  /**
   * Further media types the same status may answer in, by the request's
   * Accept (the entity API's JSON:API variant), each with its own schema.
   */
  alternatives?: Record<string, z.ZodType>
}

/** One row of the `/api/*` route table: the single source for mounting, privileges and OpenAPI. */
export type ApiRoute = {
  method: HttpMethod
  /** Express-style path, e.g. `/api/search/integration` or `/api/integration/:id`. */
  path: string
  operationId: string
  summary: string
  tag: string
  /**
   * Privileges the caller must hold (at least one); `"authenticated"` for any
   * valid token (the OpenAPI document, as in Shopware); `"public"` only for
   * the token endpoint.
   */
  privileges: readonly [Privilege, ...Privilege[]] | "authenticated" | "public"
  params?: z.ZodObject
  query?: z.ZodType
  body?: z.ZodType
  /** The handler validates the body itself (search criteria); `body` then only documents it. */
  bodyValidatedByHandler?: true
  /** The handler validates the query string itself (list criteria); `query` then only documents it. */
  queryValidatedByHandler?: true
  /**
   * Accepted request body media types; default JSON only. `multipart`: one
   * file and fields, read after authentication; `form-data`: fields only as
   * multipart/form-data (the token endpoint, as Shopware's reads it).
   */
  bodyTypes?: ("json" | "form" | "multipart" | "form-data")[]
  /** Largest accepted body (multipart: file) in bytes; default 100 kB; a function reads it per request (plugin options). */
  bodyLimit?: number | ((req: MedusaRequest) => number)
  responses: Record<number, ApiResponseSpec>
  /** Error statuses the route can answer besides 401/403 (documented in OpenAPI). */
  errors?: number[]
  handler: (req: ApiRequest, res: MedusaResponse) => Promise<void>
}
