import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { ApiClientError, createAdminAPIClient } from "@shopware/api-client"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAclRoleWorkflow } from "../../src/workflows/api-access"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import { bearer, createIntegration, settle } from "../helpers/api-client"

jest.setTimeout(120 * 1000)

/** Access-token lifetime of this suite, so a test can outlive a token. */
const LIFETIME_SECONDS = 5
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// medusa-config.ts reads PLUGIN_TOKEN_LIFETIME_SECONDS. The runner's `env` option
// alone is not enough: @medusajs/test-utils 2.21.2 loads medusa-config.ts
// (configLoaderOverride) before it applies `env` to process.env, so the value must
// be set before the runner starts. Jest gives each test file its own process.env.
process.env.PLUGIN_TOKEN_LIFETIME_SECONDS = String(LIFETIME_SECONDS)

/** The shape the client's `invoke` accepts: "<label> <method> <path>". */
type Operation = `${string} ${"get" | "post" | "patch" | "delete"} /${string}`
type Client = {
  invoke: (
    operation: Operation,
    params?: {
      body?: unknown
      pathParams?: Record<string, string>
      query?: Record<string, unknown>
    }
  ) => Promise<{ data: any; status: number }>
  getSessionData: () => {
    accessToken: string
    refreshToken: string
    expirationTime: number
  }
}

/** Search criteria with filter, sort and limit that match exactly one fixture role. */
const HISTORY_ROLES = {
  filter: [{ type: "prefix", field: "name", value: "History" }],
  sort: [{ field: "name", order: "DESC" }],
  limit: 1,
  "total-count-mode": 1,
}

/** Expects `promise` to reject with the client's ApiClientError; returns it. */
async function clientError(
  promise: Promise<unknown>
): Promise<ApiClientError<any>> {
  const error = await promise.then(
    () => undefined,
    (e) => e
  )
  expect(error).toBeInstanceOf(ApiClientError)
  return error as ApiClientError<any>
}

