import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ALL_PRIVILEGES } from "../../src/modules/api-access/privileges"
import { API_ROUTES } from "../../src/shopware/routes/table"
import type { ApiRoute } from "../../src/shopware/routes/types"
import { Modules } from "@medusajs/framework/utils"
import {
  assignUserRoleWorkflow,
  createAclRoleWorkflow,
  deleteIntegrationsWorkflow,
} from "../../src/workflows/api-access"
import {
  bearer,
  clientToken,
  createIntegration,
  settle,
} from "../helpers/api-client"
import { claimsOf, signApiToken } from "../helpers/api-tokens"
import {
  ANY_CALLER,
  EXPECTED_API_ACCESS,
  type ExpectedAccess,
  PUBLIC as PUBLIC_ACCESS,
} from "../helpers/expected-privileges"
import { compareRoutes, docsAccessTable } from "../helpers/route-inventory"
import {
  everyOtherPrivilege,
  makeMatrixEntities,
} from "../helpers/matrix-entities"

// Also the hooks: booting the app on a loaded machine (CI, parallel agents) can pass 2 min.
jest.setTimeout(300 * 1000)

/**
 * The authorisation matrix: every route of `API_ROUTES` is called with every
 * kind of credential, and what it must require is the table written by hand
 * in helpers/expected-privileges.ts, never the route's own declaration: a
 * privilege changed in `src` fails here until the table and
 * docs/security.md say the same. A new route fails until it is pinned there
 * and has its fixtures below (an example body for a write route, a fixture
 * entity for an `:id` route); the failure says what to add.
 */

type Fixtures = {
  /** Ids of existing entities, by the entity segment of the path (`/api/<segment>/:id`). */
  ids: Record<string, string>
  /** A role no caller holds, a target for writes. */
  targetRoleId: string
  targetIntegration: { id: string; accessKey: string; secret: string }
  /** A Medusa admin user holding the target role (an acl-user-role row). */
  userId: string
  /** A role the user does not hold yet. */
  spareRoleId: string
}

