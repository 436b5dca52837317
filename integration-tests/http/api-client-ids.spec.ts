import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { API_ROUTES } from "../../src/shopware/routes/table"
import { clientToken, createIntegration, settle } from "../helpers/api-client"
import { expectApiError } from "../helpers/api-assertions"

jest.setTimeout(180 * 1000)

// Shopware's create with a client-chosen id: the entity gets that id (an ERP keeps its own keys); the same id
// again is refused as Shopware's writer refuses it (FRAMEWORK__WRITE_TYPE_INTEND_ERROR), leaving the first
// untouched; a malformed id is refused before anything is written.
const id = (n: number) => n.toString(16).padStart(32, "0")

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: { headers: Record<string, string> }
    beforeEach(async () => {
      const integration = await createIntegration(getContainer(), {
        admin: true,
      })
      headers = {
        headers: {
          authorization: `Bearer ${await clientToken(api, integration)}`,
          accept: "application/json",
        },
      }
    })
    const post = (path: string, body: unknown) =>
      settle(api.post(`/api/${path}?_response=1`, body, headers))
    const get = (path: string) => settle(api.get(`/api/${path}`, headers))

    it("creates a role, an integration, a profile and a mapping under the ids the client chose", async () => {
      const role = await post("acl-role", {
        id: id(1),
        name: "Chosen",
        privileges: ["acl_role:read"],
      })
      expect(role.status).toBe(200)
      expect(role.data.data.id).toBe(id(1))
      expect(role.headers.location).toMatch(
        new RegExp(`/api/acl-role/${id(1)}$`)
      )

      const integration = await post("integration", {
        id: id(2),
        label: "ERP",
        roleIds: [id(1)],
      })
      expect(integration.status).toBe(200)
      expect(integration.data.data.id).toBe(id(2))

      const profile = await post("plugin-b2b-profile", {
        id: id(3),
        name: "Chosen profile",
        fileFormat: "csv",
        approvalMode: "manual",
      })
      expect(profile.status).toBe(200)
      expect(profile.data.data.id).toBe(id(3))
      const mapping = await post("plugin-b2b-field-mapping", {
        id: id(4),
        profileId: id(3),
        source: "Artikelnummer",
        target: "line.sku",
      })
      expect(mapping.status).toBe(200)
      expect(mapping.data.data.id).toBe(id(4))
      expect((await get(`plugin-b2b-field-mapping/${id(4)}`)).status).toBe(200)
    })

    it("refuses the same id again with FRAMEWORK__WRITE_TYPE_INTEND_ERROR, leaving the first as it was", async () => {
      const first = await post("acl-role", {
        id: id(9),
        name: "First",
        privileges: [],
      })
      expect(first.status).toBe(200)
      const again = await post("acl-role", {
        id: id(9),
        name: "Second",
        privileges: ["acl_role:read"],
      })
      const error = expectApiError(
        again,
        400,
        "FRAMEWORK__WRITE_TYPE_INTEND_ERROR",
        "/id"
      )
      expect(error.detail).toContain(id(9))
      expect(error.detail).toMatch(/PATCH/)
      const kept = await get(`acl-role/${id(9)}`)
      expect(kept.data.data).toMatchObject({ name: "First", privileges: [] })
      // Two creates of one new id at once: one is created, the other refused; never a 500.
      const racing = await Promise.all([
        post("acl-role", { id: id(10), name: "Racer A", privileges: [] }),
        post("acl-role", { id: id(10), name: "Racer B", privileges: [] }),
      ])
      expect(racing.map((r) => r.status).sort()).toEqual([
        200,
        expect.any(Number),
      ])
      expect(racing.map((r) => r.status)).not.toContain(500)
      expect(racing.filter((r) => r.status === 200)).toHaveLength(1)
    })

    it("refuses a malformed id in the body with 400 at /id, creating nothing", async () => {
      for (const bad of ["ABC", "AB".repeat(16), 42, `${id(5)}0`]) {
        const res = await post("acl-role", {
          id: bad,
          name: `Bad ${bad}`,
          privileges: [],
        })
        expect({ bad, status: res.status }).toEqual({ bad, status: 400 })
        expect(res.data.errors[0].source).toEqual({ pointer: "/id" })
      }
      const list = await settle(
        api.post("/api/search/acl-role", { term: "Bad" }, headers)
      )
      expect(list.data.total).toBe(0)
    })

    it("takes the optional id on every create route of the entity API", () => {
      const creates = API_ROUTES.filter(
        (r) => r.method === "post" && /^\/api\/[a-z0-9-]+$/.test(r.path)
      )
      expect(creates.length).toBeGreaterThanOrEqual(5)
      for (const r of creates)
        expect({
          route: r.path,
          id: !!(r.body as any)?.shape?.id,
        }).toEqual({ route: r.path, id: true })
    })

    it("hands out a Shopware key pair an integration can be created with, its token working", async () => {
      const pair = await get("_action/access-key/intergration")
      expect(pair.status).toBe(200)
      expect(pair.headers["cache-control"]).toBe("no-store")
      expect(pair.data.accessKey).toMatch(/^SWIA[A-Z0-9_-]{22}$/)
      expect(pair.data.secretAccessKey).toMatch(/^[A-Za-z0-9_-]{51}$/)
      const created = await post("integration", {
        label: "Keys from Shopware",
        accessKey: pair.data.accessKey,
        secretAccessKey: pair.data.secretAccessKey,
      })
      expect(created.status).toBe(200)
      expect(created.data.data.lastUsageAt).toBeNull()
      const token = await settle(
        api.post("/api/oauth/token", {
          grant_type: "client_credentials",
          client_id: pair.data.accessKey,
          client_secret: pair.data.secretAccessKey,
        })
      )
      expect(token.status).toBe(200)
      // A key with - and _ as Shopware makes them is accepted too.
      const dashed = await post("integration", {
        label: "Dashed key",
        accessKey: "SWIAAB-CD_EFGHIJKLMNOPQRST",
        secretAccessKey: pair.data.secretAccessKey + "x",
      })
      expect(dashed.status).toBe(200)
      const reader = await createIntegration(getContainer(), {
        privileges: ["integration:read"],
      })
      const denied = await settle(
        api.get("/api/_action/access-key/intergration", {
          headers: {
            authorization: `Bearer ${await clientToken(api, reader)}`,
          },
        })
      )
      expect(denied.status).toBe(403)
    })
  },
})
