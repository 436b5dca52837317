import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { createAdminUser } from "../helpers/admin-user"
import { bearer, passwordToken, settle } from "../helpers/api-client"
import { linkUserRoles, SUPER_ADMIN_ROLE, switchRbacOn } from "../helpers/rbac"

jest.setTimeout(300 * 1000)
switchRbacOn()

/**
 * With Medusa's RBAC on, the entities the API serves are their RBAC variants
 * (Medusa's roles behind acl_role): the OpenAPI document is still served,
 * with each entity's schema once.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    it("serves the OpenAPI document, twice alike", async () => {
      const email = "openapi-boss@test.example"
      const password = "rbac-password"
      await createAdminUser(getContainer(), api, { email, password })
      const [user] = await getContainer()
        .resolve(Modules.USER)
        .listUsers({ email })
      await linkUserRoles(getContainer(), user.id, [SUPER_ADMIN_ROLE])
      const auth = bearer(
        (await passwordToken(api, email, password)).access_token
      )

      const first = await settle(api.get("/api/_info/openapi3.json", auth))
      expect(first.status).toBe(200)
      expect(Object.keys(first.data.components.schemas)).toEqual(
        expect.arrayContaining([
          "AclRole",
          "Integration",
          "AclUserRole",
          "User",
        ])
      )
      const again = await settle(api.get("/api/_info/openapi3.json", auth))
      expect(again.status).toBe(200)
      expect(again.data).toEqual(first.data)
    })
  },
})
