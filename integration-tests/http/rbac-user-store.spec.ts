import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { apiAccess } from "../../src/modules/api-access"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { setUserAccessWorkflow } from "../../src/workflows/api-access"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import { accessState } from "../helpers/access"
import { pluginStoreRole } from "../helpers/rbac"
import { bearer, passwordToken, settle } from "../helpers/api-client"
import { expectApiError } from "../helpers/api-assertions"

jest.setTimeout(120 * 1000)

const CLERK = { email: "clerk@test.example", password: "clerk-password" }
const SENTENCE =
  "While Medusa's role-based access control is on, the roles of admin users are managed in Medusa's Settings → Roles"

type Auth = { headers: Record<string, string> }

/**
 * With Medusa's RBAC on, admin users' roles are Medusa's: the plugin's own
 * store for users (roles, administrator flag) is refused on every path that
 * writes it, and read as before; the settings tell the admin UI where the
 * roles are managed.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: { MEDUSA_FF_RBAC: "true" },
  testSuite: ({ api, getContainer, dbConnection }) => {
    let admin: Auth
    let adminToken: Auth
    let clerkId: string
    let assignmentId: string
    let otherRoleId: string
    /** The admin's row of Medusa's user–role link: what acl_user_role names under RBAC. */
    let adminLinkId: string

    beforeEach(async () => {
      const container = getContainer()
      await createAdminUser(container, api, ADMIN)
      const first = await createAdminUser(container, api, CLERK)
      clerkId = (await api.get("/admin/users/me", first)).data.user.id
      const users = await container
        .resolve(Modules.USER)
        .listUsers({ email: ADMIN.email })
      // Medusa's super admin role; the roles ride in the login token, so log in again.
      await container.resolve("link").create({
        [Modules.USER]: { user_id: users[0].id },
        [Modules.RBAC]: { rbac_role_id: "role_super_admin" },
      })
      const { data: links } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "user_rbac_role",
          fields: ["id"],
          filters: { user_id: users[0].id },
        })
      adminLinkId = links[0].id
      const login = await api.post("/auth/user/emailpass", ADMIN)
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
      adminToken = bearer(
        (await passwordToken(api, ADMIN.email, ADMIN.password)).access_token
      )
      // What the clerk held in the plugin before the flag was switched on.
      const roleId = await pluginStoreRole(
        container,
        ["acl_role:read"],
        "Readers"
      )
      otherRoleId = await pluginStoreRole(
        container,
        ["user:read"],
        "User readers"
      )
      const [row] = await apiAccess(container).createUserAclRoles([
        { id: "ab".repeat(16), user_id: clerkId, role_id: roleId },
      ])
      assignmentId = row.id
    })

    const refusedOnAdmin = (res: { status: number; data: any }) => {
      expect(res.status).toBe(409)
      expect(res.data).toMatchObject({
        type: "conflict",
        code: "USER_ROLES_IN_MEDUSA_RBAC",
      })
      expect(res.data.message).toContain(SENTENCE)
    }

    const refusedOnApi = (res: { status: number; data: any }) => {
      const error = expectApiError(res, 409, "FRAMEWORK__CONFLICT")
      expect(error.detail).toContain(SENTENCE)
    }

    it("runs Medusa's RBAC module with the plugin's policies", async () => {
      expect(getContainer().resolve("rbac")).toBeDefined()
      const { rows } = await dbConnection.raw(
        "select key from rbac_policy where resource = 'plugin_product_history' and deleted_at is null order by key"
      )
      expect(rows.map((r: { key: string }) => r.key)).toEqual(
        expect.arrayContaining(["plugin_product_history:read"])
      )
    })

    it("tells the admin UI that Medusa's RBAC manages the roles, and where", async () => {
      const res = await api.get("/admin/plugin-settings", admin)
      expect(res.status).toBe(200)
      expect(res.data.rbac).toEqual({
        enabled: true,
        roles_url: "/app/settings/roles",
      })
    })

    it("refuses every write to users' plugin roles and administrator flag (409) and changes nothing", async () => {
      const before = await accessState(dbConnection)

      refusedOnAdmin(
        await settle(
          api.post(
            `/admin/users/${clerkId}/plugin-roles`,
            { role_ids: [otherRoleId] },
            admin
          )
        )
      )
      refusedOnAdmin(
        await settle(
          api.post(
            `/admin/users/${clerkId}/plugin-access`,
            { administrator: true },
            admin
          )
        )
      )
      refusedOnApi(
        await settle(
          api.post(
            "/api/acl-user-role",
            { userId: clerkId, aclRoleId: otherRoleId },
            adminToken
          )
        )
      )
      refusedOnApi(
        await settle(
          api.delete(`/api/acl-user-role/${adminLinkId}`, adminToken)
        )
      )
      refusedOnApi(
        await settle(
          api.patch(`/api/user/${clerkId}`, { admin: true }, adminToken)
        )
      )
      // A host app calling the workflow is refused the same, even as the console.
      await expect(
        setUserAccessWorkflow(getContainer()).run({
          input: { userId: clerkId, admin: true, caller: CONSOLE_CALLER },
        })
      ).rejects.toMatchObject({
        code: "USER_ROLES_IN_MEDUSA_RBAC",
        message: expect.stringContaining(SENTENCE),
      })

      expect(await accessState(dbConnection)).toEqual(before)
    })

    it("still reads users' plugin roles in the admin; /api answers Medusa's user–role links", async () => {
      const standing = await api.get(
        `/admin/users/${clerkId}/plugin-roles`,
        admin
      )
      expect(standing.status).toBe(200)
      expect(standing.data).toMatchObject({
        user_id: clerkId,
        administrator: false,
        acl_roles: [{ name: "Readers" }],
      })
      const users = await api.get("/admin/plugin-users", admin)
      expect(users.status).toBe(200)
      expect(users.data.users.map((u: { id: string }) => u.id)).toContain(
        clerkId
      )

      const rows = await api.get("/api/acl-user-role", adminToken)
      expect(rows.status).toBe(200)
      const ids = rows.data.data.map((r: { id: string }) => r.id)
      expect(ids).toContain(adminLinkId)
      expect(ids).not.toContain(assignmentId)
      const user = await api.get(`/api/user/${clerkId}`, adminToken)
      expect(user.status).toBe(200)
      expect(user.data.data).toMatchObject({ id: clerkId, admin: false })
    })
  },
})
