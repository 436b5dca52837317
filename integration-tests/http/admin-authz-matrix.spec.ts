import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { ALL_PRIVILEGES } from "../../src/modules/api-access/privileges"
import middlewares from "../../src/api/middlewares"
import { setUserAccessWorkflow } from "../../src/workflows/api-access"
import { createAdministrator, roleWith } from "../helpers/access"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"
import {
  ADMINISTRATOR_FOR_ADMINISTRATOR,
  ANY_CALLER,
  EXPECTED_ADMIN_ACCESS,
} from "../helpers/expected-privileges"
import {
  adminRoutesInCode,
  compareRoutes,
  docsAccessTable,
  guardedMedusaRoutes,
} from "../helpers/route-inventory"
import {
  type AdminFixtures,
  adminBodyFor,
  adminPathFor,
  makeAdminFixtures,
} from "../helpers/admin-authz-fixtures"
import { everyOtherPrivilege } from "../helpers/matrix-entities"

// Also the hooks: booting the app on a loaded machine (CI, parallel agents) can pass 2 min.
jest.setTimeout(300 * 1000)

/**
 * Every `/admin` route of the plugin against the privileges pinned by hand
 * in helpers/expected-privileges.ts: a signed-in admin user without a plugin
 * role and one holding every privilege but the route's get 403 naming what
 * is missing, and nothing changes; one holding exactly them gets through.
 * A new route file fails the inventory test below until it is pinned.
 */

type Auth = { headers: Record<string, string> }

const ROUTES_IN_CODE = (() => {
  const files = adminRoutesInCode()
  return [...files, ...guardedMedusaRoutes(middlewares.routes ?? [], files)]
})()

const PRIVILEGED = Object.entries(EXPECTED_ADMIN_ACCESS).flatMap(
  ([route, access]) => (Array.isArray(access) ? [[route, access] as const] : [])
)

/** What a caller without any of them misses: create, update and delete imply read, so they need it too. */
function withImpliedReads(privileges: readonly string[]): string[] {
  const all = privileges.flatMap((p) => [p, `${p.split(":")[0]}:read`])
  return [...new Set(all)].sort()
}

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const container = () => getContainer()
    let fixtures: AdminFixtures
    let administrator: Auth
    const users: Record<"noRole" | "others" | "holder", Auth & { id: string }> =
      {} as never

    // Made once, before the first test: the runner snapshots the database
    // then and restores it before every test.
    beforeAll(async () => {
      administrator = await createAdministrator(container(), api)
      for (const name of ["noRole", "others", "holder"] as const) {
        const session = await createAdminUser(container(), api, {
          email: `matrix-${name.toLowerCase()}@test.example`,
          password: "matrix-password",
        })
        const id = (await api.get("/admin/users/me", session)).data.user.id
        users[name] = { ...session, id }
      }
      fixtures = await makeAdminFixtures(container(), api)
    })

    async function holdExactly(userId: string, privileges: string[]) {
      const roleId = await roleWith(container(), privileges)
      await setUserAccessWorkflow(container()).run({
        input: { userId, roleIds: [roleId], caller: CONSOLE_CALLER },
      })
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

    /** What the plugin's routes can change, to prove that refused requests change nothing. */
    async function state() {
      const rows = async (sql: string) => (await dbConnection.raw(sql)).rows
      return Promise.all([
        rows("select * from plugin_integration order by id"),
        rows("select * from plugin_acl_role order by id"),
        rows("select * from plugin_integration_acl_role order by 1, 2"),
        rows("select * from plugin_user_acl_role order by id"),
        rows("select * from plugin_user_access order by user_id"),
        rows("select * from plugin_b2b_profile order by id"),
        rows("select * from plugin_b2b_field_mapping order by id"),
        rows("select * from plugin_b2b_inbound_record order by id"),
        rows("select * from plugin_product_history_entry order by id"),
        rows("select id, title, updated_at from product order by id"),
        rows('select id, deleted_at from "user" order by id'),
      ])
    }

    describe("the routes", () => {
      it("are exactly the routes pinned by hand", () => {
        expect(
          compareRoutes(Object.keys(EXPECTED_ADMIN_ACCESS), ROUTES_IN_CODE)
        ).toEqual({ inCodeNotInTable: [], inTableWithoutRoute: [] })
      })

      it("are documented in docs/security.md as pinned", () => {
        const docs = Object.fromEntries(
          Object.entries(docsAccessTable()).filter(([r]) =>
            r.split(" ")[1].startsWith("/admin/")
          )
        )
        expect(docs).toEqual(EXPECTED_ADMIN_ACCESS)
      })
    })

    it.each(PRIVILEGED)(
      "%s: 401 without a session; 403 without its privileges, nothing changed; through with exactly them",
      async (route, required) => {
        await holdExactly(users.others.id, everyOtherPrivilege(required))
        await holdExactly(users.holder.id, [...required])
        const before = await state()

        expect({ route, status: (await send(route)).status }).toEqual({
          route,
          status: 401,
        })
        for (const caller of ["noRole", "others"] as const) {
          const res = await send(route, users[caller])
          expect({
            route,
            caller,
            status: res.status,
            message: res.data?.message,
          }).toEqual({
            route,
            caller,
            status: 403,
            message: `Missing privilege(s): ${withImpliedReads(required).join(", ")}.`,
          })
        }
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
      const target = `/admin/users/${fixtures.ids.administrator}`
      await holdExactly(users.others.id, ALL_PRIVILEGES)
      const before = await state()
      for (const caller of ["noRole", "others"] as const) {
        const res = await settle(api.delete(target, users[caller]))
        expect({
          caller,
          status: res.status,
          message: res.data?.message,
        }).toEqual({
          caller,
          status: 403,
          message:
            "Only an administrator of the plugin may delete another administrator.",
        })
      }
      expect(await state()).toEqual(before)
      expect((await settle(api.delete(target, administrator))).status).toBe(200)
    })
  },
})
