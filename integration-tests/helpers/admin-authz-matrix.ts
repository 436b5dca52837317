import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { createAdminUser } from "./admin-user"
import { settle } from "./api-client"
import type { AccessMode, Auth, MatrixUser } from "./access-modes"
import type { Grant } from "./access-grants"
import {
  ADMINISTRATOR_FOR_ADMINISTRATOR,
  ANY_CALLER,
  EXPECTED_ADMIN_ACCESS,
} from "./expected-privileges"
import {
  type AdminFixtures,
  adminBodyFor,
  adminPathFor,
  makeAdminFixtures,
} from "./admin-authz-fixtures"
import { login } from "./rbac"

/**
 * Every `/admin` route of the plugin against the privileges pinned by hand
 * in expected-privileges.ts, in one role system (`mode`): a signed-in admin
 * user without a role and one holding every right but the route's get 403
 * saying what is missing, as does a secret API key, and nothing changes; one
 * holding exactly them gets through. Run by admin-authz-matrix{,-rbac}.spec.ts;
 * the routes themselves are held to the pinned table by authz-route-tables.ts.
 */

const PRIVILEGED = Object.entries(EXPECTED_ADMIN_ACCESS).flatMap(
  ([route, access]) => (Array.isArray(access) ? [[route, access] as const] : [])
)

type Caller = "noRole" | "others" | "holder"

export function adminAuthzMatrix(mode: AccessMode) {
  medusaIntegrationTestRunner({
    inApp: true,
    env: mode.env,
    testSuite: ({ api, getContainer, dbConnection }) => {
      const container = () => getContainer()
      let fixtures: AdminFixtures
      let administrator: Auth
      let apiKey: Auth
      const users = {} as Record<Caller, MatrixUser & Auth>

      // Made once, before the first test: the runner snapshots the database
      // then and restores it before every test.
      beforeAll(async () => {
        administrator = await mode.administrator(container(), api, {
          email: "matrix-administrator-caller@test.example",
          password: "matrix-password",
        })
        for (const name of ["noRole", "others", "holder"] as const) {
          const user = {
            email: `matrix-${name.toLowerCase()}@test.example`,
            password: "matrix-password",
          }
          const session = await createAdminUser(container(), api, user)
          const id = (await api.get("/admin/users/me", session)).data.user.id
          users[name] = { ...user, ...session, id }
        }
        fixtures = await makeAdminFixtures(container(), api, mode)
        const [key] = await container()
          .resolve(Modules.API_KEY)
          .createApiKeys([
            {
              title: "Matrix key",
              type: "secret",
              created_by: users[mode.refusedKey.of].id,
            },
          ])
        const basic = Buffer.from(`${key.token}:`).toString("base64")
        apiKey = { headers: { authorization: `Basic ${basic}` } }
      })

      async function grant(caller: Caller, what: Grant) {
        await mode.grant(container(), users[caller], what)
        if (mode.sessionCarriesRoles)
          Object.assign(users[caller], await login(api, users[caller]))
      }

      function send(route: string, auth?: Auth) {
        const [method, path] = route.split(" ")
        return settle(
          api.request({
            method,
            url: adminPathFor(path, fixtures),
            headers: auth?.headers ?? {},
            data: adminBodyFor(route, fixtures),
          })
        )
      }

      /** What the plugin's routes and the role system can change, to prove that refused requests change nothing. */
      async function state() {
        const rows = async (sql: string) => (await dbConnection.raw(sql)).rows
        return Promise.all(
          [
            ...mode.stateQueries,
            "select * from plugin_acl_role order by id",
            "select * from plugin_user_acl_role order by id",
            "select * from plugin_user_access order by user_id",
            "select * from plugin_integration order by id",
            "select * from plugin_integration_acl_role order by 1, 2",
            "select * from plugin_b2b_profile order by id",
            "select * from plugin_b2b_field_mapping order by id",
            "select * from plugin_b2b_inbound_record order by id",
            "select * from plugin_product_history_entry order by id",
            "select id, title, updated_at from product order by id",
            'select id, deleted_at from "user" order by id',
            "select id, revoked_at, deleted_at from api_key order by id",
          ].map(rows)
        )
      }

      async function expectRefused(
        route: string,
        callers: [string, Auth, string][]
      ) {
        for (const [caller, auth, message] of callers) {
          const res = await send(route, auth)
          expect({
            route,
            caller,
            status: res.status,
            message: res.data?.message,
          }).toEqual({ route, caller, status: 403, message })
        }
      }

      it.each(PRIVILEGED)(
        `%s (${mode.name}): 401 without a session; 403 without its privileges and for a secret API key, nothing changed; through with exactly them`,
        async (route, required) => {
          // Side by side: each sign-in (under RBAC) hashes a password.
          await Promise.all([
            grant("others", { allBut: required }),
            grant("holder", {
              exactly: required,
              medusaPolicies: mode.medusaPoliciesOn?.[route],
            }),
          ])
          const before = await state()

          expect({ route, status: (await send(route)).status }).toEqual({
            route,
            status: 401,
          })
          await expectRefused(route, [
            ["noRole", users.noRole, mode.adminRefusal(required, "noRole")],
            ["others", users.others, mode.adminRefusal(required, "others")],
            [
              `${mode.refusedKey.of}'s secret API key`,
              apiKey,
              mode.refusedKey.message(required),
            ],
          ])
          expect(await state()).toEqual(before)

          // Through: any answer but a refusal of the caller or a server error (the
          // fixture's state may refuse the request itself, e.g. approving a pending record).
          const res = await send(route, users.holder)
          const refused = [401, 403].includes(res.status) || res.status >= 500
          expect({
            route,
            status: res.status,
            answer: refused ? res.data : "through",
          }).toEqual({ route, status: expect.any(Number), answer: "through" })
        }
      )

      it("GET /admin/plugin-settings answers any signed-in admin user, and nobody else", async () => {
        expect(EXPECTED_ADMIN_ACCESS["GET /admin/plugin-settings"]).toBe(
          ANY_CALLER
        )
        expect((await send("GET /admin/plugin-settings")).status).toBe(401)
        const res = await send("GET /admin/plugin-settings", users.noRole)
        expect(res.status).toBe(200)
      })

      it("DELETE /admin/users/:id of an administrator needs an administrator; nothing deleted otherwise", async () => {
        expect(EXPECTED_ADMIN_ACCESS["DELETE /admin/users/:id"]).toBe(
          ADMINISTRATOR_FOR_ADMINISTRATOR
        )
        const route = `DELETE /admin/users/${fixtures.ids.administrator}`
        // Every right, Medusa's own user:delete included where it is a policy.
        await grant("others", { allBut: [], medusaPolicies: ["user:delete"] })
        const before = await state()
        const refusal =
          "Only an administrator of the plugin may delete another administrator."
        await expectRefused(route, [
          ["noRole", users.noRole, mode.rolelessRefusal ?? refusal],
          ["others", users.others, refusal],
        ])
        expect(await state()).toEqual(before)
        expect((await send(route, administrator)).status).toBe(200)
      })
    },
  })
}
