import type { MedusaRequest } from "@medusajs/framework/http"
import type { EntityDefinition } from "./definition"

/** Fields to ask `query.graph` for, for the given wire fields (all when none given). */
export function selectFields(
  def: EntityDefinition,
  wireFields?: string[]
): string[] {
  const names = wireFields?.length
    ? Array.from(new Set(["id", ...wireFields]))
    : Object.keys(def.fields)
  return Array.from(
    new Set(
      names.flatMap((n) => def.fields[n].select ?? [def.fields[n].column])
    )
  )
}

function wireValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value
}

/** A `query.graph` row as a camelCase wire object. */
export function toWire(
  def: EntityDefinition,
  row: Record<string, any>,
  wireFields?: string[]
) {
  const names = wireFields?.length
    ? Array.from(new Set(["id", ...wireFields]))
    : Object.keys(def.fields)
  return Object.fromEntries(
    names.map((name) => {
      const field = def.fields[name]
      return [
        name,
        wireValue(field.get ? field.get(row) : (row[field.column] ?? null)),
      ]
    })
  )
}

/** JSON:API unless the client asked for plain JSON, as Shopware does. */
function wantsPlainJson(req: MedusaRequest): boolean {
  const accept = String(req.headers.accept ?? "")
  return (
    accept.includes("application/json") &&
    !accept.includes("application/vnd.api+json")
  )
}

function resource(
  def: EntityDefinition,
  base: string,
  item: Record<string, unknown>
) {
  const { id, ...attributes } = item
  return {
    id,
    type: def.name,
    attributes,
    links: { self: `${base}/api/${def.path}/${id}` },
    relationships: {},
    meta: null,
  }
}

function baseUrl(req: MedusaRequest) {
  return `${req.protocol}://${req.get("host")}`
}

/** Body of a list or search answer in the negotiated format. */
export function listBody(
  req: MedusaRequest,
  def: EntityDefinition,
  items: Record<string, unknown>[],
  total: number,
  totalCountMode: number
) {
  if (wantsPlainJson(req)) {
    return { total, data: items, aggregations: [] }
  }
  const base = baseUrl(req)
  return {
    data: items.map((item) => resource(def, base, item)),
    included: [],
    links: { self: `${base}${req.originalUrl}` },
    meta: { total, totalCountMode },
    aggregations: [],
  }
}

/** Body of a single entity in the negotiated format. */
export function itemBody(
  req: MedusaRequest,
  def: EntityDefinition,
  item: Record<string, unknown>
) {
  if (wantsPlainJson(req)) {
    return { data: item }
  }
  return {
    data: resource(def, baseUrl(req), item),
    included: [],
    links: {},
    meta: {},
  }
}
