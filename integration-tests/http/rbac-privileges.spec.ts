import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { createAdminUser } from "../helpers/admin-user"
import { bearer, passwordToken, settle } from "../helpers/api-client"
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
 * With Medusa's RBAC on, the plugin's privileges are Medusa policies: the
 * plugin declares its own, its `/admin` routes declare what they need, and a
 * user holds in the plugin, on both dialects, exactly what their Medusa roles
 * grant (`*:*` is the administrator).
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const container = () => getContainer()
    const password = "rbac-password"
    const viewer = { email: "rbac-viewer@test.example", password }
    const nobody = { email: "rbac-nobody@test.example", password }
    const boss = { email: "rbac-boss@test.example", password }
    const sessions: Record<"viewer" | "nobody" | "boss", Auth> = {} as never
    const tokens: Record<"viewer" | "nobody" | "boss", Auth> = {} as never

    beforeAll(async () => {
      for (const [name, user] of Object.entries({ viewer, nobody, boss })) {
        const first = await createAdminUser(container(), api, user)
        const id = (await settle(api.get("/admin/users/me", first))).data?.user
          ?.id as string | undefined
        const [row] = await container()
          .resolve(Modules.USER)
          .listUsers({ email: user.email })
        const userId = id ?? row.id
        if (name === "viewer")
          await linkUserRoles(container(), userId, [
            await rbacRoleWith(
              container(),
              ["plugin_product_history:read"],
              "History viewer"
            ),
          ])
        if (name === "boss")
          await linkUserRoles(container(), userId, [SUPER_ADMIN_ROLE])
        const key = name as keyof typeof sessions
        sessions[key] = await login(api, user)
        tokens[key] = bearer(
          (await passwordToken(api, user.email, password)).access_token
        )
      }
    })

    it("declares the plugin's policies in Medusa, named and described", async () => {
      const [policy] = await container()
        .resolve(Modules.RBAC)
        .listRbacPolicies({ key: "plugin_product_history:read" })
      expect(policy).toMatchObject({
        name: "ReadPluginProductHistory",
        resource: "plugin_product_history",
        operation: "read",
        description: expect.stringContaining("product change history"),
      })
    })

    it("on /admin, a role with history read sees the history, cannot roll back, cannot reach the import", async () => {
      const list = await settle(
        api.get("/admin/product-history", sessions.viewer)
      )
      expect(list.status).toBe(200)
      const rollback = await settle(
        api.post(
          "/admin/product-history/00000000000000000000000000000000/rollback",
          {},
          sessions.viewer
        )
      )
      expect(rollback.status).toBe(403)
      const records = await settle(
        api.get("/admin/b2b/records", sessions.viewer)
      )
      expect(records.status).toBe(403)
    })

    it("on /admin, a user without roles reaches nothing of the plugin; the super administrator everything", async () => {
      for (const path of ["/admin/product-history", "/admin/b2b/records"]) {
        expect((await settle(api.get(path, sessions.nobody))).status).toBe(403)
        expect((await settle(api.get(path, sessions.boss))).status).toBe(200)
      }
    })

    it("on /api, a password token holds exactly the policies of the user's roles", async () => {
      const list = await settle(
        api.get("/api/_action/plugin-product-history/list", tokens.viewer)
      )
      expect(list.status).toBe(200)
      const profiles = await settle(
        api.get("/api/plugin-b2b-profile", tokens.viewer)
      )
      expect(profiles.status).toBe(403)
      expect(profiles.data.errors[0]).toMatchObject({
        code: "FRAMEWORK__MISSING_PRIVILEGE_ERROR",
      })
      expect(
        JSON.stringify(profiles.data.errors[0].meta ?? profiles.data)
      ).toContain("plugin_b2b_profile:read")
    })

    it("on /api, no roles hold nothing; Medusa's super administrator holds everything", async () => {
      const path = "/api/_action/plugin-product-history/list"
      expect((await settle(api.get(path, tokens.nobody))).status).toBe(403)
      expect((await settle(api.get(path, tokens.boss))).status).toBe(200)
      const me = await settle(api.get("/api/acl-role", tokens.boss))
      expect(me.status).toBe(200)
    })
  },
})
