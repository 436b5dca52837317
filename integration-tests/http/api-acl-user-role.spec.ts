import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import {
  bearer,
  clientToken,
  createIntegration,
  passwordToken,
  settle,
} from "../helpers/api-client"
import { expectApiError } from "../helpers/api-assertions"

jest.setTimeout(120 * 1000)

const CLERK = { email: "clerk@test.example", password: "clerk-password" }

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    describe("/api/acl-user-role: roles of admin users through the entity API", () => {
      let admin: string
      let clerkId: string
      let readerRoleId: string

      beforeEach(async () => {
        admin = await clientToken(
          api,
          await createIntegration(getContainer(), { admin: true })
        )
        // The shop's first user is its administrator; the clerk comes second.
        await createAdminUser(getContainer(), api, ADMIN)
        const clerk = await createAdminUser(getContainer(), api, CLERK)
        clerkId = (await api.get("/admin/users/me", clerk)).data.user.id
        const role = await api.post(
          "/api/acl-role?_response=1",
          { name: "Readers", privileges: ["acl_role:read"] },
          bearer(admin)
        )
        readerRoleId = role.data.data.id
      })

      it("gives a user without rights the assigned role's privileges, and deleting the assignment leaves none", async () => {
        const before = await passwordToken(api, CLERK.email, CLERK.password)
        expectApiError(
          await settle(api.get("/api/acl-role", bearer(before.access_token))),
          403,
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )

        const created = await api.post(
          "/api/acl-user-role?_response=1",
          { userId: clerkId, aclRoleId: readerRoleId },
          bearer(admin)
        )
        expect(created.status).toBe(200)
        expect(created.data.data).toMatchObject({
          userId: clerkId,
          aclRoleId: readerRoleId,
        })
        expect(created.data.data.id).toMatch(/^[0-9a-f]{32}$/)

        const restricted = await passwordToken(api, CLERK.email, CLERK.password)
        expect(
          (
            await settle(
              api.get("/api/acl-role", bearer(restricted.access_token))
            )
          ).status
        ).toBe(200)
        const denied = await settle(
          api.get("/api/integration", bearer(restricted.access_token))
        )
        expectApiError(denied, 403, "FRAMEWORK__MISSING_PRIVILEGE_ERROR")

        const search = await api.post(
          "/api/search/acl-user-role",
          { filter: [{ type: "equals", field: "userId", value: clerkId }] },
          bearer(admin)
        )
        expect(search.data.data.map((r: any) => r.aclRoleId)).toEqual([
          readerRoleId,
        ])

        expect(
          (
            await api.delete(
              `/api/acl-user-role/${created.data.data.id}`,
              bearer(admin)
            )
          ).status
        ).toBe(204)
        expectApiError(
          await settle(
            api.get("/api/acl-role", bearer(restricted.access_token))
          ),
          403,
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )
        expectApiError(
          await settle(
            api.get("/api/integration", bearer(restricted.access_token))
          ),
          403,
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )
      })

      it("refuses a second identical assignment (409), an unknown user or role (400), and has no PATCH (405)", async () => {
        await api.post(
          "/api/acl-user-role",
          { userId: clerkId, aclRoleId: readerRoleId },
          bearer(admin)
        )
        expectApiError(
          await settle(
            api.post(
              "/api/acl-user-role",
              { userId: clerkId, aclRoleId: readerRoleId },
              bearer(admin)
            )
          ),
          409,
          "FRAMEWORK__CONFLICT"
        )
        const noUser = await settle(
          api.post(
            "/api/acl-user-role",
            { userId: "user_nobody", aclRoleId: readerRoleId },
            bearer(admin)
          )
        )
        expectApiError(noUser, 400, "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION")
        expect(noUser.data.errors[0].detail).toContain(
          'There is no admin user with id "user_nobody"'
        )
        const noRole = await settle(
          api.post(
            "/api/acl-user-role",
            { userId: clerkId, aclRoleId: "0".repeat(32) },
            bearer(admin)
          )
        )
        expectApiError(noRole, 400, "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION")
        const list = await api.get("/api/acl-user-role", {
          headers: { ...bearer(admin).headers, accept: "application/json" },
        })
        expect(list.data.total).toBe(1)
        const patch = await settle(
          api.patch(
            `/api/acl-user-role/${list.data.data[0].id}`,
            {},
            bearer(admin)
          )
        )
        expectApiError(patch, 405, "FRAMEWORK__METHOD_NOT_ALLOWED")
      })
    })
  },
})
