import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import { bearer, passwordToken, settle } from "../helpers/api-client"
import { expectApiError } from "../helpers/api-assertions"

jest.setTimeout(120 * 1000)

const HEX32 = /^[0-9a-f]{32}$/
const CLERK = { email: "clerk@test.example", password: "clerkpassword" }

type Auth = { headers: Record<string, string> }

/** Every object key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf)
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
  return []
}

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let admin: Auth

    beforeEach(async () => {
      admin = await createAdminUser(getContainer(), api)
    })

    const clientLogin = (accessKey: string, secret: string) =>
      settle(
        api.post("/api/oauth/token", {
          grant_type: "client_credentials",
          client_id: accessKey,
          client_secret: secret,
        })
      )

    async function createRole(body: Record<string, unknown>) {
      const res = await settle(api.post("/admin/plugin-acl-roles", body, admin))
      expect(res.status).toBe(201)
      return res.data.acl_role as {
        id: string
        name: string
        description: string | null
        privileges: string[]
      }
    }

    async function userIdOf(auth: Auth) {
      const res = await settle(api.get("/admin/users/me", auth))
      expect(res.status).toBe(200)
      return res.data.user.id as string
    }

    describe("/admin/plugin-integrations", () => {
      it("creates with 201 {integration, secret}; the secret logs in and is never shown again", async () => {
        const res = await settle(
          api.post(
            "/admin/plugin-integrations",
            { label: "ERP", admin: true },
            admin
          )
        )
        expect(res.status).toBe(201)
        const { integration, secret } = res.data
        expect(integration).toEqual(
          expect.objectContaining({
            id: expect.stringMatching(HEX32),
            label: "ERP",
            admin: true,
            access_key: expect.stringMatching(/^SWIA[A-Z0-9_-]{16,}$/),
            roles: [],
          })
        )
        expect(typeof secret).toBe("string")
        expect(secret.length).toBeGreaterThanOrEqual(32)
        expect(
          keysOf(integration).filter((k) => /secret|hash/i.test(k))
        ).toEqual([])

        const login = await clientLogin(integration.access_key, secret)
        expect(login.status).toBe(200)
        expect(
          (
            await settle(
              api.get("/api/integration", bearer(login.data.access_token))
            )
          ).status
        ).toBe(200)

        const one = await settle(
          api.get(`/admin/plugin-integrations/${integration.id}`, admin)
        )
        expect(one.status).toBe(200)
        const list = await settle(api.get("/admin/plugin-integrations", admin))
        expect(list.status).toBe(200)
        for (const body of [one.data, list.data]) {
          expect(keysOf(body).filter((k) => /secret|hash/i.test(k))).toEqual([])
          expect(JSON.stringify(body)).not.toContain(secret)
        }
        expect(one.data.integration).toEqual(
          expect.objectContaining({
            id: integration.id,
            label: "ERP",
            access_key: integration.access_key,
          })
        )
      })

      it("lists integrations with a count, newest first", async () => {
        const first = await settle(
          api.post("/admin/plugin-integrations", { label: "First" }, admin)
        )
        const second = await settle(
          api.post("/admin/plugin-integrations", { label: "Second" }, admin)
        )
        expect([first.status, second.status]).toEqual([201, 201])
        const res = await settle(api.get("/admin/plugin-integrations", admin))
        expect(res.status).toBe(200)
        expect(res.data.count).toBe(2)
        expect(res.data.integrations.map((i: any) => i.label)).toEqual([
          "Second",
          "First",
        ])
        const paged = await settle(
          api.get("/admin/plugin-integrations?limit=1&offset=1", admin)
        )
        expect(paged.data.integrations.map((i: any) => i.label)).toEqual([
          "First",
        ])
        expect(paged.data.count).toBe(2)
      })

      it("refuses an invalid body with 400 and creates nothing", async () => {
        const empty = await settle(
          api.post("/admin/plugin-integrations", { label: "" }, admin)
        )
        expect(empty.status).toBe(400)
        const unknown = await settle(
          api.post(
            "/admin/plugin-integrations",
            { label: "X", secret: "mine" },
            admin
          )
        )
        expect(unknown.status).toBe(400)
        const badRole = await settle(
          api.post(
            "/admin/plugin-integrations",
            { label: "X", role_ids: ["nope"] },
            admin
          )
        )
        expect(badRole.status).toBe(400)
        const ghostRole = await settle(
          api.post(
            "/admin/plugin-integrations",
            { label: "X", role_ids: ["a".repeat(32)] },
            admin
          )
        )
        expect(ghostRole.status).toBe(400)
        const list = await settle(api.get("/admin/plugin-integrations", admin))
        expect(list.data.count).toBe(0)
      })

      it("updates label, admin flag and roles; the integration's token follows the roles", async () => {
        const role = await createRole({
          name: "Role reader",
          privileges: ["acl_role:read"],
        })
        const created = await settle(
          api.post(
            "/admin/plugin-integrations",
            { label: "Old label", admin: true },
            admin
          )
        )
        const { integration, secret } = created.data

        const res = await settle(
          api.post(
            `/admin/plugin-integrations/${integration.id}`,
            { label: "New label", admin: false, role_ids: [role.id] },
            admin
          )
        )
        expect(res.status).toBe(200)
        expect(res.data.integration).toEqual(
          expect.objectContaining({
            id: integration.id,
            label: "New label",
            admin: false,
            access_key: integration.access_key,
            roles: [{ id: role.id, name: "Role reader" }],
          })
        )
        const read = await settle(
          api.get(`/admin/plugin-integrations/${integration.id}`, admin)
        )
        expect(read.data.integration).toEqual(
          expect.objectContaining({
            label: "New label",
            admin: false,
            roles: [expect.objectContaining({ id: role.id })],
          })
        )

        const token = (await clientLogin(integration.access_key, secret)).data
          .access_token
        expect(
          (await settle(api.get("/api/acl-role", bearer(token)))).status
        ).toBe(200)
        const denied = await settle(api.get("/api/integration", bearer(token)))
        expect(
          expectApiError(denied, 403, "FRAMEWORK__MISSING_PRIVILEGE_ERROR").meta
            ?.parameters?.missingPrivileges
        ).toEqual(["integration:read"])

        const cleared = await settle(
          api.post(
            `/admin/plugin-integrations/${integration.id}`,
            { role_ids: [] },
            admin
          )
        )
        expect(cleared.status).toBe(200)
        expect(cleared.data.integration.roles).toEqual([])
        expect(cleared.data.integration.label).toBe("New label")
        expect(
          (await settle(api.get("/api/acl-role", bearer(token)))).status
        ).toBe(403)
      })

      it("issues a new secret with POST /:id/secret; the old credentials and tokens stop working", async () => {
        const created = await settle(
          api.post(
            "/admin/plugin-integrations",
            { label: "Rotating", admin: true },
            admin
          )
        )
        const { integration, secret: oldSecret } = created.data
        const oldToken = (await clientLogin(integration.access_key, oldSecret))
          .data.access_token
        expect(
          (await settle(api.get("/api/acl-role", bearer(oldToken)))).status
        ).toBe(200)

        const res = await settle(
          api.post(
            `/admin/plugin-integrations/${integration.id}/secret`,
            {},
            admin
          )
        )
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          id: integration.id,
          access_key: integration.access_key,
          secret: expect.any(String),
        })
        const newSecret = res.data.secret
        expect(newSecret).not.toBe(oldSecret)
        expect(newSecret.length).toBeGreaterThanOrEqual(32)

        const oldLogin = await clientLogin(integration.access_key, oldSecret)
        expectApiError(oldLogin, 401, "4")
        const oldTokenUse = await settle(
          api.get("/api/acl-role", bearer(oldToken))
        )
        expectApiError(oldTokenUse, 401, "9")

        const newLogin = await clientLogin(integration.access_key, newSecret)
        expect(newLogin.status).toBe(200)
        expect(
          (
            await settle(
              api.get("/api/acl-role", bearer(newLogin.data.access_token))
            )
          ).status
        ).toBe(200)

        const read = await settle(
          api.get(`/admin/plugin-integrations/${integration.id}`, admin)
        )
        expect(JSON.stringify(read.data)).not.toContain(newSecret)
      })

      it("answers 404 for a secret of an unknown integration", async () => {
        const res = await settle(
          api.post(
            `/admin/plugin-integrations/${"0".repeat(32)}/secret`,
            {},
            admin
          )
        )
        expect(res.status).toBe(404)
      })

      it("deletes an integration: gone from get and list, its credentials and tokens refused", async () => {
        const created = await settle(
          api.post(
            "/admin/plugin-integrations",
            { label: "Doomed", admin: true },
            admin
          )
        )
        const { integration, secret } = created.data
        const token = (await clientLogin(integration.access_key, secret)).data
          .access_token

        const res = await settle(
          api.delete(`/admin/plugin-integrations/${integration.id}`, admin)
        )
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          id: integration.id,
          object: "plugin_integration",
          deleted: true,
        })

        expect(
          (
            await settle(
              api.get(`/admin/plugin-integrations/${integration.id}`, admin)
            )
          ).status
        ).toBe(404)
        expect(
          (
            await settle(
              api.post(
                `/admin/plugin-integrations/${integration.id}`,
                { label: "Zombie" },
                admin
              )
            )
          ).status
        ).toBe(404)
        expect(
          (
            await settle(
              api.delete(`/admin/plugin-integrations/${integration.id}`, admin)
            )
          ).status
        ).toBe(404)
        const list = await settle(api.get("/admin/plugin-integrations", admin))
        expect(list.data.count).toBe(0)

        expectApiError(
          await clientLogin(integration.access_key, secret),
          401,
          "4"
        )
        expectApiError(
          await settle(api.get("/api/acl-role", bearer(token))),
          401,
          "9"
        )
      })
    })

    describe("/admin/plugin-acl-roles", () => {
      it("creates, lists, reads, updates and deletes a role", async () => {
        const created = await settle(
          api.post(
            "/admin/plugin-acl-roles",
            {
              name: "Clerk",
              description: "Imports orders",
              privileges: ["plugin_b2b_order_import.editor"],
            },
            admin
          )
        )
        expect(created.status).toBe(201)
        const role = created.data.acl_role
        expect(role).toEqual(
          expect.objectContaining({
            id: expect.stringMatching(HEX32),
            name: "Clerk",
            description: "Imports orders",
            privileges: ["plugin_b2b_order_import.editor"],
          })
        )
        await createRole({
          name: "Auditor",
          privileges: ["plugin_product_history:read"],
        })

        const list = await settle(api.get("/admin/plugin-acl-roles", admin))
        expect(list.status).toBe(200)
        expect(list.data.count).toBe(2)
        expect(list.data.acl_roles.map((r: any) => r.name)).toEqual([
          "Auditor",
          "Clerk",
        ])

        const one = await settle(
          api.get(`/admin/plugin-acl-roles/${role.id}`, admin)
        )
        expect(one.status).toBe(200)
        expect(one.data.acl_role).toEqual(
          expect.objectContaining({
            id: role.id,
            name: "Clerk",
            privileges: ["plugin_b2b_order_import.editor"],
          })
        )

        const updated = await settle(
          api.post(
            `/admin/plugin-acl-roles/${role.id}`,
            {
              name: "Senior clerk",
              privileges: ["order:read", "order:create"],
            },
            admin
          )
        )
        expect(updated.status).toBe(200)
        expect(updated.data.acl_role).toEqual(
          expect.objectContaining({
            id: role.id,
            name: "Senior clerk",
            description: "Imports orders",
            privileges: ["order:read", "order:create"],
          })
        )
        const reread = await settle(
          api.get(`/admin/plugin-acl-roles/${role.id}`, admin)
        )
        expect(reread.data.acl_role).toEqual(
          expect.objectContaining({
            name: "Senior clerk",
            privileges: ["order:read", "order:create"],
          })
        )

        const deleted = await settle(
          api.delete(`/admin/plugin-acl-roles/${role.id}`, admin)
        )
        expect(deleted.status).toBe(200)
        expect(deleted.data).toEqual({
          id: role.id,
          object: "plugin_acl_role",
          deleted: true,
        })
        expect(
          (await settle(api.get(`/admin/plugin-acl-roles/${role.id}`, admin)))
            .status
        ).toBe(404)
        expect(
          (
            await settle(
              api.delete(`/admin/plugin-acl-roles/${role.id}`, admin)
            )
          ).status
        ).toBe(404)
        const after = await settle(api.get("/admin/plugin-acl-roles", admin))
        expect(after.data.acl_roles.map((r: any) => r.name)).toEqual([
          "Auditor",
        ])
      })

      it("refuses an invalid privilege with 400 on create and update", async () => {
        const res = await settle(
          api.post(
            "/admin/plugin-acl-roles",
            { name: "Bad", privileges: ["order:fly"] },
            admin
          )
        )
        expect(res.status).toBe(400)
        expect(res.data.type).toBe("invalid_data")
        expect(
          (await settle(api.get("/admin/plugin-acl-roles", admin))).data.count
        ).toBe(0)

        const role = await createRole({
          name: "Good",
          privileges: ["order:read"],
        })
        const update = await settle(
          api.post(
            `/admin/plugin-acl-roles/${role.id}`,
            { privileges: ["root"] },
            admin
          )
        )
        expect(update.status).toBe(400)
        expect(
          (await settle(api.get(`/admin/plugin-acl-roles/${role.id}`, admin)))
            .data.acl_role.privileges
        ).toEqual(["order:read"])
      })

      it("refuses a second role with the same name and keeps one", async () => {
        await createRole({ name: "Twin", privileges: [] })
        const res = await settle(
          api.post(
            "/admin/plugin-acl-roles",
            { name: "Twin", privileges: [] },
            admin
          )
        )
        expect([400, 409, 422]).toContain(res.status)
        expect(
          (await settle(api.get("/admin/plugin-acl-roles", admin))).data.count
        ).toBe(1)
      })

      it("answers 404 when updating an unknown role", async () => {
        const res = await settle(
          api.post(
            `/admin/plugin-acl-roles/${"0".repeat(32)}`,
            { name: "Ghost" },
            admin
          )
        )
        expect(res.status).toBe(404)
      })
    })

    describe("/admin/users/:id/plugin-roles", () => {
      it("shows the shop's first user as administrator", async () => {
        const id = await userIdOf(admin)
        const res = await settle(
          api.get(`/admin/users/${id}/plugin-roles`, admin)
        )
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          user_id: id,
          administrator: true,
          acl_roles: [],
        })
      })

      it("answers 404 for an unknown user", async () => {
        expect(
          (
            await settle(
              api.get("/admin/users/user_doesnotexist/plugin-roles", admin)
            )
          ).status
        ).toBe(404)
        expect(
          (
            await settle(
              api.post(
                "/admin/users/user_doesnotexist/plugin-roles",
                { role_ids: [] },
                admin
              )
            )
          ).status
        ).toBe(404)
      })

      it("limits a user with roles to the roles' privileges on /api and /admin; role_ids [] leaves no rights, never administrator", async () => {
        const clerk = await createAdminUser(getContainer(), api, CLERK)
        const clerkId = await userIdOf(clerk)
        const role = await createRole({
          name: "Role reader",
          privileges: ["acl_role:read"],
        })
        // A user who is neither administrator nor holds a role has no plugin rights.
        expect(
          (await settle(api.get(`/admin/users/${clerkId}/plugin-roles`, admin)))
            .data
        ).toEqual({ user_id: clerkId, administrator: false, acl_roles: [] })
        expect(
          (await settle(api.get("/admin/plugin-acl-roles", clerk))).status
        ).toBe(403)

        const set = await settle(
          api.post(
            `/admin/users/${clerkId}/plugin-roles`,
            { role_ids: [role.id] },
            admin
          )
        )
        expect(set.status).toBe(200)
        expect(set.data).toEqual({
          user_id: clerkId,
          administrator: false,
          acl_roles: [{ id: role.id, name: "Role reader" }],
        })
        const shown = await settle(
          api.get(`/admin/users/${clerkId}/plugin-roles`, admin)
        )
        expect(shown.data.administrator).toBe(false)
        expect(shown.data.acl_roles.map((r: any) => r.id)).toEqual([role.id])

        // The first admin stays administrator.
        const adminId = await userIdOf(admin)
        expect(
          (await settle(api.get(`/admin/users/${adminId}/plugin-roles`, admin)))
            .data.administrator
        ).toBe(true)

        // /api: the password token of the clerk holds only the role's privileges.
        const { access_token } = await passwordToken(
          api,
          CLERK.email,
          CLERK.password
        )
        const roles = await settle(
          api.get("/api/acl-role", bearer(access_token))
        )
        expect(roles.status).toBe(200)
        const denied = await settle(
          api.get("/api/integration", bearer(access_token))
        )
        const error = expectApiError(
          denied,
          403,
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )
        expect(error.title).toBe("Forbidden")
        expect(JSON.parse(error.detail)).toEqual({
          message: "Missing privilege",
          missingPrivileges: ["integration:read"],
        })
        const write = await settle(
          api.post(
            "/api/acl-role",
            { name: "Escalate", privileges: [] },
            bearer(access_token)
          )
        )
        expect(
          JSON.parse(
            expectApiError(write, 403, "FRAMEWORK__MISSING_PRIVILEGE_ERROR")
              .detail
          ).missingPrivileges
        ).toEqual(["acl_role:create"])

        // /admin: the same privileges apply to the plugin's native routes.
        const list = await settle(api.get("/admin/plugin-integrations", clerk))
        expect(list.status).toBe(403)
        expect(JSON.stringify(list.data)).toContain("integration:read")
        expect(
          (
            await settle(
              api.post("/admin/plugin-integrations", { label: "Sneaky" }, clerk)
            )
          ).status
        ).toBe(403)
        expect(
          (await settle(api.get("/admin/plugin-acl-roles", clerk))).status
        ).toBe(200)
        expect(
          (
            await settle(
              api.post(
                "/admin/plugin-acl-roles",
                { name: "Sneaky", privileges: [] },
                clerk
              )
            )
          ).status
        ).toBe(403)
        // Without acl_user_role privileges the clerk cannot change their own roles.
        expect(
          (
            await settle(
              api.post(
                `/admin/users/${clerkId}/plugin-roles`,
                { role_ids: [] },
                clerk
              )
            )
          ).status
        ).toBe(403)
        expect(
          (await settle(api.get("/admin/plugin-integrations", admin))).status
        ).toBe(200)

        // role_ids [] takes the role away: the same token now holds nothing (removing roles never adds rights).
        const reset = await settle(
          api.post(
            `/admin/users/${clerkId}/plugin-roles`,
            { role_ids: [] },
            admin
          )
        )
        expect(reset.status).toBe(200)
        expect(reset.data).toEqual({
          user_id: clerkId,
          administrator: false,
          acl_roles: [],
        })
        expect(
          (await settle(api.get("/api/acl-role", bearer(access_token)))).status
        ).toBe(403)
        expect(
          (await settle(api.get("/admin/plugin-acl-roles", clerk))).status
        ).toBe(403)

        // An administrator makes the clerk an administrator: every privilege, on both dialects.
        const made = await settle(
          api.post(
            `/admin/users/${clerkId}/plugin-access`,
            { administrator: true },
            admin
          )
        )
        expect(made.data).toEqual({
          user_id: clerkId,
          administrator: true,
          acl_roles: [],
        })
        expect(
          (await settle(api.get("/api/integration", bearer(access_token))))
            .status
        ).toBe(200)
        expect(
          (await settle(api.get("/admin/plugin-integrations", clerk))).status
        ).toBe(200)
      })

      it("refuses unknown or malformed role ids with 400, keeping the user's roles", async () => {
        const clerk = await createAdminUser(getContainer(), api, CLERK)
        const clerkId = await userIdOf(clerk)
        const malformed = await settle(
          api.post(
            `/admin/users/${clerkId}/plugin-roles`,
            { role_ids: ["nope"] },
            admin
          )
        )
        expect(malformed.status).toBe(400)
        const unknown = await settle(
          api.post(
            `/admin/users/${clerkId}/plugin-roles`,
            { role_ids: ["b".repeat(32)] },
            admin
          )
        )
        expect(unknown.status).toBe(400)
        const shown = await settle(
          api.get(`/admin/users/${clerkId}/plugin-roles`, admin)
        )
        expect(shown.data).toEqual({
          user_id: clerkId,
          administrator: false,
          acl_roles: [],
        })
      })

      it("loses the role's privileges when the role is deleted", async () => {
        const clerk = await createAdminUser(getContainer(), api, CLERK)
        const clerkId = await userIdOf(clerk)
        const role = await createRole({
          name: "Integration reader",
          privileges: ["integration:read"],
        })
        await settle(
          api.post(
            `/admin/users/${clerkId}/plugin-roles`,
            { role_ids: [role.id] },
            admin
          )
        )
        expect(
          (await settle(api.get("/admin/plugin-integrations", clerk))).status
        ).toBe(200)
        expect(
          (await settle(api.get("/admin/plugin-acl-roles", clerk))).status
        ).toBe(403)
        const { access_token } = await passwordToken(
          api,
          CLERK.email,
          CLERK.password
        )
        expect(
          (await settle(api.get("/api/acl-role", bearer(access_token)))).status
        ).toBe(403)
        expect(
          (
            await settle(
              api.delete(`/admin/plugin-acl-roles/${role.id}`, admin)
            )
          ).status
        ).toBe(200)
        // A deleted role grants nothing; it must not turn the user into an administrator either.
        const after = await settle(api.get("/admin/plugin-acl-roles", clerk))
        const integrations = await settle(
          api.get("/admin/plugin-integrations", clerk)
        )
        const viaApi = await settle(
          api.get("/api/acl-role", bearer(access_token))
        )
        const shown = await settle(
          api.get(`/admin/users/${clerkId}/plugin-roles`, admin)
        )
        expect({
          roles: after.status,
          integrations: integrations.status,
          api: viaApi.status,
          administrator: shown.data.administrator,
        }).toEqual({
          roles: 403,
          integrations: 403,
          api: 403,
          administrator: false,
        })
      })
    })

    describe("authentication of the /admin routes", () => {
      it("answers 401 without a Medusa admin session", async () => {
        const id = "0".repeat(32)
        const calls = [
          settle(api.get("/admin/plugin-integrations")),
          settle(
            api.post("/admin/plugin-integrations", { label: "Anonymous" })
          ),
          settle(api.get(`/admin/plugin-integrations/${id}`)),
          settle(api.post(`/admin/plugin-integrations/${id}`, { label: "x" })),
          settle(api.post(`/admin/plugin-integrations/${id}/secret`, {})),
          settle(api.delete(`/admin/plugin-integrations/${id}`)),
          settle(api.get("/admin/plugin-acl-roles")),
          settle(
            api.post("/admin/plugin-acl-roles", {
              name: "Anonymous",
              privileges: [],
            })
          ),
          settle(api.get(`/admin/plugin-acl-roles/${id}`)),
          settle(api.post(`/admin/plugin-acl-roles/${id}`, { name: "x" })),
          settle(api.delete(`/admin/plugin-acl-roles/${id}`)),
          settle(api.get("/admin/users/user_x/plugin-roles")),
          settle(
            api.post("/admin/users/user_x/plugin-roles", { role_ids: [] })
          ),
        ]
        const statuses = (await Promise.all(calls)).map((r) => r.status)
        expect(statuses).toEqual(Array(calls.length).fill(401))
        expect(
          (await settle(api.get("/admin/plugin-integrations", admin))).data
            .count
        ).toBe(0)
        expect(
          (await settle(api.get("/admin/plugin-acl-roles", admin))).data.count
        ).toBe(0)
      })

      it("answers 401 for a forged or foreign bearer token", async () => {
        const res = await settle(
          api.get("/admin/plugin-integrations", {
            headers: { authorization: "Bearer not-a-jwt" },
          })
        )
        expect(res.status).toBe(401)
        // An /api access token is not a Medusa admin session.
        const { access_token } = await passwordToken(
          api,
          ADMIN.email,
          ADMIN.password
        )
        expect(
          (
            await settle(
              api.get("/admin/plugin-integrations", bearer(access_token))
            )
          ).status
        ).toBe(401)
        // And a Medusa admin JWT is not an /api access token.
        expectApiError(await settle(api.get("/api/acl-role", admin)), 401, "9")
      })
    })
  },
})
