import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { ApiRoute } from "../../src/shopware/routes/types"
import type { Grant } from "./access-grants"
import type { AccessMode } from "./access-modes"
import { settle } from "./api-client"
import { claimsOf, signApiToken } from "./api-tokens"
import { AUTHORISED_REFUSALS, PUBLIC_REQUESTS } from "./api-authz-bodies"
import { type ApiUsers, apiState, makeApiFixtures } from "./api-authz-fixtures"
import { expectTokensRefused } from "./api-authz-tokens"
import {
  bodyFor,
  concretePath,
  expectedOf,
  PROTECTED,
  PUBLIC,
  route,
} from "./api-authz-requests"
import { integrationHolding } from "./integration-holding"

/**
 * The authorisation matrix of `/api`, in one role system (`mode`): every
 * route of `API_ROUTES` is called with every kind of credential, and what it
 * must require is the table written by hand in expected-privileges.ts, never
 * the route's own declaration: a privilege changed in `src` fails here until
 * the table and docs/security.md say the same. A new route fails until it is
 * pinned there and has its fixtures (an example body for a write route, a
 * fixture entity for an `:id` route); the failure says what to add. Callers
 * are integrations (client credentials) and users (password grant, holding
 * their rights in `mode`). Run by api-authz-matrix{,-rbac}.spec.ts.
 */
export function apiAuthzMatrix(mode: AccessMode) {
  medusaIntegrationTestRunner({
    inApp: true,
    env: mode.env,
    testSuite: ({ api, getContainer, dbConnection }) => {
      const container = () => getContainer()
      let made: Awaited<ReturnType<typeof makeApiFixtures>>
      // Re-signed at each use: the run outlasts a token's lifetime (600 s).
      const fresh = (token: string) => ({
        authorization: `Bearer ${signApiToken(container(), claimsOf(token))}`,
      })

      function send(r: ApiRoute, headers: Record<string, string>) {
        return settle(
          api.request({
            method: r.method,
            url: concretePath(r, made.fixtures),
            headers: { accept: "application/json", ...headers },
            data: bodyFor(r, made.fixtures),
          })
        )
      }

      // Made once, before the first test: the runner snapshots the database
      // then and restores it before every test, so each route meets these
      // fixtures as they were made, whatever the previous route changed.
      beforeAll(async () => {
        made = await makeApiFixtures(container(), api, mode)
      })

      it.each(PUBLIC.map((r) => [route(r), r] as const))(
        "%s answers without a token",
        async (_name, r) => {
          const request = PUBLIC_REQUESTS[route(r)]
          if (!request) {
            throw new Error(
              `No example request for the public route ${route(r)}: add one to PUBLIC_REQUESTS`
            )
          }
          for (const headers of [{}, { authorization: "Bearer not-a-token" }]) {
            const res = await settle(
              api.request({
                method: r.method,
                url: r.path,
                headers: { accept: "application/json", ...headers },
                data: request(made.fixtures),
              })
            )
            expect({ route: route(r), headers, status: res.status }).toEqual({
              route: route(r),
              headers,
              status: 200,
            })
          }
        }
      )

      it.each(PROTECTED.map((r) => [route(r), r] as const))(
        `%s (${mode.name}): 401 for missing, garbage, forged, expired and revoked tokens; 403 without its privileges; success with exactly them`,
        async (name, r) => {
          const expected = expectedOf(r)
          const required = Array.isArray(expected) ? expected : []
          const users: ApiUsers = made.users
          const hold = (grant: Grant, label: string) =>
            integrationHolding(container(), api, grant, label)
          const lacking: [string, string][] = []
          // Side by side: each integration's secret is hashed, and checked for its token.
          const [allowed, others] = await Promise.all([
            hold({ exactly: required }, "Matrix allowed"),
            required.length
              ? hold({ allBut: required }, "Matrix others")
              : undefined,
            required.length &&
              mode.grant(container(), users.others, { allBut: required }),
            required.length &&
              mode.grant(container(), users.holder, { exactly: required }),
          ])
          if (others)
            lacking.push(
              ["integration with an empty role", made.emptyRoleToken],
              ["integration with every other right", others.token],
              ["user without a role", users.noRole.token],
              ["user with every other right", users.others.token]
            )
          const before = await apiState(dbConnection, mode)

          await expectTokensRefused(container(), name, made, (headers) =>
            send(r, headers)
          )
          for (const [caller, token] of lacking) {
            const res = await send(r, fresh(token))
            const error = res.data?.errors?.[0]
            expect({
              route: name,
              caller,
              status: res.status,
              code: error?.code,
            }).toEqual({
              route: name,
              caller,
              status: 403,
              code: "FRAMEWORK__MISSING_PRIVILEGE_ERROR",
            })
            expect(error.title).toBe("Forbidden")
            expect(error.meta.parameters.missingPrivileges).toEqual(required)
            expect(JSON.parse(error.detail)).toEqual({
              message: "Missing privilege",
              missingPrivileges: required,
            })
          }
          // Refused requests changed nothing.
          expect(await apiState(dbConnection, mode)).toEqual(before)

          // The user first, checked in full; the integration after them may
          // meet what the user changed (a deleted row: 404), so it must only
          // not be refused.
          const res = await send(r, fresh(users.holder.token))
          const refusal =
            AUTHORISED_REFUSALS[name] ?? mode.apiStoreRefusals[name]
          if (refusal) {
            expect({ route: name, status: res.status }).toEqual({
              route: name,
              status: refusal,
            })
          } else {
            const errors = res.status >= 400 ? res.data?.errors : undefined
            expect({ route: name, status: res.status, errors }).toEqual({
              route: name,
              status: expect.any(Number),
              errors: undefined,
            })
            expect(Object.keys(r.responses).map(Number)).toContain(res.status)
            if (r.method === "get") expect(res.status).toBeLessThan(300)
          }
          const second = await send(r, fresh(allowed.token))
          const refused =
            [401, 403].includes(second.status) || second.status >= 500
          expect({
            route: name,
            caller: "integration holding exactly them",
            answer: refused ? second.data : "not refused",
          }).toEqual({
            route: name,
            caller: "integration holding exactly them",
            answer: "not refused",
          })
        }
      )
    },
  })
}
