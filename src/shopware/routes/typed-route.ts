import type { MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { ApiRequest, ApiRoute } from "./types"

/** What a part's schema parses to; `Otherwise` where the route has none. */
type Parsed<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise

/**
 * What validate() (http/pipeline.ts) puts on `req.apiInput` for a route with
 * these schemas: each part as parsed; without a schema, Express' path
 * parameters, an empty query and no body.
 */
export type InputOf<P = undefined, Q = undefined, B = undefined> = {
  params: Parsed<P, Record<string, string>>
  query: Parsed<Q, Record<string, never>>
  body: Parsed<B, undefined>
}

/** A route of the table whose handler reads its input as its schemas parse it. */
export type TypedApiRoute<P, Q, B> = Omit<
  ApiRoute,
  | "params"
  | "query"
  | "body"
  | "handler"
  | "bodyValidatedByHandler"
  | "queryValidatedByHandler"
> & {
  params?: P
  query?: Q
  body?: B
  handler: (
    req: ApiRequest<InputOf<P, Q, B>>,
    res: MedusaResponse
  ) => Promise<void>
}

/**
 * A row of the route table whose handler's `req.apiInput` is typed from the
 * route's schemas. A route that validates a part itself (search criteria)
 * stays a plain ApiRoute: that part is not on `apiInput`.
 */
export function typedRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: TypedApiRoute<P, Q, B>): ApiRoute {
  // validate() puts exactly what these schemas parsed on req.apiInput; the table's type cannot say which route has which.
  return route as unknown as ApiRoute
}
