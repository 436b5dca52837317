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
 * With Medusa's RBAC on, a change of a role's privileges that is refused
 * (a policy the caller's roles lack) or undone (a later write of the same
 * sync request fails) leaves the role's policies as they were: the
 * policies the new list leaves out are not taken away.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const container = () => getContainer()
    const password = "rbac-password"
    let boss: Auth
    let clerk: Auth
    let clerkSession: Auth

    async function userWithRoles(email: string, roleIds: string[]) {
      await createAdminUser(container(), api, { email, password })
      const [user] = await container()
        .resolve(Modules.USER)
        .listUsers({ email })
      await linkUserRoles(container(), user.id, roleIds)
      return bearer((await passwordToken(api, email, password)).access_token)
    }

    beforeAll(async () => {
      boss = await userWithRoles("refused-boss@test.example", [
        SUPER_ADMIN_ROLE,
      ])
      const clerkRole = await rbacRoleWith(
        container(),
        [
          "acl_role:read",
          "acl_role:update",
          "plugin_product_history:read",
          "plugin_b2b_profile:read",
        ],
        "Role keeper"
      )
      clerk = await userWithRoles("refused-clerk@test.example", [clerkRole])
      clerkSession = await login(api, {
        email: "refused-clerk@test.example",
        password,
      })
    })

    /** A role the clerk may change (it grants no more than the clerk's). */
    async function roleWithinClerk(name: string) {
      const made = await settle(
        api.post(
          "/api/acl-role?_response=1",
          {
            name,
            privileges: [
              "plugin_product_history:read",
              "plugin_b2b_profile:read",
            ],
          },
          boss
        )
      )
      expect(made.status).toBe(200)
      return made.data.data.id as string
    }

    const privilegesOf = async (id: string) =>
      (await settle(api.get(`/api/acl-role/${id}`, boss))).data.data
        .privileges as string[]

    const before = ["plugin_b2b_profile:read", "plugin_product_history:read"]

    it("refuses over /api a new list with a policy the caller lacks, and takes none of the role's policies away", async () => {
      const id = await roleWithinClerk("Refused over api")
      const refused = await settle(
        api.patch(
          `/api/acl-role/${id}`,
          { privileges: ["product:update"] },
          clerk
        )
      )
      expect(refused.status).toBe(403)
      expect((await privilegesOf(id)).sort()).toEqual(before)
    })

    it("refuses it over /admin too, and the role keeps its policies", async () => {
      const id = await roleWithinClerk("Refused over admin")
      const refused = await settle(
        api.post(
          `/admin/plugin-acl-roles/${id}`,
          { privileges: ["plugin_product_history:read", "product:update"] },
          clerkSession
        )
      )
      expect(refused.status).toBe(403)
      expect((await privilegesOf(id)).sort()).toEqual(before)
    })

    it("gives the policies back when a later write of the same sync request fails", async () => {
      const id = await roleWithinClerk("Undone by sync")
      const taken = await roleWithinClerk("Name taken")
      expect(taken).toBeTruthy()
      const sync = await settle(
        api.post(
          "/api/_action/sync",
          {
            narrow: {
              entity: "acl_role",
              action: "upsert",
              payload: [{ id, privileges: ["plugin_b2b_profile:read"] }],
            },
            clash: {
              entity: "acl_role",
              action: "upsert",
              payload: [{ name: "Name taken", privileges: [] }],
            },
          },
          boss
        )
      )
      expect(sync.status).toBeGreaterThanOrEqual(400)
      expect((await privilegesOf(id)).sort()).toEqual(before)
    })
  },
})
