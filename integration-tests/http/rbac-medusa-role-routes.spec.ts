import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { createRbacRolesWorkflow } from "@medusajs/medusa/core-flows"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"
import {
  linkUserRoles,
  login,
  rbacRoleWith,
  switchRbacOn,
} from "../helpers/rbac"

jest.setTimeout(300 * 1000)
switchRbacOn()

/**
 * With Medusa's RBAC on, Medusa's own role routes ask only for
 * `rbac_role:update` or `:delete`. The plugin holds them to "no way up":
 * a user with those policies cannot rename, strip or delete a role granting
 * more than their own roles (here `*:*`, what the Super Admin role grants),
 * and still changes a role within theirs.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const rbac = () => getContainer().resolve(Modules.RBAC)
    const policiesOf = async (id: string) =>
      (await rbac().listRbacRolePolicies({ role_id: id })).map(
        (row) => row.policy_id
      )

    it("refuses changing, stripping and deleting a role granting *:*, and changes a role within the caller's", async () => {
      const [star] = await rbac().listRbacPolicies({ key: "*:*" })
      const { result } = await createRbacRolesWorkflow(getContainer()).run({
        input: { roles: [{ name: "Like Super Admin", policy_ids: [star.id] }] },
      })
      const strong = result[0].id
      const keeper = await rbacRoleWith(
        getContainer(),
        ["acl_role:read", "acl_role:update", "acl_role:delete"],
        "Role keeper"
      )
      const within = await rbacRoleWith(
        getContainer(),
        ["acl_role:read"],
        "Within"
      )
      const email = "medusa-roles-clerk@test.example"
      const password = "rbac-password"
      await createAdminUser(getContainer(), api, { email, password })
      const [user] = await getContainer()
        .resolve(Modules.USER)
        .listUsers({ email })
      await linkUserRoles(getContainer(), user.id, [keeper])
      const clerk = await login(api, { email, password })

      const refused = [
        await settle(
          api.post(`/admin/rbac/roles/${strong}`, { name: "Mine" }, clerk)
        ),
        await settle(
          api.delete(`/admin/rbac/roles/${strong}/policies/${star.id}`, clerk)
        ),
        await settle(api.delete(`/admin/rbac/roles/${strong}`, clerk)),
      ]
      expect(refused.map((r) => r.status)).toEqual([403, 403, 403])
      expect(refused[0].data.message).toContain("Like Super Admin")
      const [after] = await rbac().listRbacRoles({ id: strong })
      expect(after?.name).toBe("Like Super Admin")
      expect(await policiesOf(strong)).toEqual([star.id])

      const renamed = await settle(
        api.post(
          `/admin/rbac/roles/${within}`,
          { name: "Within, renamed" },
          clerk
        )
      )
      expect(renamed.status).toBe(200)
      expect(renamed.data.role.name).toBe("Within, renamed")
    })
  },
})
