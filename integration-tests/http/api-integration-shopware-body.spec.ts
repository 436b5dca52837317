import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { accessState, restrictedIntegration } from "../helpers/access"
import { expectApiError } from "../helpers/api-assertions"
import {
  bearer,
  clientToken,
  createIntegration,
  settle,
} from "../helpers/api-client"

jest.setTimeout(120 * 1000)

/*
 * Shopware's own integration body (its docs' "create an integration"): a
 * client-chosen key pair and roles as the ManyToMany `aclRoles: [{id}]`.
 * Shopware's writes only ever add mappings, so a PATCH with aclRoles adds.
 */

type Auth = { headers: Record<string, string> }
const SECRET = "S".repeat(20) + "ecret-of-the-erp-0123456789"
let keys = 0
/** A fresh key in Shopware's shape (SWIA and 22 capital letters or digits). */
const accessKey = () => `SWIAERPKEY${String(++keys).padStart(16, "0")}`

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    let admin: Auth
    const json = (auth: Auth) => ({
      headers: { ...auth.headers, accept: "application/json" },
    })

    beforeEach(async () => {
      const integration = await createIntegration(getContainer(), {
        admin: true,
        label: "Shop setup",
      })
      admin = bearer(await clientToken(api, integration))
    })

    /** A role made over the API by the administrator; its id. */
    async function role(name: string, privileges: string[]) {
      const res = await settle(
        api.post("/api/acl-role?_response=1", { name, privileges }, json(admin))
      )
      expect(res.status).toBe(200)
      return res.data.data.id as string
    }

    /** The ids of the roles an integration holds, sorted. */
    async function rolesOf(id: string) {
      const res = await settle(api.get(`/api/integration/${id}`, json(admin)))
      expect(res.status).toBe(200)
      return [...(res.data.data.roleIds as string[])].sort()
    }

    /** Whether a token of this key pair may list roles (acl_role:read) and integrations (integration:read). */
    async function reach(key: string, secret = SECRET) {
      const own = bearer(await clientToken(api, { accessKey: key, secret }))
      const roles = await settle(api.get("/api/acl-role", json(own)))
      const integrations = await settle(api.get("/api/integration", json(own)))
      return { roles: roles.status, integrations: integrations.status }
    }

    const create = (body: unknown, auth = admin) =>
      settle(api.post("/api/integration", body, json(auth)))
    const patch = (id: string, body: unknown, auth = admin) =>
      settle(api.patch(`/api/integration/${id}`, body, json(auth)))

    it("creates from Shopware's own body: the key pair gets a token holding exactly the role's privileges", async () => {
      const reader = await role("Role reader", ["acl_role:read"])
      const key = accessKey()
      const res = await create({
        label: "ERP",
        accessKey: key,
        secretAccessKey: SECRET,
        aclRoles: [{ id: reader }],
      })
      expect(res.status).toBe(204)
      const id = (res.headers.location as string).split("/").pop()!
      expect(await rolesOf(id)).toEqual([reader])
      expect(await reach(key)).toEqual({ roles: 200, integrations: 403 })

      // Read back the Shopware way, as a loaded association.
      const found = await settle(
        api.post(
          "/api/search/integration",
          { ids: [id], associations: { aclRoles: {} } },
          json(admin)
        )
      )
      expect(found.data.data[0].aclRoles.map((r: any) => r.id)).toEqual([
        reader,
      ])
    })

    it("links both when roleIds and aclRoles come together", async () => {
      const a = await role("A", ["acl_role:read"])
      const b = await role("B", ["integration:read"])
      const key = accessKey()
      const res = await create({
        label: "ERP",
        accessKey: key,
        secretAccessKey: SECRET,
        roleIds: [a],
        aclRoles: [{ id: b }, { id: a }],
      })
      expect(res.status).toBe(204)
      const id = (res.headers.location as string).split("/").pop()!
      expect(await rolesOf(id)).toEqual([a, b].sort())
      expect(await reach(key)).toEqual({ roles: 200, integrations: 200 })
    })

    it("PATCH with aclRoles adds roles as Shopware does; roleIds replaces them", async () => {
      const a = await role("A", ["acl_role:read"])
      const b = await role("B", ["integration:read"])
      const key = accessKey()
      const res = await create({
        label: "ERP",
        accessKey: key,
        secretAccessKey: SECRET,
        aclRoles: [{ id: a }],
      })
      const id = (res.headers.location as string).split("/").pop()!
      expect(await reach(key)).toEqual({ roles: 200, integrations: 403 })

      expect((await patch(id, { aclRoles: [{ id: b }] })).status).toBe(204)
      expect(await rolesOf(id)).toEqual([a, b].sort())
      expect(await reach(key)).toEqual({ roles: 200, integrations: 200 })

      // An empty list links nothing and unlinks nothing.
      expect((await patch(id, { aclRoles: [] })).status).toBe(204)
      expect(await rolesOf(id)).toEqual([a, b].sort())

      expect((await patch(id, { roleIds: [b] })).status).toBe(204)
      expect(await rolesOf(id)).toEqual([b])
      expect(await reach(key)).toEqual({ roles: 403, integrations: 200 })

      // Given together: the set roleIds names, and aclRoles added to it.
      expect(
        (await patch(id, { roleIds: [], aclRoles: [{ id: a }] })).status
      ).toBe(204)
      expect(await rolesOf(id)).toEqual([a])
    })

    it("refuses an unknown role id with 400 naming it, and writes nothing", async () => {
      const a = await role("A", ["acl_role:read"])
      const ghost = "f".repeat(32)
      const before = await accessState(dbConnection)
      const res = await create({
        label: "ERP",
        accessKey: accessKey(),
        secretAccessKey: SECRET,
        aclRoles: [{ id: a }, { id: ghost }],
      })
      const error = expectApiError(
        res,
        400,
        "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
      )
      expect(error.detail).toContain(ghost)
      expect(error.detail).not.toContain(a)
      expect(await accessState(dbConnection)).toEqual(before)

      const made = await create({ label: "ERP", aclRoles: [{ id: a }] })
      expect(made.status).toBe(200)
      const id = made.data.data.id as string
      const unchanged = await accessState(dbConnection)
      const refused = await patch(id, { aclRoles: [{ id: ghost }] })
      expect(
        expectApiError(refused, 400, "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION")
          .detail
      ).toContain(ghost)
      expect(await accessState(dbConnection)).toEqual(unchanged)
    })

    it("takes only the id in an aclRoles entry (roles are made through /api/acl-role)", async () => {
      const a = await role("A", ["acl_role:read"])
      const before = await accessState(dbConnection)
      const res = await create({
        label: "ERP",
        aclRoles: [{ id: a, name: "Renamed", privileges: ["order:read"] }],
      })
      expectApiError(
        res,
        400,
        "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
        "/aclRoles/0/name"
      )
      const malformed = await create({ label: "ERP", aclRoles: [a] })
      expectApiError(
        malformed,
        400,
        "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
        "/aclRoles/0"
      )
      expect(await accessState(dbConnection)).toEqual(before)
    })

    it("refuses (403) a caller who would hand out privileges it lacks, on create and on update, and writes nothing", async () => {
      const strong = await role("Order reader", ["order:read"])
      const caller = await restrictedIntegration(getContainer(), api, [
        "integration:create",
        "integration:update",
        "integration:read",
      ])
      const before = await accessState(dbConnection)
      const res = await create(
        {
          label: "ERP",
          accessKey: accessKey(),
          secretAccessKey: SECRET,
          aclRoles: [{ id: strong }],
        },
        caller.token
      )
      const error = expectApiError(res, 403, "FRAMEWORK__PERMISSION_DENIED")
      expect(error.detail).toContain("order:read")
      expect(await accessState(dbConnection)).toEqual(before)

      const weak = await create({ label: "Weak" }, caller.token)
      expect(weak.status).toBe(200)
      const id = weak.data.data.id as string
      const unchanged = await accessState(dbConnection)
      const refused = await patch(
        id,
        { aclRoles: [{ id: strong }] },
        caller.token
      )
      expectApiError(refused, 403, "FRAMEWORK__PERMISSION_DENIED")
      expect(await accessState(dbConnection)).toEqual(unchanged)
      // Nor may an integration add roles to itself.
      const own = await patch(
        caller.id,
        { aclRoles: [{ id: strong }] },
        caller.token
      )
      expectApiError(own, 403, "FRAMEWORK__PERMISSION_DENIED")
    })

    it("takes the same body in sync upserts: creates with a key pair, adds roles to an existing one", async () => {
      const a = await role("A", ["acl_role:read"])
      const b = await role("B", ["integration:read"])
      const id = "0123456789abcdef0123456789abcdef"
      const key = accessKey()
      const sync = (payload: unknown[]) =>
        settle(
          api.post(
            "/api/_action/sync",
            { w: { entity: "integration", action: "upsert", payload } },
            json(admin)
          )
        )
      const created = await sync([
        {
          id,
          label: "ERP",
          accessKey: key,
          secretAccessKey: SECRET,
          aclRoles: [{ id: a }],
        },
      ])
      expect(created.status).toBe(200)
      expect(created.data.data).toEqual({ integration: [id] })
      expect(await reach(key)).toEqual({ roles: 200, integrations: 403 })

      expect((await sync([{ id, aclRoles: [{ id: b }] }])).status).toBe(200)
      expect(await rolesOf(id)).toEqual([a, b].sort())
      expect(await reach(key)).toEqual({ roles: 200, integrations: 200 })

      // Its answer lists ids only: a new integration brings its own secret.
      const before = await accessState(dbConnection)
      const refused = await sync([
        { label: "No secret", aclRoles: [{ id: a }] },
      ])
      expectApiError(
        refused,
        400,
        "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
        "/w/0/secretAccessKey"
      )
      expect(await accessState(dbConnection)).toEqual(before)
      const ghost = await sync([
        {
          label: "Ghost",
          secretAccessKey: SECRET,
          aclRoles: [{ id: "e".repeat(32) }],
        },
      ])
      expect(
        expectApiError(ghost, 400, "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION")
          .detail
      ).toContain("e".repeat(32))
      expect(await accessState(dbConnection)).toEqual(before)

      // And deletes one: its key pair signs in no more.
      const deleted = await settle(
        api.post(
          "/api/_action/sync",
          { d: { entity: "integration", action: "delete", payload: [{ id }] } },
          json(admin)
        )
      )
      expect(deleted.status).toBe(200)
      expect(deleted.data.deleted).toEqual({ integration: [id] })
      const signIn = await settle(
        api.post("/api/oauth/token", {
          grant_type: "client_credentials",
          client_id: key,
          client_secret: SECRET,
        })
      )
      expect(signIn.status).toBe(401)
    })

    it("lists aclRoles on the create and update bodies of the OpenAPI document", async () => {
      const res = await settle(api.get("/api/_info/openapi3.json", json(admin)))
      expect(res.status).toBe(200)
      const doc = res.data
      const resolve = (schema: any): any =>
        schema?.$ref
          ? resolve(
              schema.$ref
                .replace(/^#\//, "")
                .split("/")
                .reduce((at: any, part: string) => at[part], doc)
            )
          : schema
      const body = (path: string, method: string) =>
        resolve(
          doc.paths[path][method].requestBody.content["application/json"].schema
        )
      for (const [path, method] of [
        ["/integration", "post"],
        ["/integration/{id}", "patch"],
      ]) {
        const aclRoles = resolve(body(path, method).properties.aclRoles)
        expect({ path, method, aclRoles }).toEqual({
          path,
          method,
          aclRoles: expect.objectContaining({
            type: "array",
            items: expect.objectContaining({
              type: "object",
              required: ["id"],
              properties: { id: expect.objectContaining({ type: "string" }) },
            }),
          }),
        })
      }
    })
  },
})
