import type { MedusaContainer } from "@medusajs/framework/types"
import type { Answer } from "../openapi-responses"

/** Who sends a request: an administrator integration, nobody, or an integration whose role grants nothing. */
export type Caller = "admin" | "none" | "empty"

/** One request of a recipe; `url` is the concrete path below the app (with /api and a query string). */
export type Call = {
  method: string
  url: string
  /** Default admin. */
  as?: Caller
  /** Default `accept: application/json`. */
  headers?: Record<string, string>
  data?: unknown
}

/** What recipes build their requests from; fixtures are made in the spec's beforeAll. */
export type RecipeContext = {
  container: MedusaContainer
  /** Sends a request (to set something up) and answers whatever the server answers. */
  send: (call: Call) => Promise<Answer>
  /** The demo shop's import profiles: EDI (manual approval) and ERP (automatic). */
  profiles: { edi: string; erp: string }
  /** A product with a variant priced in EUR, and no history. */
  product: { id: string; title: string }
}

/** Requests that must be answered with the status they are listed under. */
export type Recipe = (ctx: RecipeContext) => Promise<Call | Call[]>

/** The recipes of one route, by the status each produces. */
export type RouteRecipes = Partial<Record<number, Recipe>>

/** Recipes by route, keyed as `METHOD /api/path/:param` (the route table's spelling). */
export type RecipeBook = Record<string, RouteRecipes>

export const JSON_API = "application/vnd.api+json"

/** The same request answered as plain JSON and as JSON:API. */
export function inBothFormats(call: Call): Call[] {
  return [
    { ...call, headers: { ...call.headers, accept: "application/json" } },
    { ...call, headers: { ...call.headers, accept: JSON_API } },
  ]
}

/** A well-formed id of nothing: 32 hexadecimal characters. */
export const unknownHexId = () =>
  crypto.randomUUID().replace(/-/g, "").replace(/^./, "f")

/** The answer's JSON body (the contract test reads bodies as text). */
export function json(answer: Answer): any {
  return typeof answer.data === "string" ? JSON.parse(answer.data) : answer.data
}
