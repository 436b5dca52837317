import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"
import {
  linkUserRoles,
  login,
  rbacRoleWith,
  SUPER_ADMIN_ROLE,
  switchRbacOn,
} from "../helpers/rbac"

jest.setTimeout(300 * 1000)
switchRbacOn()

/**
 * With Medusa's RBAC on, the shop's administrators are the users whose
 * Medusa roles grant `*:*`: a user who may delete users (`user:delete`) but
 * is no administrator cannot delete one through Medusa's
 * `DELETE /admin/users/:id`, and still deletes other users.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const password = "rbac-password"

    async function userWithRoles(email: string, roleIds: string[]) {
      await createAdminUser(getContainer(), api, { email, password })
      const [user] = await getContainer()
        .resolve(Modules.USER)
        .listUsers({ email })
      await linkUserRoles(getContainer(), user.id, roleIds)
      return user.id
    }

    const exists = async (id: string) =>
      (await getContainer().resolve(Modules.USER).listUsers({ id })).length

    it("refuses a non-administrator deleting a Super Admin, and lets them delete a user holding less", async () => {
      const boss = await userWithRoles("protect-boss@test.example", [
        SUPER_ADMIN_ROLE,
      ])
      const plain = await userWithRoles("protect-plain@test.example", [])
      const remover = await rbacRoleWith(
        getContainer(),
        ["user:read", "user:delete"],
        "User remover"
      )
      await userWithRoles("protect-clerk@test.example", [remover])
      const clerk = await login(api, {
        email: "protect-clerk@test.example",
        password,
      })

      const refused = await settle(api.delete(`/admin/users/${boss}`, clerk))
      expect(refused.status).toBe(403)
      expect(refused.data.message).toContain("administrator")
      expect(await exists(boss)).toBe(1)

      const allowed = await settle(api.delete(`/admin/users/${plain}`, clerk))
      expect(allowed.status).toBe(200)
      expect(await exists(plain)).toBe(0)
    })
  },
})
