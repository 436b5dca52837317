import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { seedAdminUser } from "../../dev/seed-people"
import { assignUserRoleWorkflow } from "../../src/workflows/api-access"
import { accessState, Auth, restrictedUser, roleWith } from "../helpers/access"
import { createAdminUser } from "../helpers/admin-user"
import { expectApiError } from "../helpers/api-assertions"
import { bearer, passwordToken, settle } from "../helpers/api-client"

jest.setTimeout(180 * 1000)

/**
 * Who is an administrator: the shop's first user; a user without the flag and
 * without roles holds nothing; removing roles never adds rights; nobody changes
 * their own flag or roles; a secret API key acts for its creator.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const container = () => getContainer()
    let admin: Auth
    let adminId: string
    const status = async (promise: Promise<unknown>) =>
      (await settle(promise)).status

    /** What a caller may do: one plugin read on each dialect. */
    async function reach(auth: { api: Auth; admin: Auth }) {
      return {
        api: await status(api.get("/api/acl-role", auth.api)),
        admin: await status(api.get("/admin/plugin-acl-roles", auth.admin)),
      }
    }

    beforeEach(async () => {
      admin = await createAdminUser(container(), api)
      adminId = (await api.get("/admin/users/me", admin)).data.user.id
      // The first call of a plugin route chooses the first administrator of a fresh install.
      expect((await api.get("/admin/plugin-users", admin)).status).toBe(200)
    })

    it("makes the shop's first user the administrator; a user created later holds nothing until given rights", async () => {
      expect(
        (await api.get(`/admin/users/${adminId}/plugin-roles`, admin)).data
      ).toEqual({ user_id: adminId, administrator: true, acl_roles: [] })
      const later = await restrictedUser(
        container(),
        api,
        "later@test.example",
        null
      )
      expect(await reach({ api: later.token, admin: later.session })).toEqual({
        api: 403,
        admin: 403,
      })
      expect(await status(api.get("/admin/b2b/records", later.session))).toBe(
        403
      )
      expect(
        await status(
          api.post("/api/search/plugin-b2b-inbound-record", {}, later.token)
        )
      ).toBe(403)

      const users = await api.get("/admin/plugin-users", admin)
      expect(
        users.data.users.map((u: any) => [u.email, u.administrator])
      ).toEqual([
        ["admin@test.example", true],
        ["later@test.example", false],
      ])
      const listed = await api.get("/api/user", {
        headers: {
          ...bearer(
            (await passwordToken(api, "admin@test.example", "somepassword"))
              .access_token
          ).headers,
          accept: "application/json",
        },
      })
      expect(listed.data.data.map((u: any) => [u.email, u.admin])).toEqual([
        ["admin@test.example", true],
        ["later@test.example", false],
      ])

      // An administrator makes them an administrator; the same tokens now reach everything.
      expect(
        (
          await api.post(
            `/admin/users/${later.id}/plugin-access`,
            { administrator: true },
            admin
          )
        ).data.administrator
      ).toBe(true)
      expect(await reach({ api: later.token, admin: later.session })).toEqual({
        api: 200,
        admin: 200,
      })
      // ... and restricts them again.
      expect(
        (
          await api.post(
            `/admin/users/${later.id}/plugin-access`,
            { administrator: false },
            admin
          )
        ).data.administrator
      ).toBe(false)
      expect(await reach({ api: later.token, admin: later.apiKey })).toEqual({
        api: 403,
        admin: 403,
      })
    })

    it("never turns removing roles into rights: emptying a user's roles, or a user deleting their own last assignment", async () => {
      const clerk = await restrictedUser(
        container(),
        api,
        "clerk@test.example",
        ["acl_user_role:delete"]
      )
      const [assignment] = (
        await dbConnection.raw(
          "select id from plugin_user_acl_role where user_id = ? and deleted_at is null",
          [clerk.id]
        )
      ).rows
      const before = await accessState(dbConnection)
      const own = await settle(
        api.delete(`/api/acl-user-role/${assignment.id}`, clerk.token)
      )
      expect(
        expectApiError(own, 403, "FRAMEWORK__PERMISSION_DENIED").detail
      ).toContain("of your own account")
      expect(await accessState(dbConnection)).toEqual(before)
      expect(await status(api.get("/api/acl-user-role", clerk.token))).toBe(200)

      // An administrator empties the clerk's roles: the clerk holds nothing, and is no administrator.
      expect(
        (
          await api.post(
            `/admin/users/${clerk.id}/plugin-roles`,
            { role_ids: [] },
            admin
          )
        ).data
      ).toEqual({ user_id: clerk.id, administrator: false, acl_roles: [] })
      expect(await status(api.get("/api/acl-user-role", clerk.token))).toBe(403)
      expect(await status(api.get("/api/integration", clerk.token))).toBe(403)

      // A role deleted under the user takes its privileges with it; nothing takes its place.
      const role = await roleWith(container(), ["integration:read"])
      await assignUserRoleWorkflow(container()).run({
        input: { userId: clerk.id, roleId: role, caller: CONSOLE_CALLER },
      })
      expect(await status(api.get("/api/integration", clerk.token))).toBe(200)
      expect(
        await status(api.delete(`/admin/plugin-acl-roles/${role}`, admin))
      ).toBe(200)
      expect(await status(api.get("/api/integration", clerk.token))).toBe(403)
    })

    it("lets nobody change their own roles or administrator flag, administrators included", async () => {
      const clerk = await restrictedUser(
        container(),
        api,
        "clerk@test.example",
        ["acl_user_role:create", "acl_user_role:delete", "acl_role:read"]
      )
      const nothing = await roleWith(container(), [])
      const before = await accessState(dbConnection)
      const viaApi = await settle(
        api.post(
          "/api/acl-user-role",
          { userId: clerk.id, aclRoleId: nothing },
          clerk.token
        )
      )
      expectApiError(viaApi, 403, "FRAMEWORK__PERMISSION_DENIED")
      const viaAdmin = await settle(
        api.post(
          `/admin/users/${clerk.id}/plugin-roles`,
          { role_ids: [nothing] },
          clerk.session
        )
      )
      expect({
        status: viaAdmin.status,
        message: viaAdmin.data.message,
      }).toEqual({
        status: 403,
        message: expect.stringContaining("of your own account"),
      })

      const adminToken = bearer(
        (await passwordToken(api, "admin@test.example", "somepassword"))
          .access_token
      )
      expectApiError(
        await settle(
          api.patch(`/api/user/${adminId}`, { admin: false }, adminToken)
        ),
        403,
        "FRAMEWORK__PERMISSION_DENIED"
      )
      expect(
        await status(
          api.post(
            `/admin/users/${adminId}/plugin-access`,
            { administrator: false },
            admin
          )
        )
      ).toBe(403)
      expect(
        await status(
          api.post(
            `/admin/users/${adminId}/plugin-roles`,
            { role_ids: [nothing] },
            admin
          )
        )
      ).toBe(403)
      expect(await accessState(dbConnection)).toEqual(before)
    })

    it("lets only an administrator delete an administrator through Medusa's own user route; nobody becomes administrator when they are gone", async () => {
      const clerk = await restrictedUser(
        container(),
        api,
        "clerk@test.example",
        ["acl_role:read"]
      )
      const other = await restrictedUser(
        container(),
        api,
        "other@test.example",
        null
      )
      const refused = await settle(
        api.delete(`/admin/users/${adminId}`, clerk.session)
      )
      expect({ status: refused.status, message: refused.data.message }).toEqual(
        {
          status: 403,
          message:
            "Only an administrator of the plugin may delete another administrator.",
        }
      )
      expect(await status(api.get("/admin/users/me", admin))).toBe(200)
      // Deleting a user who is no administrator stays Medusa's business.
      expect(
        await status(api.delete(`/admin/users/${other.id}`, clerk.session))
      ).toBe(200)

      // The administrator gone (deleted by another administrator), nobody is promoted in their place.
      const second = await restrictedUser(
        container(),
        api,
        "second@test.example",
        null
      )
      await api.post(
        `/admin/users/${second.id}/plugin-access`,
        { administrator: true },
        admin
      )
      expect(
        await status(api.delete(`/admin/users/${adminId}`, second.session))
      ).toBe(200)
      expect(await reach({ api: clerk.token, admin: clerk.session })).toEqual({
        api: 200,
        admin: 200,
      })
      expect(
        await status(api.get("/admin/plugin-integrations", clerk.session))
      ).toBe(403)
    })

    it("brings no deleted user back when npm start seeds again: the demo admin is made only on a shop that never had a user", async () => {
      const users = container().resolve(Modules.USER)
      await users.softDeleteUsers([adminId])
      // What the next `npm start` runs (dev/seed-demo.ts): with every user deleted, still nobody with the published password.
      await seedAdminUser(container())
      expect(await users.listUsers({})).toEqual([])
      const login = await settle(
        api.post("/auth/user/emailpass", {
          email: "admin@example.com",
          password: "supersecret",
        })
      )
      expect(login.status).toBe(401)
    })

    it("gives a secret API key its creator's rights, never more; a key whose creator is gone holds nothing", async () => {
      const clerk = await restrictedUser(
        container(),
        api,
        "clerk@test.example",
        ["acl_role:read"]
      )
      expect(
        await status(api.get("/admin/plugin-acl-roles", clerk.apiKey))
      ).toBe(200)
      expect(
        await status(api.get("/admin/plugin-integrations", clerk.apiKey))
      ).toBe(403)
      expect(
        await status(
          api.post(
            "/admin/plugin-acl-roles",
            { name: "Via key", privileges: [] },
            clerk.apiKey
          )
        )
      ).toBe(403)

      // A key made by the administrator acts as administrator.
      const key = await api.post(
        "/admin/api-keys",
        { title: "admin key", type: "secret" },
        admin
      )
      const adminKey = {
        headers: {
          authorization: `Basic ${Buffer.from(`${key.data.api_key.token}:`).toString("base64")}`,
        },
      }
      expect(
        await status(api.get("/admin/plugin-integrations", adminKey))
      ).toBe(200)

      // The clerk leaves the shop: their key, still valid for Medusa, has no plugin rights.
      await container().resolve(Modules.USER).deleteUsers([clerk.id])
      expect(
        await status(api.get("/admin/plugin-acl-roles", clerk.apiKey))
      ).toBe(403)
      expect(await status(api.get("/admin/b2b/records", clerk.apiKey))).toBe(
        403
      )
    })
  },
})