const route = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`

/** What the route must require, as pinned by hand; a route not pinned fails by name. */
function expectedOf(r: ApiRoute): ExpectedAccess {
  const expected = EXPECTED_API_ACCESS[route(r)]
  if (!expected) {
    throw new Error(
      `${route(r)} is not pinned: add what it requires to EXPECTED_API_ACCESS in integration-tests/helpers/expected-privileges.ts and to docs/security.md`
    )
  }
  return expected
}
/** The route table's own declaration, in the words of the pinned table. */
function declaredOf(r: ApiRoute): ExpectedAccess {
  if (r.privileges === "public") return PUBLIC_ACCESS
  if (r.privileges === "authenticated") return ANY_CALLER
  return r.privileges
}
const PUBLIC = API_ROUTES.filter(
  (r) => EXPECTED_API_ACCESS[route(r)] === PUBLIC_ACCESS
)
const PROTECTED = API_ROUTES.filter((r) => !PUBLIC.includes(r))

/** Example bodies of write routes, by "METHOD path". */
const EXAMPLE_BODIES: Record<string, (f: Fixtures) => unknown> = {
  // Needs no privilege: each write needs its own (api-sync.spec.ts); an empty request writes nothing.
  "POST /api/_action/sync": () => ({}),
  "POST /api/integration": () => ({ label: "Matrix integration" }),
  "PATCH /api/integration/:id": () => ({
    label: "Matrix integration, renamed",
  }),
  // Within what a holder of exactly acl_role:create holds (no way up: nobody grants more).
  "POST /api/acl-role": () => ({
    name: "Matrix role",
    description: "created by the matrix",
    privileges: ["acl_role:read"],
  }),
  "PATCH /api/acl-role/:id": () => ({ description: "changed by the matrix" }),
  "POST /api/acl-user-role": (f) => ({
    userId: f.userId,
    aclRoleId: f.spareRoleId,
  }),
  "PATCH /api/user/:id": () => ({ admin: false }),
  "POST /api/plugin-b2b-profile": () => ({
    name: "Matrix profile",
    approvalMode: "manual",
    fileFormat: "csv",
  }),
  "PATCH /api/plugin-b2b-profile/:id": () => ({ approvalMode: "manual" }),
  "POST /api/plugin-b2b-field-mapping": (f) => ({
    profileId: f.ids["plugin-b2b-profile"],
    source: "Qty",
    target: "line.quantity",
  }),
  "PATCH /api/plugin-b2b-field-mapping/:id": () => ({
    transform: [{ type: "number", decimalSeparator: "," }],
  }),
  "POST /api/_action/plugin-b2b/upload": (f) => {
    const form = new FormData()
    form.append("profileId", f.ids["plugin-b2b-profile"])
    form.append(
      "file",
      new Blob(["SKU\nSW1"], { type: "text/csv" }),
      "matrix.csv"
    )
    return form
  },
  "POST /api/_action/plugin-b2b/process/:inboundRecordId": () => ({}),
  // Other bytes on every call: the same file twice is refused (409, the record's own file).
  "POST /api/_action/plugin-b2b/replace-file/:inboundRecordId": () => {
    const form = new FormData()
    form.append(
      "file",
      new Blob([`SKU\nSW${Math.random()}`], { type: "text/csv" }),
      "matrix-fixed.csv"
    )
    return form
  },
  "POST /api/_action/plugin-b2b/approve/:inboundRecordId": () => ({}),
  "POST /api/_action/plugin-b2b/check/:inboundRecordId": () => ({}),
  "POST /api/_action/plugin-b2b/reject/:inboundRecordId": () => ({
    reason: "Rejected by the matrix",
  }),
  "POST /api/_action/plugin-product-history/rollback/:id": () => ({}),
  // Forced: the single-entry rollback may have rolled the same entry back already.
  "POST /api/_action/plugin-product-history/rollback-change-set/:changeSetId":
    () => ({ force: true }),
  "POST /api/_action/plugin-product-history/export-csv": (f) => ({
    productId: [f.ids.product],
  }),
  "POST /api/_action/plugin-product-history/export-pdf": (f) => ({
    productId: [f.ids.product],
    fieldName: "title",
  }),
}

/**
 * Routes whose authorised call is refused by the state of the fixture, not by
 * authorisation: the fixture record is pending, so approving it is a 409.
 */
const AUTHORISED_REFUSALS: Record<string, number> = {
  "POST /api/_action/plugin-b2b/approve/:inboundRecordId": 409,
  // The fixture record's file_key names no stored file.
  "GET /api/_action/plugin-b2b/file/:inboundRecordId": 404,
}

/** Path parameters other than `:id`, by name: the fixture entity they name. */
const PARAM_ENTITIES: Record<string, string> = {
  inboundRecordId: "plugin-b2b-inbound-record",
  productId: "product",
  // An entry written without a change set is a change set of its own.
  changeSetId: "plugin-product-history",
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

/** Requests for public routes that must succeed without a token, by "METHOD path". */
const PUBLIC_REQUESTS: Record<string, (f: Fixtures) => unknown> = {
  "POST /api/oauth/token": (f) => ({
    grant_type: "client_credentials",
    client_id: f.targetIntegration.accessKey,
    client_secret: f.targetIntegration.secret,
  }),
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
function concretePath(r: ApiRoute, f: Fixtures): string {
  return r.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const id =
      name === "id" ? f.ids[entitySegment(r.path)] : f.ids[PARAM_ENTITIES[name]]
    if (!id) {
      throw new Error(
        `No fixture for ":${name}" of ${route(r)}: add an entity for "${entitySegment(r.path)}" to the fixtures of api-authz-matrix.spec.ts`
      )
    }
    return id
  })
}

function bodyFor(r: ApiRoute, f: Fixtures): unknown {
  if (r.method === "get" || r.method === "delete") return undefined
  const segment = r.path.split("/")[2]
  if (["search", "search-ids", "aggregate"].includes(segment))
    return criteriaFor(r, f)
  const example = EXAMPLE_BODIES[route(r)]
  if (!example) {
    throw new Error(
      `No example body for ${route(r)}: add one to EXAMPLE_BODIES in api-authz-matrix.spec.ts`
    )
  }
  return example(f)
}

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const container = () => getContainer()

    function send(r: ApiRoute, f: Fixtures, headers: Record<string, string>) {
      return settle(
        api.request({
          method: r.method,
          url: concretePath(r, f),
          headers: { accept: "application/json", ...headers },
          data: bodyFor(r, f),
        })
      )
    }

    /** What the write routes can change, to prove that refused requests change nothing. */
    async function snapshot() {
      const integrations = (
        await dbConnection.raw(
          "select id, label, admin, updated_at, deleted_at from plugin_integration order by id"
        )
      ).rows
      const roles = (
        await dbConnection.raw(
          "select id, name, description, privileges, updated_at, deleted_at from plugin_acl_role order by id"
        )
      ).rows
      const links = (
        await dbConnection.raw(
          "select * from plugin_integration_acl_role order by integration_id, acl_role_id"
        )
      ).rows
      const userRoles = (
        await dbConnection.raw(
          "select id, user_id, role_id, deleted_at from plugin_user_acl_role order by id"
        )
      ).rows
      const userAccess = (
        await dbConnection.raw(
          "select user_id, admin from plugin_user_access order by user_id"
        )
      ).rows
      return { integrations, roles, links, userRoles, userAccess }
    }

    let fixtures: Fixtures
    let adminClaims: ReturnType<typeof claimsOf>
    let emptyRoleToken: string
    let revokedToken: string

    // Made once, before the first test: the runner snapshots the database
    // then and restores it before every test, so each route meets these
    // fixtures as they were made, whatever the previous route changed.
    beforeAll(async () => {
      const { result: role } = await createAclRoleWorkflow(container()).run({
        // Grants nothing: a caller holding exactly a route's privilege may change it and its holders.
        input: {
          name: "Matrix target role",
          privileges: [],
          caller: CONSOLE_CALLER,
        },
      })
      const targetIntegration = await createIntegration(container(), {
        label: "Matrix target integration",
      })
      const [user] = await container()
        .resolve(Modules.USER)
        .createUsers([{ email: "matrix-user@test.example" }])
      const { result: assignment } = await assignUserRoleWorkflow(
        container()
      ).run({
        input: { userId: user.id, roleId: role.id, caller: CONSOLE_CALLER },
      })
      const { result: spare } = await createAclRoleWorkflow(container()).run({
        input: {
          name: "Matrix spare role",
          privileges: ["acl_user_role:read"],
          caller: CONSOLE_CALLER,
        },
      })
      const made = await makeMatrixEntities(container())
      fixtures = {
        ids: {
          product: made.productId,
          user: user.id,
          "plugin-product-history": made.entryId,
          "acl-role": role.id,
          integration: targetIntegration.id,
          "acl-user-role": assignment.id,
          "plugin-b2b-profile": made.profileId,
          "plugin-b2b-field-mapping": made.mappingId,
          "plugin-b2b-inbound-record": made.recordId,
        },
        targetRoleId: role.id,
        targetIntegration,
        userId: user.id,
        spareRoleId: spare.id,
      }

      // An administrator integration: its claims, re-signed, make the expired and
      // forged tokens, so only the expiry or the signature can be the reason for 401.
      const admin = await createIntegration(container(), {
        admin: true,
        label: "Matrix admin",
      })
      adminClaims = claimsOf(await clientToken(api, admin))

      emptyRoleToken = await clientToken(
        api,
        await createIntegration(container(), {
          privileges: [],
          label: "Matrix empty role",
        })
      )

      const revoked = await createIntegration(container(), {
        admin: true,
        label: "Matrix revoked",
      })
      revokedToken = await clientToken(api, revoked)
      expect(
        (await settle(api.get("/api/acl-role", bearer(revokedToken)))).status
      ).toBe(200)
      await deleteIntegrationsWorkflow(container()).run({
        input: { ids: [revoked.id], caller: CONSOLE_CALLER },
      })
    })

    describe("the route table", () => {
      it("has exactly the routes pinned by hand", () => {
        expect(
          compareRoutes(Object.keys(EXPECTED_API_ACCESS), API_ROUTES.map(route))
        ).toEqual({ inCodeNotInTable: [], inTableWithoutRoute: [] })
      })

      it("declares on each route what the pinned table says", () => {
        const differing = API_ROUTES.filter(
          (r) => EXPECTED_API_ACCESS[route(r)]
        ).flatMap((r) =>
          JSON.stringify(declaredOf(r)) === JSON.stringify(expectedOf(r))
            ? []
            : [
                {
                  route: route(r),
                  declared: declaredOf(r),
                  pinned: expectedOf(r),
                },
              ]
        )
        expect(differing).toEqual([])
      })

      it("is documented in docs/security.md as pinned", () => {
        const docs = Object.fromEntries(
          Object.entries(docsAccessTable()).filter(([r]) =>
            r.split(" ")[1].startsWith("/api/")
          )
        )
        expect(docs).toEqual(EXPECTED_API_ACCESS)
      })

      it("pins only privileges of the privilege table", () => {
        const unknown = Object.entries(EXPECTED_API_ACCESS).flatMap(
          ([name, access]) =>
            (Array.isArray(access) ? access : [])
              .filter((p) => !(ALL_PRIVILEGES as string[]).includes(p))
              .map((p) => `${name}: ${p}`)
        )
        expect(unknown).toEqual([])
      })

      it("declares each method and path once", () => {
        const keys = API_ROUTES.map(route)
        expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
      })
    })

    describe("route × credential matrix", () => {
      /** The credentials that must be refused with 401 code 9, and what the detail says. */
      const unauthenticated: {
        name: string
        headers: () => Record<string, string>
        detail: RegExp
      }[] = [
        {
          name: "no token",
          headers: () => ({}),
          detail: /no Authorization header/,
        },
        {
          name: "garbage token",
          headers: () => ({ authorization: "Bearer not-a-token" }),
          detail: /access token is malformed/,
        },
        {
          name: "wrong signature",
          headers: () => ({
            authorization: `Bearer ${signApiToken(container(), adminClaims, { key: "not-the-signing-key" })}`,
          }),
          detail: /signature is invalid/,
        },
        {
          name: "expired token",
          headers: () => ({
            authorization: `Bearer ${signApiToken(container(), adminClaims, { expiresAt: Math.floor(Date.now() / 1000) - 5 })}`,
          }),
          detail: /has expired/,
        },
        {
          name: "revoked token (integration deleted)",
          // Re-signed at each use: the run outlasts a token's lifetime (600 s).
          headers: () => ({
            authorization: `Bearer ${signApiToken(container(), claimsOf(revokedToken))}`,
          }),
          detail: /integration was deleted/,
        },
      ]

      it.each(PUBLIC.map((r) => [route(r), r] as const))(
        "%s answers without a token",
        async (_name, r) => {
          const request = PUBLIC_REQUESTS[route(r)]
          if (!request) {
            throw new Error(
              `No example request for the public route ${route(r)}: add one to PUBLIC_REQUESTS`
            )
          }
          for (const headers of [{}, { authorization: "Bearer not-a-token" }]) {
            const res = await settle(
              api.request({
                method: r.method,
                url: r.path,
                headers: { accept: "application/json", ...headers },
                data: request(fixtures),
              })
            )
            expect({ route: route(r), headers, status: res.status }).toEqual({
              route: route(r),
              headers,
              status: 200,
            })
          }
        }
      )

      it.each(PROTECTED.map((r) => [route(r), r] as const))(
        "%s: 401 for missing, garbage, forged, expired and revoked tokens; 403 without its privileges; success with exactly them",
        async (name, r) => {
          const expected = expectedOf(r)
          const required: readonly string[] = Array.isArray(expected)
            ? expected
            : []
          const othersToken = required.length
            ? await clientToken(
                api,
                await createIntegration(container(), {
                  privileges: everyOtherPrivilege(required),
                  label: "Matrix others",
                })
              )
            : undefined
          const allowed = await clientToken(
            api,
            await createIntegration(container(), {
              privileges: [...required],
              label: "Matrix allowed",
            })
          )
          const before = await snapshot()

          for (const credential of unauthenticated) {
            const res = await send(r, fixtures, credential.headers())
            const error = res.data?.errors?.[0]
            expect({
              route: name,
              credential: credential.name,
              status: res.status,
              code: error?.code,
            }).toEqual({
              route: name,
              credential: credential.name,
              status: 401,
              code: "9",
            })
            expect(error.detail).toMatch(credential.detail)
          }

          if (required.length) {
            const lacking = [
              {
                name: "empty role",
                // Re-signed: the run outlasts a token's lifetime (600 s).
                token: signApiToken(container(), claimsOf(emptyRoleToken)),
              },
              { name: "every other privilege", token: othersToken! },
            ]
            for (const caller of lacking) {
              const res = await send(r, fixtures, {
                authorization: `Bearer ${caller.token}`,
              })
              const error = res.data?.errors?.[0]
              expect({
                route: name,
                caller: caller.name,
                status: res.status,
                code: error?.code,
              }).toEqual({
                route: name,
                caller: caller.name,
                status: 403,
                code: "FRAMEWORK__MISSING_PRIVILEGE_ERROR",
              })
              expect(error.title).toBe("Forbidden")
              expect(error.meta.parameters.missingPrivileges).toEqual([
                ...required,
              ])
              expect(JSON.parse(error.detail)).toEqual({
                message: "Missing privilege",
                missingPrivileges: [...required],
              })
            }
          }

          // Refused requests changed nothing.
          expect(await snapshot()).toEqual(before)

          const res = await send(r, fixtures, {
            authorization: `Bearer ${allowed}`,
          })
          const refusal = AUTHORISED_REFUSALS[name]
          if (refusal) {
            expect({ route: name, status: res.status }).toEqual({
              route: name,
              status: refusal,
            })
            return
          }
          const outcome = {
            route: name,
            status: res.status,
            errors: res.status >= 400 ? res.data?.errors : undefined,
          }
          expect(outcome).toEqual({
            route: name,
            status: expect.any(Number),
            errors: undefined,
          })
          expect(Object.keys(r.responses).map(Number)).toContain(res.status)
          if (r.method === "get") {
            expect(res.status).toBeGreaterThanOrEqual(200)
            expect(res.status).toBeLessThan(300)
          }
        }
      )
    })
  },
})