medusaIntegrationTestRunner({
  inApp: true,
  env: { PLUGIN_TOKEN_LIFETIME_SECONDS: String(LIFETIME_SECONDS) },
  testSuite: ({ api, getContainer }) => {
    const container = () => getContainer()
    const baseURL = () => `${api.defaults.baseURL}/api`

    const passwordClient = (password = ADMIN.password): Client =>
      createAdminAPIClient({
        baseURL: baseURL(),
        credentials: {
          grant_type: "password",
          client_id: "administration",
          scope: "write",
          username: ADMIN.email,
          password,
        },
      } as any) as unknown as Client
    const integrationClient = (integration: {
      accessKey: string
      secret: string
    }): Client =>
      createAdminAPIClient({
        baseURL: baseURL(),
        credentials: {
          grant_type: "client_credentials",
          client_id: integration.accessKey,
          client_secret: integration.secret,
        },
      } as any) as unknown as Client

    let roleIds: Record<string, string>
    beforeEach(async () => {
      await createAdminUser(container(), api)
      roleIds = {}
      for (const [name, privileges] of [
        ["Order import editors", ["plugin_b2b_order_import.editor"]],
        ["History viewers", ["plugin_product_history.viewer"]],
        ["History editors", ["plugin_product_history.editor"]],
      ] as const) {
        const { result } = await createAclRoleWorkflow(container()).run({
          input: { name, privileges: [...privileges], caller: CONSOLE_CALLER },
        })
        roleIds[name] = result.id
      }
    })

    describe("logging in", () => {
      it("logs in with password credentials and searches with filter, sort and limit", async () => {
        const client = passwordClient()
        const res = await client.invoke("searchAclRole post /search/acl-role", {
          body: HISTORY_ROLES,
        })
        expect(res.status).toBe(200)
        expect(res.data.total).toBe(2)
        expect(res.data.data).toHaveLength(1)
        expect(res.data.data[0]).toMatchObject({
          id: roleIds["History viewers"],
          name: "History viewers",
          privileges: ["plugin_product_history.viewer"],
        })

        const session = client.getSessionData()
        expect(session.accessToken).toEqual(expect.any(String))
        expect(session.accessToken).not.toBe("")
        expect(session.refreshToken).not.toBe("")
        // The client computed the expiry from our expires_in.
        expect(session.expirationTime - Date.now()).toBeLessThanOrEqual(
          LIFETIME_SECONDS * 1000
        )
        expect(session.expirationTime - Date.now()).toBeGreaterThan(0)
      })

      it("logs in with client credentials, gets no refresh token, and reads one entity by path parameter", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const client = integrationClient(integration)
        const res = await client.invoke("getAclRole get /acl-role/{id}", {
          pathParams: { id: roleIds["Order import editors"] },
        })
        expect(res.status).toBe(200)
        expect(res.data.data).toMatchObject({
          id: roleIds["Order import editors"],
          name: "Order import editors",
        })
        expect(client.getSessionData().accessToken).not.toBe("")
        expect(client.getSessionData().refreshToken).toBe("")

        const search = await client.invoke(
          "searchAclRole post /search/acl-role",
          { body: HISTORY_ROLES }
        )
        expect(search.data.data.map((r: { name: string }) => r.name)).toEqual([
          "History viewers",
        ])
      })

      it("throws ApiClientError with code 6 when the password is wrong", async () => {
        const error = await clientError(
          passwordClient("wrong-password").invoke(
            "searchAclRole post /search/acl-role",
            { body: HISTORY_ROLES }
          )
        )
        expect(error.status).toBe(400)
        expect(error.details.errors[0].code).toBe("6")
        expect(error.details.errors[0].title).toBe(
          "The user credentials were incorrect."
        )
      })

      it("throws ApiClientError with code 4 when the client secret is wrong", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const error = await clientError(
          integrationClient({ ...integration, secret: "wrong-secret" }).invoke(
            "searchAclRole post /search/acl-role",
            { body: HISTORY_ROLES }
          )
        )
        expect(error.status).toBe(401)
        expect(error.details.errors[0].code).toBe("4")
      })
    })

    describe("refreshing an expired access token by itself", () => {
      it("uses the refresh_token grant after the access token expired (password flow), and the refresh token rotates", async () => {
        const client = passwordClient()
        expect(
          (
            await client.invoke("searchAclRole post /search/acl-role", {
              body: HISTORY_ROLES,
            })
          ).status
        ).toBe(200)
        const first = client.getSessionData()

        await sleep((LIFETIME_SECONDS + 1) * 1000)
        // The server really refuses the old access token now.
        const stale = await settle(
          api.get("/api/acl-role", bearer(first.accessToken))
        )
        expect({
          status: stale.status,
          code: stale.data.errors[0].code,
        }).toEqual({ status: 401, code: "9" })
        expect(stale.data.errors[0].detail).toMatch(/expired/)

        const res = await client.invoke("searchAclRole post /search/acl-role", {
          body: HISTORY_ROLES,
        })
        expect(res.status).toBe(200)
        expect(res.data.data[0].name).toBe("History viewers")

        const second = client.getSessionData()
        expect(second.accessToken).not.toBe("")
        expect(second.accessToken).not.toBe(first.accessToken)
        expect(second.refreshToken).not.toBe("")
        expect(second.refreshToken).not.toBe(first.refreshToken)
        expect(second.expirationTime).toBeGreaterThan(first.expirationTime)

        // The client refreshed (the old refresh token is used up), not logged in again.
        const reused = await settle(
          api.post("/api/oauth/token", {
            grant_type: "refresh_token",
            client_id: "administration",
            refresh_token: first.refreshToken,
          })
        )
        expect({
          status: reused.status,
          code: reused.data.errors[0].code,
        }).toEqual({ status: 401, code: "8" })
      })

      it("logs in again with its client credentials after the access token expired", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const client = integrationClient(integration)
        expect(
          (
            await client.invoke("searchAclRole post /search/acl-role", {
              body: HISTORY_ROLES,
            })
          ).status
        ).toBe(200)
        const first = client.getSessionData()

        await sleep((LIFETIME_SECONDS + 1) * 1000)
        const res = await client.invoke("searchAclRole post /search/acl-role", {
          body: HISTORY_ROLES,
        })
        expect(res.status).toBe(200)
        const second = client.getSessionData()
        expect(second.accessToken).not.toBe("")
        expect(second.accessToken).not.toBe(first.accessToken)
        expect(second.refreshToken).toBe("")
      })

      it("resumes a saved session without credentials and refreshes it when it expired", async () => {
        const login = await api.post("/api/oauth/token", {
          grant_type: "password",
          client_id: "administration",
          scope: "write",
          username: ADMIN.email,
          password: ADMIN.password,
        })
        const client = createAdminAPIClient({
          baseURL: baseURL(),
          sessionData: {
            accessToken: login.data.access_token,
            refreshToken: login.data.refresh_token,
            expirationTime: Date.now() + login.data.expires_in * 1000,
          },
        } as any) as unknown as Client
        expect(
          (
            await client.invoke("searchAclRole post /search/acl-role", {
              body: HISTORY_ROLES,
            })
          ).status
        ).toBe(200)
        expect(client.getSessionData().accessToken).toBe(
          login.data.access_token
        )

        await sleep((LIFETIME_SECONDS + 1) * 1000)
        expect(
          (
            await client.invoke("searchAclRole post /search/acl-role", {
              body: HISTORY_ROLES,
            })
          ).status
        ).toBe(200)
        expect(client.getSessionData().accessToken).not.toBe(
          login.data.access_token
        )
        expect(client.getSessionData().refreshToken).not.toBe(
          login.data.refresh_token
        )
      })
    })

    describe("errors as ApiClientError", () => {
      it("throws a 400 with Shopware's code for an unknown field in the filter", async () => {
        const client = passwordClient()
        const error = await clientError(
          client.invoke("searchAclRole post /search/acl-role", {
            body: {
              filter: [{ type: "equals", field: "password", value: "x" }],
            },
          })
        )
        expect(error.status).toBe(400)
        expect(error.details.errors[0].code).toBe("FRAMEWORK__UNMAPPED_FIELD")
        expect(error.details.errors[0].source).toEqual({
          pointer: "/filter/0/field",
        })
        expect(error.details.errors[0].detail).toContain("password")
      })

      it("names each bad criteria part with Shopware's own code, all in one answer", async () => {
        const client = passwordClient()
        const error = await clientError(
          client.invoke("searchAclRole post /search/acl-role", {
            body: {
              page: 0,
              limit: "abc",
              filter: [{ type: "equal", field: "name", value: "x" }],
              sort: [{ field: "name", order: "sideways" }],
            } as never,
          })
        )
        expect(error.status).toBe(400)
        expect(
          error.details.errors.map((e: any) => [e.code, e.source?.pointer])
        ).toEqual([
          ["FRAMEWORK__INVALID_PAGE_QUERY", "/page"],
          ["FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
          ["FRAMEWORK__INVALID_FILTER_QUERY", "/filter/0/type"],
          ["FRAMEWORK__INVALID_SORT_QUERY", "/sort/0/order"],
        ])
      })

      it("throws a 403 with the missing privileges for an integration lacking them", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["plugin_product_history:read"],
        })
        const error = await clientError(
          integrationClient(integration).invoke(
            "searchIntegration post /search/integration",
            { body: {} }
          )
        )
        expect(error.status).toBe(403)
        expect(error.details.errors[0].code).toBe(
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )
        expect(
          error.details.errors[0].meta.parameters.missingPrivileges
        ).toEqual(["integration:read"])
      })

      it("throws a 404 for an id that does not exist", async () => {
        const client = passwordClient()
        const error = await clientError(
          client.invoke("getAclRole get /acl-role/{id}", {
            pathParams: { id: "0".repeat(32) },
          })
        )
        expect(error.status).toBe(404)
        expect(error.details.errors[0].code).toBe(
          "FRAMEWORK__RESOURCE_NOT_FOUND"
        )
      })
    })
  },
})
