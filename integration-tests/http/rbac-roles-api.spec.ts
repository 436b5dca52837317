import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { createAdminUser } from "../helpers/admin-user"
import {
  bearer,
  clientToken,
  passwordToken,
  settle,
} from "../helpers/api-client"
import {
  linkUserRoles,
  login,
  rbacRoleWith,
  SUPER_ADMIN_ROLE,
  switchRbacOn,
} from "../helpers/rbac"

jest.setTimeout(300 * 1000)
switchRbacOn()

type Auth = { headers: Record<string, string> }

/**
 * With Medusa's RBAC on, Shopware's `acl_role` is Medusa's roles and an
 * integration holds Medusa roles: written and read over `/api`, held by the
 * integration's tokens, and nobody hands out a policy their roles lack.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const container = () => getContainer()
    const password = "rbac-password"
    let boss: Auth
    let clerk: Auth
    let bossSession: Auth
    let clerkRoleId: string
    const ids: Record<"boss" | "clerk", string> = { boss: "", clerk: "" }

    async function userToken(
      email: string,
      roleIds: () => Promise<string[]>
    ): Promise<Auth> {
      await createAdminUser(container(), api, { email, password })
      const [user] = await container()
        .resolve(Modules.USER)
        .listUsers({ email })
      await linkUserRoles(container(), user.id, await roleIds())
      ids[email.startsWith("rbac-boss") ? "boss" : "clerk"] = user.id
      return bearer((await passwordToken(api, email, password)).access_token)
    }

    beforeAll(async () => {
      boss = await userToken("rbac-boss@test.example", async () => [
        SUPER_ADMIN_ROLE,
      ])
      clerk = await userToken("rbac-clerk@test.example", async () => [
        (clerkRoleId = await rbacRoleWith(
          container(),
          [
            "acl_role:create",
            "acl_role:read",
            "integration:create",
            "integration:read",
            "plugin_product_history:read",
          ],
          "Clerk"
        )),
      ])
      bossSession = await login(api, {
        email: "rbac-boss@test.example",
        password,
      })
    })

    /** A Medusa role made over `/api` by the super administrator; its id. */
    async function bossRole(body: { name: string; privileges: string[] }) {
      const res = await settle(
        api.post("/api/acl-role?_response=1", body, boss)
      )
      expect(res.status).toBe(200)
      return res.data.data.id as string
    }

    const counts = async () =>
      (
        await dbConnection.raw(
          "select (select count(*) from rbac_role where deleted_at is null) as roles, (select count(*) from plugin_integration where deleted_at is null) as integrations"
        )
      ).rows[0]

    it("creates, reads, changes and deletes a Medusa role through acl_role, with privileges in Shopware's words", async () => {
      const created = await settle(
        api.post(
          "/api/acl-role?_response=1",
          {
            name: "ERP uploader",
            description: "Sends order files",
            privileges: ["plugin_b2b_order_import.uploader"],
          },
          boss
        )
      )
      expect(created.status).toBe(200)
      const id = created.data.data.id as string
      expect(id).toMatch(/^role_/)
      const [role] = await container()
        .resolve(Modules.RBAC)
        .listRbacRoles({ id }, { relations: ["policies"] })
      expect(role.name).toBe("ERP uploader")
      expect(
        (role.policies ?? []).map((p) => `${p.resource}:${p.operation}`).sort()
      ).toEqual([
        "plugin_b2b_inbound_record:create",
        "plugin_b2b_inbound_record:read",
      ])

      const read = await settle(api.get(`/api/acl-role/${id}`, boss))
      expect(read.status).toBe(200)
      expect(read.data.data).toMatchObject({
        id,
        name: "ERP uploader",
        description: "Sends order files",
        privileges: [
          "plugin_b2b_inbound_record:read",
          "plugin_b2b_inbound_record:create",
        ],
      })

      const found = await settle(
        api.post("/api/search/acl-role", { term: "uploader" }, boss)
      )
      expect(found.data.data.map((r: { id: string }) => r.id)).toContain(id)

      const patched = await settle(
        api.patch(
          `/api/acl-role/${id}`,
          {
            privileges: [
              "plugin_b2b_inbound_record:read",
              "plugin_product_history:read",
            ],
          },
          boss
        )
      )
      expect(patched.status).toBe(204)
      // Shopware's list replaces the role's: one kept, one gone, one added.
      const after = await settle(api.get(`/api/acl-role/${id}`, boss))
      expect(after.data.data.privileges).toEqual([
        "plugin_b2b_inbound_record:read",
        "plugin_product_history:read",
      ])

      const deleted = await settle(api.delete(`/api/acl-role/${id}`, boss))
      expect({ status: deleted.status, body: deleted.data }).toEqual({
        status: 204,
        body: "",
      })
      expect((await settle(api.get(`/api/acl-role/${id}`, boss))).status).toBe(
        404
      )
    })

    it("gives an integration Medusa roles: its token holds exactly what they grant, and criteria reach them", async () => {
      const roleId = await bossRole({
        name: "Uploader",
        privileges: ["plugin_b2b_order_import.uploader"],
      })
      const made = await settle(
        api.post(
          "/api/integration?_response=1",
          { label: "ERP", roleIds: [roleId] },
          boss
        )
      )
      expect(made.status).toBe(200)
      const integration = made.data.data
      expect(integration.roleIds).toEqual([roleId])
      const token = bearer(
        await clientToken(api, {
          accessKey: integration.accessKey,
          secret: integration.secretAccessKey,
        })
      )
      expect(
        (await settle(api.get("/api/plugin-b2b-inbound-record", token))).status
      ).toBe(200)
      const refused = await settle(api.get("/api/plugin-b2b-profile", token))
      expect(refused.status).toBe(403)
      expect(JSON.stringify(refused.data)).toContain("plugin_b2b_profile:read")

      const searched = await settle(
        api.post(
          "/api/search/integration",
          {
            filter: [
              { type: "equals", field: "aclRoles.name", value: "Uploader" },
            ],
            associations: { aclRoles: {} },
          },
          boss
        )
      )
      expect(searched.status).toBe(200)
      expect(searched.data.data).toHaveLength(1)
      expect(searched.data.data[0].id).toBe(integration.id)
    })

    it("refuses handing out a policy the caller's own roles lack, and changes nothing", async () => {
      const uploader = await bossRole({
        name: "Profiles",
        privileges: ["plugin_b2b_profile:read"],
      })
      const before = await counts()
      const role = await settle(
        api.post(
          "/api/acl-role",
          { name: "More", privileges: ["plugin_b2b_profile:read"] },
          clerk
        )
      )
      expect(role.status).toBe(403)
      const integration = await settle(
        api.post(
          "/api/integration",
          { label: "Sneaky", roleIds: [uploader] },
          clerk
        )
      )
      expect(integration.status).toBe(403)
      expect(JSON.stringify(integration.data)).toContain("Profiles")
      expect(await counts()).toEqual(before)

      const own = await settle(
        api.post(
          "/api/acl-role",
          { name: "Within", privileges: ["plugin_product_history:read"] },
          clerk
        )
      )
      expect(own.status).toBe(204)
    })

    it("answers users' administrator standing and role assignments from Medusa's roles", async () => {
      const bossRow = await settle(api.get(`/api/user/${ids.boss}`, boss))
      expect(bossRow.data.data.admin).toBe(true)
      const clerkRow = await settle(api.get(`/api/user/${ids.clerk}`, boss))
      expect(clerkRow.data.data.admin).toBe(false)
      const assignments = await settle(
        api.post(
          "/api/search/acl-user-role",
          {
            filter: [{ type: "equals", field: "userId", value: ids.clerk }],
            associations: { aclRole: {} },
          },
          boss
        )
      )
      expect(assignments.status).toBe(200)
      expect(assignments.data.data).toEqual([
        expect.objectContaining({ userId: ids.clerk, aclRoleId: clerkRoleId }),
      ])
    })

    it("lists Medusa's roles in the admin and gives integrations Medusa roles there", async () => {
      const roles = await settle(
        api.get("/admin/plugin-acl-roles?q=Clerk", bossSession)
      )
      expect(roles.status).toBe(200)
      expect(roles.data.acl_roles).toEqual([
        expect.objectContaining({
          id: clerkRoleId,
          name: "Clerk",
          privileges: expect.arrayContaining(["plugin_product_history:read"]),
        }),
      ])
      const made = await settle(
        api.post(
          "/admin/plugin-integrations",
          { label: "Desk", role_ids: [clerkRoleId] },
          bossSession
        )
      )
      expect(made.status).toBe(201)
      expect(made.data.integration.roles).toEqual([
        { id: clerkRoleId, name: "Clerk" },
      ])
      const listed = await settle(
        api.get(
          `/admin/plugin-integrations?role_id=${clerkRoleId}`,
          bossSession
        )
      )
      expect(listed.data.integrations.map((i: { id: string }) => i.id)).toEqual(
        [made.data.integration.id]
      )
    })

    it("names its Medusa roles in /_info/me, finds roles by ids, and says why sync cannot create one", async () => {
      const me = await settle(api.get("/api/_info/me", clerk))
      expect(me.data.data.aclRoles).toEqual([
        {
          id: clerkRoleId,
          name: "Clerk",
          privileges: expect.arrayContaining(["plugin_product_history:read"]),
        },
      ])
      const byIds = await settle(
        api.post("/api/search/acl-role", { ids: [clerkRoleId] }, boss)
      )
      expect(byIds.status).toBe(200)
      expect(byIds.data.data.map((r: { id: string }) => r.id)).toEqual([
        clerkRoleId,
      ])
      const synced = await settle(
        api.post(
          "/api/_action/sync",
          {
            roles: {
              entity: "acl_role",
              action: "upsert",
              payload: [{ name: "Synced", privileges: [] }],
            },
          },
          boss
        )
      )
      expect(synced.status).toBe(400)
      expect(JSON.stringify(synced.data)).toContain(
        "The sync API cannot create acl_role entities: Medusa chooses their ids"
      )
    })

    it("names only the roles the caller may not hand out", async () => {
      const small = await bossRole({
        name: "Small",
        privileges: ["plugin_product_history:read"],
      })
      const big = await bossRole({ name: "Big", privileges: ["order:create"] })
      const res = await settle(
        api.post(
          "/api/integration",
          { label: "Two", roleIds: [small, big] },
          clerk
        )
      )
      expect(res.status).toBe(403)
      expect(res.data.errors[0].detail).toBe(
        'You cannot give these roles to an integration: "Big" grants policies your own roles do not grant.'
      )
    })

    it("names an unknown role id in words", async () => {
      const res = await settle(
        api.post(
          "/api/integration",
          { label: "Lost", roleIds: ["role_01JUNKNOWNUNKNOWNUNKNOWN00"] },
          boss
        )
      )
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.data)).toContain(
        "role_01JUNKNOWNUNKNOWNUNKNOWN00"
      )
    })
  },
})
