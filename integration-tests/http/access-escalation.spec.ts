import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { assignUserRoleWorkflow } from "../../src/workflows/api-access"
import {
  accessState,
  Auth,
  restrictedIntegration,
  restrictedUser,
  roleWith,
} from "../helpers/access"
import { createAdminUser } from "../helpers/admin-user"
import { expectApiError } from "../helpers/api-assertions"
import {
  bearer,
  clientToken,
  createIntegration,
  settle,
} from "../helpers/api-client"

jest.setTimeout(180 * 1000)

/**
 * The escalation matrix of "no way up": every write that grants, takes or
 * renews rights, over both dialects, by every kind of caller. A caller holding
 * exactly the route's privilege (an integration or a user on /api; a user's
 * session or the secret API key they made on /admin) is refused with 403 when
 * the write reaches beyond what it holds, and nothing changes; an
 * administrator makes the same write.
 */

type Fixtures = {
  /** Holds nothing. */ weakIntegration: string
  /** Holds order:create, which no restricted caller holds. */ strongIntegration: string
  adminIntegration: string
  strongRole: string
  emptyRole: string
  /** A user without rights. */ plainUser: string
  /** A user holding the strong role, and that assignment. */ strongUser: string
  strongAssignment: string
}
type Request = {
  method: "get" | "post" | "patch" | "delete"
  url: string
  data?: unknown
}
type Case = {
  what: string
  holds: string[]
  api: (f: Fixtures) => Request
  admin: (f: Fixtures) => Request
}

