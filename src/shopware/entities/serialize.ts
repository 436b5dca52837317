import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ApiError, ApiErrorCode } from "../errors"
import type { EntityDefinition } from "./definition"
import { toResource } from "./json-api"
import type { EntityRow } from "./types"

export const JSON_API = "application/vnd.api+json"

/** The entity's fields among the wire names asked for (all when none; `includes` may also name associations). */
function wireNames(def: EntityDefinition, wireFields?: string[]): string[] {
  return wireFields?.length
    ? Array.from(new Set(["id", ...wireFields])).filter((n) =>
        Object.prototype.hasOwnProperty.call(def.fields, n)
      )
    : Object.keys(def.fields)
}

/** Fields to ask `query.graph` for, for the given wire fields (all when none given). */
export function selectFields(
  def: EntityDefinition,
  wireFields?: string[]
): string[] {
  return Array.from(
    new Set(
      wireNames(def, wireFields).flatMap(
        (n) => def.fields[n].select ?? [def.fields[n].column]
      )
    )
  )
}

function wireValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value
}

/** A `query.graph` row as a camelCase wire object. */
export function toWire(
  def: EntityDefinition,
  row: EntityRow,
  wireFields?: string[]
) {
  return Object.fromEntries(
    wireNames(def, wireFields).map((name) => {
      const field = def.fields[name]
      return [
        name,
        wireValue(field.get ? field.get(row) : (row[field.column] ?? null)),
      ]
    })
  )
}

/** The answer's format: JSON:API unless the client asks for plain JSON, as Shopware negotiates. */
export type Format = "json" | "json-api"

/**
 * Negotiates the Accept header (Express' `accepts`: quality, then the more
 * specific type): JSON:API for none, `*\/*` or its own type, JSON for
 * `application/json`; 415 for one that takes neither. Called before a
 * handler writes anything.
 */
export function negotiate(req: MedusaRequest): Format {
  const best = req.accepts([JSON_API, "application/json"])
  if (best === "application/json") return "json"
  if (best) return "json-api"
  throw new ApiError({
    status: 415,
    code: ApiErrorCode.UNSUPPORTED_MEDIA_TYPE,
    detail: `This route answers ${JSON_API} or application/json; the Accept header "${String(req.headers.accept).slice(0, 100)}" takes neither.`,
  })
}

/** Sends the body in the negotiated format's media type. */
export function sendFormatted(
  res: MedusaResponse,
  format: Format,
  status: number,
  body: unknown
) {
  if (format === "json-api") res.type(JSON_API)
  res.status(status).json(body)
}

function baseUrl(req: MedusaRequest) {
  return `${req.protocol}://${req.get("host")}`
}

/**
 * Shopware's pagination links: the request's URL with `page` and `limit`
 * set, for the first, previous, next and last page by the total reported.
 */
function pageLinks(
  req: MedusaRequest,
  paging: { page: number; limit: number; total: number }
) {
  const [path, query = ""] = req.originalUrl.split("?", 2)
  const to = (page: number) => {
    const params = new URLSearchParams(query)
    params.set("page", String(page))
    params.set("limit", String(paging.limit))
    return `${baseUrl(req)}${path}?${params}`
  }
  const last = Math.max(1, Math.ceil(paging.total / paging.limit))
  return {
    first: to(1),
    ...(paging.page > 1 ? { prev: to(paging.page - 1) } : {}),
    ...(paging.page < last ? { next: to(paging.page + 1) } : {}),
    last: to(last),
    self: `${baseUrl(req)}${req.originalUrl}`,
  }
}

/** Body of a list or search answer in the negotiated format. */
export function listBody(
  req: MedusaRequest,
  format: Format,
  def: EntityDefinition,
  items: Record<string, unknown>[],
  paging: {
    page: number
    limit: number
    total: number
    totalCountMode: number
  },
  aggregations: Record<string, unknown> = {}
) {
  // PHP encodes Shopware's empty aggregation map as [], a filled one as an object.
  const aggregated = Object.keys(aggregations).length ? aggregations : []
  if (format === "json") {
    return { total: paging.total, data: items, aggregations: aggregated }
  }
  const base = baseUrl(req)
  const included = new Map()
  return {
    data: items.map((item) => toResource(def, base, item, included)),
    included: [...included.values()],
    links: pageLinks(req, paging),
    meta: { total: paging.total, totalCountMode: paging.totalCountMode },
    aggregations: aggregated,
  }
}

/** Body of a single entity in the negotiated format. */
export function itemBody(
  req: MedusaRequest,
  format: Format,
  def: EntityDefinition,
  item: Record<string, unknown>
) {
  if (format === "json") {
    return { data: item }
  }
  const included = new Map()
  return {
    data: toResource(def, baseUrl(req), item, included),
    included: [...included.values()],
    links: {},
    meta: {},
  }
}
