import { API_ROUTES } from "../../src/shopware/routes/table"
import type { ApiRoute } from "../../src/shopware/routes/types"
import { EXAMPLE_BODIES, type Fixtures } from "./api-authz-bodies"
import {
  ANY_CALLER,
  EXPECTED_API_ACCESS,
  type ExpectedAccess,
  PUBLIC as PUBLIC_ACCESS,
} from "./expected-privileges"

/** How the `/api` authorisation matrix names, pins and calls each route of `API_ROUTES`. */

export const route = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`

/** What the route must require, as pinned by hand; a route not pinned fails by name. */
export function expectedOf(r: ApiRoute): ExpectedAccess {
  const expected = EXPECTED_API_ACCESS[route(r)]
  if (!expected) {
    throw new Error(
      `${route(r)} is not pinned: add what it requires to EXPECTED_API_ACCESS in integration-tests/helpers/expected-privileges.ts and to docs/security.md`
    )
  }
  return expected
}
/** The route table's own declaration, in the words of the pinned table. */
export function declaredOf(r: ApiRoute): ExpectedAccess {
  if (r.privileges === "public") return PUBLIC_ACCESS
  if (r.privileges === "authenticated") return ANY_CALLER
  return r.privileges
}
export const PUBLIC = API_ROUTES.filter(
  (r) => EXPECTED_API_ACCESS[route(r)] === PUBLIC_ACCESS
)
export const PROTECTED = API_ROUTES.filter((r) => !PUBLIC.includes(r))

/** Path parameters other than `:id`, by name: the fixture entity they name. */
const PARAM_ENTITIES: Record<string, string> = {
  inboundRecordId: "plugin-b2b-inbound-record",
  profileId: "plugin-b2b-profile",
  productId: "product",
  // An entry written without a change set is a change set of its own.
  changeSetId: "plugin-product-history",
  deliveryId: "webhook-delivery",
}

/** Search criteria for `/api/search/<e>`, `/api/search-ids/<e>` and `/api/aggregate/<e>`: the fixture entity by id, counted. */
function criteriaFor(r: ApiRoute, f: Fixtures) {
  const id = f.ids[entitySegment(r.path)]
  const count = [{ name: "rows", type: "count", field: "id" }]
  return id
    ? {
        filter: [{ type: "equals", field: "id", value: id }],
        limit: 10,
        aggregations: count,
      }
    : { limit: 10, aggregations: count }
}

/**
 * `/api/search/acl-role` → `acl-role`; `/api/integration/:id` → `integration`;
 * `/api/_action/plugin-product-history/entry/:id` → `plugin-product-history` (the action's own entity).
 */
function entitySegment(path: string): string {
  const parts = path.split("/").filter(Boolean)
  return parts[1] === "search" ||
    parts[1] === "search-ids" ||
    parts[1] === "aggregate" ||
    parts[1] === "_action"
    ? parts[2]
    : parts[1]
}

/** The path with each `:param` replaced by a fixture id. */
export function concretePath(r: ApiRoute, f: Fixtures): string {
  return r.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const id =
      name === "id" ? f.ids[entitySegment(r.path)] : f.ids[PARAM_ENTITIES[name]]
    if (!id) {
      throw new Error(
        `No fixture for ":${name}" of ${route(r)}: add an entity for "${entitySegment(r.path)}" to helpers/api-authz-fixtures.ts`
      )
    }
    return id
  })
}

export function bodyFor(r: ApiRoute, f: Fixtures): unknown {
  if (r.method === "get" || r.method === "delete") return undefined
  const segment = r.path.split("/")[2]
  if (["search", "search-ids", "aggregate"].includes(segment))
    return criteriaFor(r, f)
  const example = EXAMPLE_BODIES[route(r)]
  if (!example) {
    throw new Error(
      `No example body for ${route(r)}: add one to EXAMPLE_BODIES in helpers/api-authz-bodies.ts`
    )
  }
  return example(f)
}