const SECRET = "s".repeat(40)
const CASES: Case[] = [
  {
    what: "create an administrator integration",
    holds: ["integration:create"],
    api: () => ({
      method: "post",
      url: "/api/integration",
      data: { label: "Escalated", admin: true },
    }),
    admin: () => ({
      method: "post",
      url: "/admin/plugin-integrations",
      data: { label: "Escalated", admin: true },
    }),
  },
  {
    what: "set admin on an integration",
    holds: ["integration:update"],
    api: (f) => ({
      method: "patch",
      url: `/api/integration/${f.weakIntegration}`,
      data: { admin: true },
    }),
    admin: (f) => ({
      method: "post",
      url: `/admin/plugin-integrations/${f.weakIntegration}`,
      data: { admin: true },
    }),
  },
  {
    what: "create an integration with a role granting more than the caller holds",
    holds: ["integration:create"],
    api: (f) => ({
      method: "post",
      url: "/api/integration",
      data: { label: "Escalated", roleIds: [f.strongRole] },
    }),
    admin: (f) => ({
      method: "post",
      url: "/admin/plugin-integrations",
      data: { label: "Escalated", role_ids: [f.strongRole] },
    }),
  },
  {
    what: "give an integration a role granting more than the caller holds",
    holds: ["integration:update"],
    api: (f) => ({
      method: "patch",
      url: `/api/integration/${f.weakIntegration}`,
      data: { roleIds: [f.strongRole] },
    }),
    admin: (f) => ({
      method: "post",
      url: `/admin/plugin-integrations/${f.weakIntegration}`,
      data: { role_ids: [f.strongRole] },
    }),
  },
  {
    what: "renew the secret of an integration holding more",
    holds: ["integration:update"],
    api: (f) => ({
      method: "patch",
      url: `/api/integration/${f.strongIntegration}`,
      data: { secretAccessKey: SECRET },
    }),
    admin: (f) => ({
      method: "post",
      url: `/admin/plugin-integrations/${f.strongIntegration}/secret`,
    }),
  },
  {
    what: "renew the secret of an administrator integration",
    holds: ["integration:update"],
    api: (f) => ({
      method: "patch",
      url: `/api/integration/${f.adminIntegration}`,
      data: { secretAccessKey: SECRET },
    }),
    admin: (f) => ({
      method: "post",
      url: `/admin/plugin-integrations/${f.adminIntegration}/secret`,
    }),
  },
  {
    what: "delete an integration holding more",
    holds: ["integration:delete"],
    api: (f) => ({
      method: "delete",
      url: `/api/integration/${f.strongIntegration}`,
    }),
    admin: (f) => ({
      method: "delete",
      url: `/admin/plugin-integrations/${f.strongIntegration}`,
    }),
  },
  {
    what: "create a role with privileges the caller lacks",
    holds: ["acl_role:create"],
    api: () => ({
      method: "post",
      url: "/api/acl-role",
      data: { name: "Escalated", privileges: ["order:create"] },
    }),
    admin: () => ({
      method: "post",
      url: "/admin/plugin-acl-roles",
      data: { name: "Escalated", privileges: ["order:create"] },
    }),
  },
  {
    what: "add privileges the caller lacks to a role",
    holds: ["acl_role:update"],
    api: (f) => ({
      method: "patch",
      url: `/api/acl-role/${f.emptyRole}`,
      data: { privileges: ["plugin_b2b_order_import.editor"] },
    }),
    admin: (f) => ({
      method: "post",
      url: `/admin/plugin-acl-roles/${f.emptyRole}`,
      data: { privileges: ["plugin_b2b_order_import.editor"] },
    }),
  },
  {
    what: "delete a role granting more",
    holds: ["acl_role:delete"],
    api: (f) => ({ method: "delete", url: `/api/acl-role/${f.strongRole}` }),
    admin: (f) => ({
      method: "delete",
      url: `/admin/plugin-acl-roles/${f.strongRole}`,
    }),
  },
  {
    what: "give a user a role granting more than the caller holds",
    holds: ["acl_user_role:create", "acl_user_role:delete"],
    api: (f) => ({
      method: "post",
      url: "/api/acl-user-role",
      data: { userId: f.plainUser, aclRoleId: f.strongRole },
    }),
    admin: (f) => ({
      method: "post",
      url: `/admin/users/${f.plainUser}/plugin-roles`,
      data: { role_ids: [f.strongRole] },
    }),
  },
  {
    what: "take roles from a user holding more",
    holds: ["acl_user_role:create", "acl_user_role:delete"],
    api: (f) => ({
      method: "delete",
      url: `/api/acl-user-role/${f.strongAssignment}`,
    }),
    admin: (f) => ({
      method: "post",
      url: `/admin/users/${f.strongUser}/plugin-roles`,
      data: { role_ids: [] },
    }),
  },
  {
    what: "make a user an administrator",
    holds: ["user:update"],
    api: (f) => ({
      method: "patch",
      url: `/api/user/${f.plainUser}`,
      data: { admin: true },
    }),
    admin: (f) => ({
      method: "post",
      url: `/admin/users/${f.plainUser}/plugin-access`,
      data: { administrator: true },
    }),
  },
]

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const container = () => getContainer()
    let f: Fixtures
    let adminSession: Auth
    let adminToken: Auth

    const send = (req: Request, auth: Auth) =>
      settle(
        api.request({
          method: req.method,
          url: req.url,
          data: req.data,
          headers: { accept: "application/json", ...auth.headers },
        })
      )

    beforeEach(async () => {
      // The shop's first user is its administrator.
      adminSession = await createAdminUser(container(), api)
      const admin = await createIntegration(container(), {
        admin: true,
        label: "Administrator integration",
      })
      adminToken = bearer(await clientToken(api, admin))
      const strongRole = await roleWith(
        container(),
        ["order:create"],
        "Order creators"
      )
      const emptyRole = await roleWith(container(), [], "Nothing")
      const weak = await createIntegration(container(), {
        privileges: [],
        label: "Weak",
      })
      const strong = await createIntegration(container(), {
        privileges: ["order:create"],
        label: "Strong",
      })
      // Targets only: users who never log in need no password.
      const [plain, strongUser] = await container()
        .resolve(Modules.USER)
        .createUsers([
          { email: "plain@test.example" },
          { email: "strong@test.example" },
        ])
      const { result: assignment } = await assignUserRoleWorkflow(
        container()
      ).run({
        input: {
          userId: strongUser.id,
          roleId: strongRole,
          caller: CONSOLE_CALLER,
        },
      })
      f = {
        weakIntegration: weak.id,
        strongIntegration: strong.id,
        adminIntegration: admin.id,
        strongRole,
        emptyRole,
        plainUser: plain.id,
        strongUser: strongUser.id,
        strongAssignment: assignment.id,
      }
    })

    describe.each(CASES.map((c) => [c.what, c] as const))("%s", (_what, c) => {
      it("/api: 403 FRAMEWORK__PERMISSION_DENIED for an integration and a user holding exactly the route's privilege, nothing changed; an administrator may", async () => {
        const integration = await restrictedIntegration(
          container(),
          api,
          c.holds
        )
        const user = await restrictedUser(
          container(),
          api,
          "caller@test.example",
          c.holds
        )
        const before = await accessState(dbConnection)
        for (const [caller, auth] of [
          ["integration", integration.token],
          ["user", user.token],
        ] as const) {
          const res = await send(c.api(f), auth)
          expect({
            caller,
            status: res.status,
            code: res.data?.errors?.[0]?.code,
          }).toEqual({
            caller,
            status: 403,
            code: "FRAMEWORK__PERMISSION_DENIED",
          })
          expectApiError(res, 403, "FRAMEWORK__PERMISSION_DENIED")
          expect(await accessState(dbConnection)).toEqual(before)
        }
        const res = await send(c.api(f), adminToken)
        expect({ status: res.status, errors: res.data?.errors }).toEqual({
          status: expect.any(Number),
          errors: undefined,
        })
        expect(res.status).toBeLessThan(300)
        expect(await accessState(dbConnection)).not.toEqual(before)
      })

      it("/admin: 403 for a user's session and for the secret API key they made, nothing changed; an administrator may", async () => {
        const user = await restrictedUser(
          container(),
          api,
          "caller@test.example",
          c.holds
        )
        const before = await accessState(dbConnection)
        for (const [caller, auth] of [
          ["session", user.session],
          ["API key", user.apiKey],
        ] as const) {
          const res = await send(c.admin(f), auth)
          expect({ caller, status: res.status, type: res.data?.type }).toEqual({
            caller,
            status: 403,
            type: "forbidden",
          })
          expect(res.data.message).toMatch(
            /^(You cannot|Only an administrator)/
          )
          expect(await accessState(dbConnection)).toEqual(before)
        }
        const res = await send(c.admin(f), adminSession)
        expect({ status: res.status, message: res.data?.message }).toEqual({
          status: expect.any(Number),
          message: undefined,
        })
        expect(res.status).toBeLessThan(300)
        expect(await accessState(dbConnection)).not.toEqual(before)
      })
    })

    describe("within the caller's own privileges", () => {
      it("a holder of integration:create and order:create may create an integration with the order-creating role, on both dialects", async () => {
        const integration = await restrictedIntegration(container(), api, [
          "integration:create",
          "order:create",
        ])
        const user = await restrictedUser(
          container(),
          api,
          "caller@test.example",
          ["integration:create", "order:create"]
        )
        const viaApi = await send(
          {
            method: "post",
            url: "/api/integration",
            data: { label: "Within", roleIds: [f.strongRole] },
          },
          integration.token
        )
        expect(viaApi.status).toBe(200)
        const viaAdmin = await send(
          {
            method: "post",
            url: "/admin/plugin-integrations",
            data: { label: "Within", role_ids: [f.strongRole] },
          },
          user.apiKey
        )
        expect(viaAdmin.status).toBe(201)
        expect(
          viaAdmin.data.integration.roles.map((r: { id: string }) => r.id)
        ).toEqual([f.strongRole])
      })

      it("a holder of integration:update may renew the secret of an integration holding no more, and the old secret stops working", async () => {
        const caller = await restrictedIntegration(container(), api, [
          "integration:update",
        ])
        const target = await createIntegration(container(), {
          privileges: [],
          label: "Renewable",
        })
        const res = await send(
          {
            method: "patch",
            url: `/api/integration/${target.id}`,
            data: { secretAccessKey: SECRET },
          },
          caller.token
        )
        expect(res.status).toBe(204)
        const old = await settle(
          api.post("/api/oauth/token", {
            grant_type: "client_credentials",
            client_id: target.accessKey,
            client_secret: target.secret,
          })
        )
        expect(old.status).toBe(401)
        expect(
          await clientToken(api, {
            accessKey: target.accessKey,
            secret: SECRET,
          })
        ).toEqual(expect.any(String))
      })
    })
  },
})
