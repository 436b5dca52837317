import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import {
  bearer,
  clientToken,
  createIntegration,
  settle,
} from "../helpers/api-client"
import { expectApiError, pointersOf } from "../helpers/api-assertions"

jest.setTimeout(120 * 1000)

const HEX32 = /^[0-9a-f]{32}$/
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

type Headers = Record<string, string>

/** Six roles with distinct names, descriptions and privileges, created in this order. */
const ROLE_FIXTURES = [
  {
    name: "Alpha Reader",
    description: "reads orders",
    privileges: ["order:read"],
  },
  {
    name: "Beta Writer Extra",
    description: "writes products",
    privileges: ["product:update"],
  },
  {
    name: "Gamma 100% Admin",
    description: null,
    privileges: ["integration:read", "acl_role:read"],
  },
  {
    name: "Delta_underscore Box",
    description: "Has an underscore",
    privileges: ["order:read", "product:read"],
  },
  {
    name: "Epsilon Viewer",
    description: "history VIEWER",
    privileges: ["plugin_product_history.viewer"],
  },
  { name: "Zeta x-ray", description: "mixed CASE Text", privileges: [] },
]
/** Every object key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf)
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
  return []
}

const SORTED_NAMES = ROLE_FIXTURES.map((r) => r.name).sort()

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let token: string
    const headers = (extra: Headers = {}): { headers: Headers } => ({
      headers: { ...bearer(token).headers, ...extra },
    })
    const plain = (extra: Headers = {}) =>
      headers({ accept: "application/json", ...extra })

    beforeEach(async () => {
      const integration = await createIntegration(getContainer(), {
        admin: true,
        label: "Admin test client",
      })
      token = await clientToken(api, integration)
    })

    /** Creates a role over the API and returns its wire body. */
    async function createRole(body: Record<string, unknown>) {
      const res = await settle(
        api.post("/api/acl-role?_response=1", body, plain())
      )
      expect(res.status).toBe(200)
      return res.data.data as {
        id: string
        name: string
        description: string | null
        privileges: string[]
        createdAt: string
        updatedAt: string
      }
    }

    async function createFixtures() {
      const roles = []
      for (const fixture of ROLE_FIXTURES) {
        roles.push(await createRole(fixture))
      }
      return roles
    }

    const search = (criteria: unknown) =>
      settle(api.post("/api/search/acl-role", criteria, plain()))
    const names = (res: { data: any }) =>
      (res.data.data as { name: string }[]).map((r) => r.name)
    const sortedNames = (res: { data: any }) => names(res).sort()

    describe("acl-role: create, read, update, delete", () => {
      it("creates with 204 and a Location naming the new id", async () => {
        const res = await settle(
          api.post(
            "/api/acl-role",
            { name: "Order clerk", privileges: ["order:read"] },
            plain()
          )
        )
        expect(res.status).toBe(204)
        expect(res.data).toBe("")
        const location: string = res.headers.location
        expect(location).toMatch(
          /^https?:\/\/[^/]+\/api\/acl-role\/[0-9a-f]{32}$/
        )

        const id = location.split("/").pop()!
        const read = await settle(api.get(`/api/acl-role/${id}`, plain()))
        expect(read.status).toBe(200)
        expect(read.data.data).toEqual(
          expect.objectContaining({
            id,
            name: "Order clerk",
            description: null,
            privileges: ["order:read"],
          })
        )
      })

      it("answers ?_response=1 with the entity in camelCase wire names", async () => {
        const res = await settle(
          api.post(
            "/api/acl-role?_response=1",
            {
              name: "Catalogue",
              description: "Product team",
              privileges: ["product:update", "product:read"],
            },
            plain()
          )
        )
        expect(res.status).toBe(200)
        expect(res.headers.location).toMatch(/\/api\/acl-role\/[0-9a-f]{32}$/)
        const data = res.data.data
        expect(Object.keys(data).sort()).toEqual([
          "createdAt",
          "description",
          "id",
          "name",
          "privileges",
          "updatedAt",
        ])
        expect(data.id).toMatch(HEX32)
        expect(res.headers.location.endsWith(`/api/acl-role/${data.id}`)).toBe(
          true
        )
        expect(data).toEqual({
          id: data.id,
          name: "Catalogue",
          description: "Product team",
          privileges: ["product:update", "product:read"],
          createdAt: expect.stringMatching(ISO),
          updatedAt: expect.stringMatching(ISO),
        })
      })

      it("reads one role by id", async () => {
        const created = await createRole({
          name: "Reader",
          privileges: ["acl_role:read"],
        })
        const res = await settle(
          api.get(`/api/acl-role/${created.id}`, plain())
        )
        expect(res.status).toBe(200)
        expect(res.data).toEqual({ data: created })
      })

      it("updates with PATCH (204) and the change is visible", async () => {
        const created = await createRole({
          name: "Before",
          description: "old",
          privileges: ["order:read"],
        })
        const res = await settle(
          api.patch(
            `/api/acl-role/${created.id}`,
            { name: "After", description: null, privileges: ["order:create"] },
            plain()
          )
        )
        expect(res.status).toBe(204)
        expect(res.data).toBe("")

        const read = await settle(
          api.get(`/api/acl-role/${created.id}`, plain())
        )
        expect(read.status).toBe(200)
        expect(read.data.data).toEqual(
          expect.objectContaining({
            id: created.id,
            name: "After",
            description: null,
            privileges: ["order:create"],
          })
        )
      })

      it("answers PATCH ?_response=1 with the updated entity", async () => {
        const created = await createRole({ name: "Patch me", privileges: [] })
        const res = await settle(
          api.patch(
            `/api/acl-role/${created.id}?_response=1`,
            { description: "now described" },
            plain()
          )
        )
        expect(res.status).toBe(200)
        expect(res.data.data).toEqual(
          expect.objectContaining({
            id: created.id,
            name: "Patch me",
            description: "now described",
            privileges: [],
          })
        )
      })

      it("deletes with 204; the role is then 404 FRAMEWORK__RESOURCE_NOT_FOUND", async () => {
        const created = await createRole({
          name: "Short-lived",
          privileges: [],
        })
        const res = await settle(
          api.delete(`/api/acl-role/${created.id}`, plain())
        )
        expect(res.status).toBe(204)
        expect(res.data).toBe("")

        const read = await settle(
          api.get(`/api/acl-role/${created.id}`, plain())
        )
        expectApiError(read, 404, "FRAMEWORK__RESOURCE_NOT_FOUND")
        const again = await settle(
          api.delete(`/api/acl-role/${created.id}`, plain())
        )
        expectApiError(again, 404, "FRAMEWORK__RESOURCE_NOT_FOUND")
        const list = await settle(api.get("/api/acl-role", plain()))
        expect(list.data.total).toBe(0)
      })

      it("answers PATCH of an unknown id with 404", async () => {
        const res = await settle(
          api.patch(
            `/api/acl-role/${"0".repeat(32)}`,
            { name: "Ghost" },
            plain()
          )
        )
        expectApiError(res, 404, "FRAMEWORK__RESOURCE_NOT_FOUND")
      })

      it("answers an id that is not 32 hex characters with 404, as Shopware's routes do", async () => {
        const res = await settle(api.get("/api/acl-role/not-a-hex-id", plain()))
        expectApiError(res, 404, "FRAMEWORK__RESOURCE_NOT_FOUND")
        expect(res.data.errors[0].detail).toContain("not-a-hex-id")
        const patch = await settle(
          api.patch("/api/acl-role/ABCDEF", { name: "x" }, plain())
        )
        expectApiError(patch, 404, "FRAMEWORK__RESOURCE_NOT_FOUND")
      })

      it("refuses an unknown privilege with 400 pointing at /privileges/0, creating nothing", async () => {
        const res = await settle(
          api.post(
            "/api/acl-role",
            { name: "Bad", privileges: ["order:fly"] },
            plain()
          )
        )
        expectApiError(
          res,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/privileges/0"
        )
        const list = await settle(api.get("/api/acl-role", plain()))
        expect(list.data.total).toBe(0)
      })

      it("refuses an unknown privilege on PATCH, leaving the role unchanged", async () => {
        const created = await createRole({
          name: "Stable",
          privileges: ["order:read"],
        })
        const res = await settle(
          api.patch(
            `/api/acl-role/${created.id}`,
            { privileges: ["order:read", "nope:read"] },
            plain()
          )
        )
        expectApiError(
          res,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/privileges/1"
        )
        const read = await settle(
          api.get(`/api/acl-role/${created.id}`, plain())
        )
        expect(read.data.data.privileges).toEqual(["order:read"])
      })

      it("refuses an unknown field with 400 and a pointer naming it", async () => {
        const res = await settle(
          api.post(
            "/api/acl-role",
            { name: "Typo", privileges: [], colour: "red" },
            plain()
          )
        )
        const error = expectApiError(
          res,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        expect(error.detail).toContain("colour")
        expect(pointersOf(res)).toContain("/colour")
      })

      it("refuses a second role with the same name with 409", async () => {
        await createRole({ name: "Unique name", privileges: [] })
        const res = await settle(
          api.post(
            "/api/acl-role",
            { name: "Unique name", privileges: ["order:read"] },
            plain()
          )
        )
        expectApiError(res, 409, "FRAMEWORK__CONFLICT")
        const list = await settle(api.get("/api/acl-role", plain()))
        expect(list.data.total).toBe(0 + 1)
      })
    })

    describe("integration entity", () => {
      it("creates without a secret: 200 with the generated secret, shown once, and an SWIA access key", async () => {
        const res = await settle(
          api.post("/api/integration", { label: "ERP" }, plain())
        )
        expect(res.status).toBe(200)
        const data = res.data.data
        expect(data.id).toMatch(HEX32)
        expect(res.headers.location).toMatch(
          new RegExp(`/api/integration/${data.id}$`)
        )
        expect(data.label).toBe("ERP")
        expect(data.admin).toBe(false)
        expect(data.roleIds).toEqual([])
        expect(data.accessKey).toMatch(/^SWIA[A-Z0-9_-]{16,}$/)
        expect(typeof data.secretAccessKey).toBe("string")
        expect(data.secretAccessKey.length).toBeGreaterThanOrEqual(32)

        const login = await settle(
          api.post("/api/oauth/token", {
            grant_type: "client_credentials",
            client_id: data.accessKey,
            client_secret: data.secretAccessKey,
          })
        )
        expect(login.status).toBe(200)
        expect(login.data.token_type).toBe("Bearer")

        const read = await settle(
          api.get(`/api/integration/${data.id}`, plain())
        )
        expect(read.status).toBe(200)
        expect(read.data.data.secretAccessKey).toBeUndefined()
        expect(read.data.data.accessKey).toBe(data.accessKey)
      })

      it("creates with a client-supplied accessKey and secretAccessKey: 204, and that pair logs in", async () => {
        const accessKey = "SWIAQ0JKBHFYR2LMWUT4ZJDFNQ"
        const secretAccessKey =
          "dGhpcy1pcy1hLWNsaWVudC1zdXBwbGllZC1zZWNyZXQtMTIz"
        const res = await settle(
          api.post(
            "/api/integration",
            {
              label: "Shopware client",
              accessKey,
              secretAccessKey,
              admin: true,
            },
            plain()
          )
        )
        expect(res.status).toBe(204)
        expect(res.data).toBe("")
        const id = String(res.headers.location).split("/").pop()
        expect(id).toMatch(HEX32)

        const read = await settle(api.get(`/api/integration/${id}`, plain()))
        expect(read.data.data).toEqual(
          expect.objectContaining({
            id,
            label: "Shopware client",
            accessKey,
            admin: true,
          })
        )

        const login = await settle(
          api.post("/api/oauth/token", {
            grant_type: "client_credentials",
            client_id: accessKey,
            client_secret: secretAccessKey,
          })
        )
        expect(login.status).toBe(200)
        const list = await settle(
          api.get("/api/integration", bearer(login.data.access_token))
        )
        expect(list.status).toBe(200)

        const wrong = await settle(
          api.post("/api/oauth/token", {
            grant_type: "client_credentials",
            client_id: accessKey,
            client_secret: `${secretAccessKey}x`,
          })
        )
        expectApiError(wrong, 401, "4")
      })

      it("refuses a client-supplied access key that is not SWIA… with 400 pointing at /accessKey", async () => {
        const res = await settle(
          api.post(
            "/api/integration",
            {
              label: "Bad key",
              accessKey: "ABC",
              secretAccessKey: "s".repeat(40),
            },
            plain()
          )
        )
        expectApiError(
          res,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/accessKey"
        )
      })

      it("round-trips roleIds and grants the role's privileges", async () => {
        const role = await createRole({
          name: "Role reader",
          privileges: ["acl_role:read"],
        })
        const res = await settle(
          api.post(
            "/api/integration",
            { label: "With role", roleIds: [role.id] },
            plain()
          )
        )
        expect(res.status).toBe(200)
        const created = res.data.data
        expect(created.roleIds).toEqual([role.id])

        const read = await settle(
          api.get(`/api/integration/${created.id}`, plain())
        )
        expect(read.data.data.roleIds).toEqual([role.id])

        const own = await clientToken(api, {
          accessKey: created.accessKey,
          secret: created.secretAccessKey,
        })
        expect(
          (await settle(api.get("/api/acl-role", bearer(own)))).status
        ).toBe(200)
        const denied = await settle(api.get("/api/integration", bearer(own)))
        const error = expectApiError(
          denied,
          403,
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )
        expect(JSON.parse(error.detail)).toEqual({
          message: "Missing privilege",
          missingPrivileges: ["integration:read"],
        })

        const cleared = await settle(
          api.patch(`/api/integration/${created.id}`, { roleIds: [] }, plain())
        )
        expect(cleared.status).toBe(204)
        const after = await settle(
          api.get(`/api/integration/${created.id}`, plain())
        )
        expect(after.data.data.roleIds).toEqual([])
      })

      it("refuses an unknown role id with 400", async () => {
        const res = await settle(
          api.post(
            "/api/integration",
            { label: "Ghost role", roleIds: ["f".repeat(32)] },
            plain()
          )
        )
        expectApiError(res, 400, "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION")
        const list = await settle(
          api.post(
            "/api/search/integration",
            {
              filter: [{ type: "equals", field: "label", value: "Ghost role" }],
            },
            plain()
          )
        )
        expect(list.data.data).toEqual([])
      })

      it("never shows a secret or its hash on GET, list or search", async () => {
        const res = await settle(
          api.post("/api/integration", { label: "ERP connector" }, plain())
        )
        const { id, secretAccessKey } = res.data.data
        const bodies = [
          await settle(api.get(`/api/integration/${id}`, plain())),
          await settle(api.get("/api/integration", plain())),
          await settle(api.post("/api/search/integration", {}, plain())),
          await settle(
            api.get(
              `/api/integration/${id}`,
              headers({ accept: "application/vnd.api+json" })
            )
          ),
          await settle(
            api.get(
              "/api/integration",
              headers({ accept: "application/vnd.api+json" })
            )
          ),
        ]
        for (const body of bodies) {
          expect(body.status).toBe(200)
          const text = JSON.stringify(body.data)
          expect(
            keysOf(body.data).filter((k) => /secret|hash/i.test(k))
          ).toEqual([])
          expect(text).not.toMatch(/secret/i)
          expect(text).not.toMatch(/hash/i)
          expect(text).not.toContain(secretAccessKey)
        }
        const list = bodies[1].data
        expect(list.total).toBe(2)
        expect(Object.keys(list.data[0]).sort()).toEqual([
          "accessKey",
          "admin",
          "createdAt",
          "id",
          "label",
          "lastUsageAt",
          "roleIds",
          "updatedAt",
        ])
      })

      it("refuses to filter by or include the secret", async () => {
        const res = await settle(
          api.post(
            "/api/search/integration",
            { filter: [{ type: "equals", field: "secretHash", value: "x" }] },
            plain()
          )
        )
        expectApiError(res, 400, "FRAMEWORK__UNMAPPED_FIELD", "/filter/0/field")
        const inc = await settle(
          api.post(
            "/api/search/integration",
            { includes: { integration: ["secret_hash"] } },
            plain()
          )
        )
        expectApiError(
          inc,
          400,
          "FRAMEWORK__UNMAPPED_FIELD",
          "/includes/integration/0"
        )
      })
    })

    describe("content negotiation (JSON:API and plain JSON)", () => {
      it("answers a list in JSON:API for Accept: application/vnd.api+json and */*", async () => {
        const roles = await createFixtures()
        for (const accept of ["application/vnd.api+json", "*/*"]) {
          const res = await settle(
            api.get("/api/acl-role", headers({ accept }))
          )
          expect(res.status).toBe(200)
          expect(res.data.meta.total).toBe(6)
          expect(res.data.total).toBeUndefined()
          expect(res.data.data).toHaveLength(6)
          const first = res.data.data[0]
          expect(first).toEqual(
            expect.objectContaining({
              id: roles[0].id,
              type: "acl_role",
              attributes: {
                name: "Alpha Reader",
                description: "reads orders",
                privileges: ["order:read"],
                createdAt: roles[0].createdAt,
                updatedAt: roles[0].updatedAt,
              },
            })
          )
          expect(first.attributes.id).toBeUndefined()
          expect(res.data.data.map((r: any) => r.type)).toEqual(
            Array(6).fill("acl_role")
          )
        }
      })

      it("answers a single entity in JSON:API for Accept: application/vnd.api+json and */*", async () => {
        const role = await createRole({
          name: "Single",
          description: "one",
          privileges: ["order:read"],
        })
        for (const accept of ["application/vnd.api+json", "*/*"]) {
          const res = await settle(
            api.get(`/api/acl-role/${role.id}`, headers({ accept }))
          )
          expect(res.status).toBe(200)
          expect(res.data.data).toEqual(
            expect.objectContaining({
              id: role.id,
              type: "acl_role",
              attributes: {
                name: "Single",
                description: "one",
                privileges: ["order:read"],
                createdAt: role.createdAt,
                updatedAt: role.updatedAt,
              },
            })
          )
        }
      })

      it("answers plain JSON {total, data, aggregations} for Accept: application/json", async () => {
        const roles = await createFixtures()
        const res = await settle(api.get("/api/acl-role", plain()))
        expect(res.status).toBe(200)
        expect(Object.keys(res.data).sort()).toEqual([
          "aggregations",
          "data",
          "total",
        ])
        expect(res.data.total).toBe(6)
        expect(res.data.aggregations).toEqual([])
        expect(res.data.data[0]).toEqual(roles[0])
        expect(res.data.data[0].type).toBeUndefined()
        expect(res.data.data[0].attributes).toBeUndefined()
      })

      it("answers the write with ?_response=1 in JSON:API when asked for it", async () => {
        const res = await settle(
          api.post(
            "/api/acl-role?_response=1",
            { name: "Api doc", privileges: [] },
            headers({ accept: "application/vnd.api+json" })
          )
        )
        expect(res.status).toBe(200)
        expect(res.data.data).toEqual(
          expect.objectContaining({
            id: expect.stringMatching(HEX32),
            type: "acl_role",
          })
        )
        expect(res.data.data.attributes.name).toBe("Api doc")
      })
    })

    describe("criteria against the database", () => {
      let roles: Awaited<ReturnType<typeof createFixtures>>
      const byName = (name: string) => roles.find((r) => r.name === name)!

      beforeEach(async () => {
        roles = await createFixtures()
      })

      it("filters with equals (exact, case-sensitive)", async () => {
        const res = await search({
          filter: [
            { type: "equals", field: "name", value: "Beta Writer Extra" },
          ],
        })
        expect(res.status).toBe(200)
        expect(names(res)).toEqual(["Beta Writer Extra"])
        const other = await search({
          filter: [
            { type: "equals", field: "name", value: "beta writer extra" },
          ],
        })
        expect(names(other)).toEqual([])
      })

      it("filters with equals null", async () => {
        const res = await search({
          filter: [{ type: "equals", field: "description", value: null }],
        })
        expect(names(res)).toEqual(["Gamma 100% Admin"])
      })

      it("filters with equalsAny (array and a|b string)", async () => {
        const res = await search({
          filter: [
            {
              type: "equalsAny",
              field: "name",
              value: ["Alpha Reader", "Zeta x-ray", "Nobody"],
            },
          ],
        })
        expect(sortedNames(res)).toEqual(["Alpha Reader", "Zeta x-ray"])
        const piped = await search({
          filter: [
            {
              type: "equalsAny",
              field: "id",
              value: `${byName("Epsilon Viewer").id}|${byName("Beta Writer Extra").id}`,
            },
          ],
        })
        expect(sortedNames(piped)).toEqual([
          "Beta Writer Extra",
          "Epsilon Viewer",
        ])
      })

      it("filters with contains, case-insensitively", async () => {
        const res = await search({
          filter: [{ type: "contains", field: "name", value: "ALPHA" }],
        })
        expect(names(res)).toEqual(["Alpha Reader"])
        const desc = await search({
          filter: [{ type: "contains", field: "description", value: "case" }],
        })
        expect(names(desc)).toEqual(["Zeta x-ray"])
      })

      it("filters with prefix and suffix", async () => {
        expect(
          names(
            await search({
              filter: [{ type: "prefix", field: "name", value: "ze" }],
            })
          )
        ).toEqual(["Zeta x-ray"])
        expect(
          names(
            await search({
              filter: [{ type: "prefix", field: "name", value: "eta" }],
            })
          )
        ).toEqual([])
        expect(
          names(
            await search({
              filter: [{ type: "suffix", field: "name", value: "READER" }],
            })
          )
        ).toEqual(["Alpha Reader"])
        expect(
          names(
            await search({
              filter: [{ type: "suffix", field: "name", value: "Alpha" }],
            })
          )
        ).toEqual([])
      })

      it("filters with range on createdAt", async () => {
        const from = roles[2].createdAt
        const to = roles[4].createdAt
        const res = await search({
          filter: [
            {
              type: "range",
              field: "createdAt",
              parameters: { gte: from, lt: to },
            },
          ],
          sort: [{ field: "createdAt", order: "ASC" }],
        })
        expect(res.status).toBe(200)
        expect(names(res)).toEqual([roles[2].name, roles[3].name])

        const after = await search({
          filter: [
            {
              type: "range",
              field: "createdAt",
              parameters: { gt: roles[4].createdAt },
            },
          ],
        })
        expect(names(after)).toEqual([roles[5].name])
        const future = await search({
          filter: [
            {
              type: "range",
              field: "createdAt",
              parameters: { gte: "2999-01-01" },
            },
          ],
        })
        expect(names(future)).toEqual([])
      })

      it("refuses a range on a string field and a bad date with 400", async () => {
        const res = await search({
          filter: [{ type: "range", field: "name", parameters: { gte: "a" } }],
        })
        expectApiError(
          res,
          400,
          "FRAMEWORK__INVALID_FILTER_QUERY",
          "/filter/0/field"
        )
        const date = await search({
          filter: [
            {
              type: "range",
              field: "createdAt",
              parameters: { gte: "yesterday" },
            },
          ],
        })
        expectApiError(
          date,
          400,
          "FRAMEWORK__INVALID_FILTER_QUERY",
          "/filter/0/parameters/gte"
        )
      })

      it("filters with not", async () => {
        const res = await search({
          filter: [
            {
              type: "not",
              queries: [
                { type: "equals", field: "name", value: "Alpha Reader" },
              ],
            },
          ],
        })
        expect(sortedNames(res)).toEqual(
          SORTED_NAMES.filter((n) => n !== "Alpha Reader")
        )
        const orNot = await search({
          filter: [
            {
              type: "not",
              operator: "or",
              queries: [
                { type: "prefix", field: "name", value: "A" },
                { type: "prefix", field: "name", value: "B" },
              ],
            },
          ],
        })
        expect(sortedNames(orNot)).toEqual(
          SORTED_NAMES.filter((n) => !/^[AB]/.test(n))
        )
      })

      it("filters with multi (or and and)", async () => {
        const or = await search({
          filter: [
            {
              type: "multi",
              operator: "or",
              queries: [
                { type: "equals", field: "name", value: "Alpha Reader" },
                { type: "contains", field: "description", value: "viewer" },
              ],
            },
          ],
        })
        expect(sortedNames(or)).toEqual(["Alpha Reader", "Epsilon Viewer"])
        const and = await search({
          filter: [
            {
              type: "multi",
              operator: "and",
              queries: [
                { type: "contains", field: "name", value: "a" },
                { type: "equals", field: "privileges", value: "product:read" },
              ],
            },
          ],
        })
        expect(names(and)).toEqual(["Delta_underscore Box"])
      })

      it("searches with term in name and description, case-insensitively", async () => {
        expect(sortedNames(await search({ term: "viewer" }))).toEqual([
          "Epsilon Viewer",
        ])
        expect(names(await search({ term: "WRITES" }))).toEqual([
          "Beta Writer Extra",
        ])
        // "x" is in three names and in the description "mixed CASE Text" (of Zeta x-ray, counted once).
        expect(sortedNames(await search({ term: "x" }))).toEqual([
          "Beta Writer Extra",
          "Delta_underscore Box",
          "Zeta x-ray",
        ])
        expect(names(await search({ term: "   " })).length).toBe(6)
      })

      it("narrows to ids", async () => {
        const ids = [byName("Alpha Reader").id, byName("Zeta x-ray").id]
        const res = await search({ ids })
        expect(sortedNames(res)).toEqual(["Alpha Reader", "Zeta x-ray"])
        const bad = await search({ ids: ["nope"] })
        expectApiError(bad, 400, "FRAMEWORK__INVALID_UUID", "/ids/0")
      })

      it("sorts ASC and DESC", async () => {
        const asc = await search({ sort: [{ field: "name", order: "ASC" }] })
        expect(names(asc)).toEqual(SORTED_NAMES)
        const desc = await search({ sort: [{ field: "name", order: "DESC" }] })
        expect(names(desc)).toEqual([...SORTED_NAMES].reverse())
        const created = await search({
          sort: [{ field: "createdAt", order: "DESC" }],
        })
        expect(names(created)).toEqual(roles.map((r) => r.name).reverse())
      })

      it("refuses to sort by an array field", async () => {
        const res = await search({
          sort: [{ field: "privileges", order: "ASC" }],
        })
        expectApiError(
          res,
          400,
          "FRAMEWORK__INVALID_SORT_QUERY",
          "/sort/0/field"
        )
      })

      it("pages with page and limit; total-count-mode 1 counts all matches", async () => {
        const res = await search({
          page: 2,
          limit: 2,
          sort: [{ field: "name", order: "ASC" }],
          "total-count-mode": 1,
        })
        expect(res.status).toBe(200)
        expect(res.data.total).toBe(6)
        expect(names(res)).toEqual(SORTED_NAMES.slice(2, 4))
        const last = await search({
          page: 4,
          limit: 2,
          sort: [{ field: "name", order: "ASC" }],
          "total-count-mode": 1,
        })
        expect(last.data.total).toBe(6)
        expect(names(last)).toEqual([])
        const none = await search({
          page: 3,
          limit: 2,
          sort: [{ field: "name", order: "ASC" }],
        })
        expect(names(none)).toEqual(SORTED_NAMES.slice(4, 6))
        expect(none.data.total).toBe(2)
      })

      it("returns only the included fields, plus id", async () => {
        const res = await search({
          includes: { acl_role: ["name"] },
          sort: [{ field: "name", order: "ASC" }],
        })
        expect(res.status).toBe(200)
        expect(res.data.data).toHaveLength(6)
        for (const item of res.data.data) {
          expect(Object.keys(item).sort()).toEqual(["id", "name"])
        }
        expect(res.data.data[0]).toEqual({
          id: byName("Alpha Reader").id,
          name: "Alpha Reader",
        })

        const jsonApi = await settle(
          api.post(
            "/api/search/acl-role",
            {
              includes: { acl_role: ["privileges"] },
              ids: [byName("Alpha Reader").id],
            },
            headers({ accept: "application/vnd.api+json" })
          )
        )
        expect(jsonApi.status).toBe(200)
        expect(jsonApi.data.data[0].attributes).toEqual({
          privileges: ["order:read"],
        })
      })

      it("reads criteria from the query string on GET", async () => {
        const res = await settle(
          api.get(
            "/api/acl-role?limit=2&page=2&sort=-name&filter[0][type]=contains&filter[0][field]=name&filter[0][value]=x&total-count-mode=1",
            plain()
          )
        )
        expect(res.status).toBe(200)
        // Names containing "x": Zeta x-ray, Delta_underscore Box, Beta Writer Extra; sorted descending.
        expect(res.data.total).toBe(3)
        expect(names(res)).toEqual(["Beta Writer Extra"])

        const exact = await settle(
          api.get(
            "/api/acl-role?limit=2&page=2&sort=-name&filter[0][type]=contains&filter[0][field]=name&filter[0][value]=x",
            plain()
          )
        )
        expect(exact.status).toBe(200)
        expect(names(exact)).toEqual(["Beta Writer Extra"])

        const first = await settle(
          api.get(
            "/api/acl-role?limit=2&sort=-name&filter[0][type]=contains&filter[0][field]=name&filter[0][value]=x",
            plain()
          )
        )
        expect(names(first)).toEqual(["Zeta x-ray", "Delta_underscore Box"])
      })

      it("answers POST /api/search-ids/acl-role with {total, data: [ids]}", async () => {
        const res = await settle(
          api.post(
            "/api/search-ids/acl-role",
            {
              filter: [
                { type: "equals", field: "privileges", value: "order:read" },
              ],
              sort: [{ field: "name", order: "ASC" }],
              "total-count-mode": 1,
            },
            plain()
          )
        )
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          total: 2,
          data: [byName("Alpha Reader").id, byName("Delta_underscore Box").id],
        })
      })

      it("filters a string[] field (privileges) with equals and equalsAny", async () => {
        const res = await search({
          filter: [
            { type: "equals", field: "privileges", value: "order:read" },
          ],
        })
        expect(sortedNames(res)).toEqual([
          "Alpha Reader",
          "Delta_underscore Box",
        ])
        const bundle = await search({
          filter: [
            {
              type: "equals",
              field: "privileges",
              value: "plugin_product_history.viewer",
            },
          ],
        })
        expect(names(bundle)).toEqual(["Epsilon Viewer"])
        const any = await search({
          filter: [
            {
              type: "equalsAny",
              field: "privileges",
              value: ["product:update", "acl_role:read"],
            },
          ],
        })
        expect(sortedNames(any)).toEqual([
          "Beta Writer Extra",
          "Gamma 100% Admin",
        ])
        const none = await search({
          filter: [
            { type: "equals", field: "privileges", value: "order:delete" },
          ],
        })
        expect(names(none)).toEqual([])
      })

      it("refuses limit 501 with 400 FRAMEWORK__QUERY_LIMIT_EXCEEDED at /limit (query string)", async () => {
        const res = await settle(api.get("/api/acl-role?limit=501", plain()))
        expectApiError(res, 400, "FRAMEWORK__QUERY_LIMIT_EXCEEDED", "/limit")
        const ok = await settle(api.get("/api/acl-role?limit=500", plain()))
        expect(ok.status).toBe(200)
      })

      it("refuses limit 501 with 400 FRAMEWORK__QUERY_LIMIT_EXCEEDED at /limit (search body)", async () => {
        const res = await search({ limit: 501 })
        expectApiError(res, 400, "FRAMEWORK__QUERY_LIMIT_EXCEEDED", "/limit")
        const ids = await settle(
          api.post("/api/search-ids/acl-role", { limit: 501 }, plain())
        )
        expectApiError(ids, 400, "FRAMEWORK__QUERY_LIMIT_EXCEEDED", "/limit")
      })

      it("refuses an unknown field with 400 at /filter/0/field, never SQL", async () => {
        const res = await search({
          filter: [{ type: "equals", field: "colour", value: "red" }],
        })
        const error = expectApiError(
          res,
          400,
          "FRAMEWORK__UNMAPPED_FIELD",
          "/filter/0/field"
        )
        expect(error.detail).toContain("colour")
        const injection = await search({
          filter: [
            {
              type: "equals",
              field: "name; DROP TABLE plugin_acl_role; --",
              value: "x",
            },
          ],
        })
        expectApiError(
          injection,
          400,
          "FRAMEWORK__UNMAPPED_FIELD",
          "/filter/0/field"
        )
        const query = await settle(
          api.get(
            "/api/acl-role?filter[0][type]=equals&filter[0][field]=colour&filter[0][value]=red",
            plain()
          )
        )
        expectApiError(
          query,
          400,
          "FRAMEWORK__UNMAPPED_FIELD",
          "/filter/0/field"
        )
        const still = await search({})
        expect(still.data.total).toBe(6)
      })

      it("matches % and _ literally in contains, prefix and suffix", async () => {
        expect(
          names(
            await search({
              filter: [{ type: "contains", field: "name", value: "%" }],
            })
          )
        ).toEqual(["Gamma 100% Admin"])
        expect(
          names(
            await search({
              filter: [{ type: "contains", field: "name", value: "100%" }],
            })
          )
        ).toEqual(["Gamma 100% Admin"])
        expect(
          names(
            await search({
              filter: [{ type: "contains", field: "name", value: "_" }],
            })
          )
        ).toEqual(["Delta_underscore Box"])
        expect(
          names(
            await search({
              filter: [{ type: "contains", field: "name", value: "a_u" }],
            })
          )
        ).toEqual(["Delta_underscore Box"])
        expect(
          names(
            await search({
              filter: [{ type: "contains", field: "name", value: "a%u" }],
            })
          )
        ).toEqual([])
        expect(
          names(
            await search({
              filter: [{ type: "prefix", field: "name", value: "%" }],
            })
          )
        ).toEqual([])
        expect(
          names(
            await search({
              filter: [{ type: "suffix", field: "name", value: "_" }],
            })
          )
        ).toEqual([])
        expect(
          names(
            await search({
              filter: [{ type: "contains", field: "name", value: "\\" }],
            })
          )
        ).toEqual([])
        expect(names(await search({ term: "%" }))).toEqual(["Gamma 100% Admin"])
      })
    })

    describe("transport errors in Shopware's error body", () => {
      it("answers a JSON body over 100 kB with 413", async () => {
        const body = {
          name: "Huge",
          description: "a".repeat(101 * 1024),
          privileges: [],
        }
        const res = await settle(api.post("/api/acl-role", body, plain()))
        expectApiError(res, 413, "FRAMEWORK__PAYLOAD_TOO_LARGE")
        const list = await settle(api.get("/api/acl-role", plain()))
        expect(list.data.total).toBe(0)
      })

      it("accepts a JSON body just under 100 kB", async () => {
        const res = await settle(
          api.post(
            "/api/search/acl-role",
            // 2,500 ids of 32 characters, each quoted: about 90 kB.
            {
              filter: [
                {
                  type: "equalsAny",
                  field: "id",
                  value: Array.from({ length: 2_500 }, (_, i) =>
                    i.toString(16).padStart(32, "0")
                  ),
                },
              ],
            },
            plain()
          )
        )
        expect(res.status).toBe(200)
      })

      it("answers a text/plain body with 415", async () => {
        const res = await settle(
          api.post("/api/acl-role", "name=Plain", {
            ...plain({ "content-type": "text/plain" }),
            transformRequest: [(d: unknown) => d],
          })
        )
        const error = expectApiError(
          res,
          415,
          "FRAMEWORK__UNSUPPORTED_MEDIA_TYPE"
        )
        expect(error.detail).toContain("application/json")
      })

      it("answers malformed JSON with 400 FRAMEWORK__INVALID_REQUEST_BODY", async () => {
        const res = await settle(
          api.post("/api/acl-role", '{"name": "Broken",', {
            ...plain({ "content-type": "application/json" }),
            transformRequest: [(d: unknown) => d],
          })
        )
        expectApiError(res, 400, "FRAMEWORK__INVALID_REQUEST_BODY")
      })

      it("answers an unknown route with 404 FRAMEWORK__ROUTE_NOT_FOUND", async () => {
        const res = await settle(api.get("/api/unknown-entity", plain()))
        expectApiError(res, 404, "FRAMEWORK__ROUTE_NOT_FOUND")
        const deep = await settle(
          api.get(
            "/api/acl-role/0123456789abcdef0123456789abcdef/extra",
            plain()
          )
        )
        expectApiError(deep, 404, "FRAMEWORK__ROUTE_NOT_FOUND")
      })

      it("answers a wrong method on a known path with 405 and an Allow header", async () => {
        const res = await settle(
          api.put("/api/acl-role", { name: "x" }, plain())
        )
        expectApiError(res, 405, "FRAMEWORK__METHOD_NOT_ALLOWED")
        expect(String(res.headers.allow).split(/,\s*/).sort()).toEqual([
          "GET",
          "POST",
        ])
        const one = await settle(
          api.post(`/api/acl-role/${"a".repeat(32)}`, {}, plain())
        )
        expectApiError(one, 405, "FRAMEWORK__METHOD_NOT_ALLOWED")
        expect(String(one.headers.allow).split(/,\s*/).sort()).toEqual([
          "DELETE",
          "GET",
          "PATCH",
        ])
      })

      it("answers every error in Shopware's shape without internals", async () => {
        const role = await createRole({ name: "Existing", privileges: [] })
        const responses = [
          await settle(
            api.get("/api/acl-role", {
              headers: { accept: "application/json" },
            })
          ),
          await settle(
            api.get("/api/acl-role", {
              headers: {
                accept: "application/json",
                authorization: "Bearer not-a-token",
              },
            })
          ),
          await settle(api.get(`/api/acl-role/${"0".repeat(32)}`, plain())),
          await settle(
            api.post(
              "/api/acl-role",
              { name: "Existing", privileges: "order:read" },
              plain()
            )
          ),
          await settle(
            api.post(
              "/api/search/acl-role",
              {
                filter: [
                  {
                    type: "equals",
                    field: 'name"; DROP TABLE plugin_acl_role; --',
                    value: "x",
                  },
                ],
              },
              plain()
            )
          ),
          await settle(
            api.post(
              "/api/search/acl-role",
              { filter: "nope", sort: 5 },
              plain()
            )
          ),
          await settle(
            api.post(
              "/api/search/acl-role",
              { filter: [{ type: "regex", field: "name", value: ".*" }] },
              plain()
            )
          ),
          await settle(
            api.patch(`/api/acl-role/${role.id}`, { name: "" }, plain())
          ),
          await settle(api.delete("/api/acl-role/xyz", plain())),
        ]
        for (const res of responses) {
          expect(res.status).toBeGreaterThanOrEqual(400)
          expect(res.status).toBeLessThan(500)
          expectApiError(res, res.status, res.data.errors?.[0]?.code)
        }
        // The last: a malformed id in the path names nothing (404).
        expect(responses.map((r) => r.status)).toEqual([
          401, 401, 404, 400, 400, 400, 400, 400, 404,
        ])
      })
    })
  },
})
