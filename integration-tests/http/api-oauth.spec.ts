import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import {
  bearer,
  clientToken,
  createIntegration,
  passwordToken,
  settle,
} from "../helpers/api-client"
import { claimsOf, signApiToken } from "../helpers/api-tokens"

jest.setTimeout(120 * 1000)

const TOKEN_URL = "/api/oauth/token"
const DENIED_TITLE =
  "The resource owner or authorization server denied the request."
const passwordBody = (username: string, password: string) => ({
  grant_type: "password",
  client_id: "administration",
  scope: "write",
  username,
  password,
})

/** Expects Shopware's error body with one item of the given status and code; returns that item. */
function expectError(res: any, status: number, code: string) {
  expect({ status: res.status, code: res.data?.errors?.[0]?.code }).toEqual({
    status,
    code,
  })
  expect(res.data.errors[0].status).toBe(String(status))
  return res.data.errors[0] as {
    status: string
    code: string
    title: string
    detail: string
    source?: { pointer: string }
    meta?: any
  }
}

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const container = () => getContainer()
    const token = (body: Record<string, unknown>) =>
      settle(api.post(TOKEN_URL, body))
    const aclRoles = (accessToken: string) =>
      settle(api.get("/api/acl-role", bearer(accessToken)))

    describe("POST /api/oauth/token: password grant", () => {
      beforeEach(async () => {
        await createAdminUser(container(), api)
      })

      it("issues a bearer token and a refresh token for a JSON body, with cache-control no-store", async () => {
        const res = await token(passwordBody(ADMIN.email, ADMIN.password))
        expect(res.status).toBe(200)
        expect(res.headers["cache-control"]).toBe("no-store")
        expect(res.data).toEqual({
          token_type: "Bearer",
          expires_in: 600,
          access_token: expect.any(String),
          refresh_token: expect.any(String),
        })
        expect(res.data.access_token).not.toBe(res.data.refresh_token)

        const list = await aclRoles(res.data.access_token)
        expect(list.status).toBe(200)
        expect(list.data).toEqual({ total: 0, data: [], aggregations: [] })
      })

      it("accepts a form-encoded body", async () => {
        const form = new URLSearchParams(
          passwordBody(ADMIN.email, ADMIN.password)
        )
        const res = await settle(
          api.post(TOKEN_URL, form.toString(), {
            headers: { "content-type": "application/x-www-form-urlencoded" },
          })
        )
        expect(res.status).toBe(200)
        expect(res.headers["cache-control"]).toBe("no-store")
        expect(res.data).toEqual({
          token_type: "Bearer",
          expires_in: 600,
          access_token: expect.any(String),
          refresh_token: expect.any(String),
        })
        expect((await aclRoles(res.data.access_token)).status).toBe(200)
      })

      it("refuses a wrong password with code 6", async () => {
        const res = await token(passwordBody(ADMIN.email, "not-the-password"))
        const error = expectError(res, 400, "6")
        expect(error.title).toBe("The user credentials were incorrect.")
        expect(res.data.access_token).toBeUndefined()
      })

      it("refuses an unknown user with code 6, the same answer as a wrong password", async () => {
        const res = await token(
          passwordBody("nobody@test.example", ADMIN.password)
        )
        const error = expectError(res, 400, "6")
        expect(error.title).toBe("The user credentials were incorrect.")
      })

      it("refuses a missing username with code 3 naming the parameter", async () => {
        const { username, ...body } = passwordBody(ADMIN.email, ADMIN.password)
        const res = await token(body)
        const error = expectError(res, 400, "3")
        expect(error.detail).toContain('"username"')
        expect(error.source).toEqual({ pointer: "/username" })
      })

      it("refuses a missing grant_type with code 2 naming the parameter", async () => {
        const { grant_type, ...body } = passwordBody(
          ADMIN.email,
          ADMIN.password
        )
        const res = await token(body)
        const error = expectError(res, 400, "2")
        expect(error.detail).toContain('"grant_type"')
      })

      it("refuses an unsupported grant type with code 2", async () => {
        const res = await token({
          ...passwordBody(ADMIN.email, ADMIN.password),
          grant_type: "authorization_code",
        })
        const error = expectError(res, 400, "2")
        expect(error.detail).toContain("authorization_code")
      })

      it("refuses a client id other than administration with code 4", async () => {
        const res = await token({
          ...passwordBody(ADMIN.email, ADMIN.password),
          client_id: "storefront",
        })
        expectError(res, 401, "4")
      })
    })

    describe("POST /api/oauth/token: refresh_token grant", () => {
      beforeEach(async () => {
        await createAdminUser(container(), api)
      })

      it("rotates: the new tokens work and the used refresh token is refused with code 8", async () => {
        const first = await passwordToken(api, ADMIN.email, ADMIN.password)

        const refreshed = await token({
          grant_type: "refresh_token",
          client_id: "administration",
          refresh_token: first.refresh_token,
        })
        expect(refreshed.status).toBe(200)
        expect(refreshed.headers["cache-control"]).toBe("no-store")
        expect(refreshed.data).toEqual({
          token_type: "Bearer",
          expires_in: 600,
          access_token: expect.any(String),
          refresh_token: expect.any(String),
        })
        expect(refreshed.data.refresh_token).not.toBe(first.refresh_token)
        expect(refreshed.data.access_token).not.toBe(first.access_token)
        expect((await aclRoles(refreshed.data.access_token)).status).toBe(200)

        const reused = await token({
          grant_type: "refresh_token",
          client_id: "administration",
          refresh_token: first.refresh_token,
        })
        expectError(reused, 401, "8")

        const again = await token({
          grant_type: "refresh_token",
          client_id: "administration",
          refresh_token: refreshed.data.refresh_token,
        })
        expect(again.status).toBe(200)
        expect((await aclRoles(again.data.access_token)).status).toBe(200)
      })

      it("lets only one of two concurrent refreshes with the same token succeed", async () => {
        const first = await passwordToken(api, ADMIN.email, ADMIN.password)
        const body = {
          grant_type: "refresh_token",
          client_id: "administration",
          refresh_token: first.refresh_token,
        }
        const results = await Promise.all([token(body), token(body)])
        expect(results.map((r) => r.status).sort()).toEqual([200, 401])
        expectError(
          results.find((r) => r.status === 401),
          401,
          "8"
        )
      })

      it("refuses a refresh token issued before the user's password changed with code 8", async () => {
        const before = await passwordToken(api, ADMIN.email, ADMIN.password)
        const changed = await container()
          .resolve(Modules.AUTH)
          .updateProvider("emailpass", {
            entity_id: ADMIN.email,
            password: "a-new-password",
          })
        expect(changed.success).toBe(true)

        const res = await token({
          grant_type: "refresh_token",
          client_id: "administration",
          refresh_token: before.refresh_token,
        })
        expectError(res, 401, "8")
        expect(res.data.access_token).toBeUndefined()
      })

      it("refuses a refresh token of a deleted user with code 8", async () => {
        const before = await passwordToken(api, ADMIN.email, ADMIN.password)
        const userModule = container().resolve(Modules.USER)
        const [user] = await userModule.listUsers({ email: ADMIN.email })
        await userModule.softDeleteUsers([user.id])

        const res = await token({
          grant_type: "refresh_token",
          client_id: "administration",
          refresh_token: before.refresh_token,
        })
        expectError(res, 401, "8")
      })

      it("refuses a garbage refresh token with code 8", async () => {
        const res = await token({
          grant_type: "refresh_token",
          client_id: "administration",
          refresh_token: "garbage-refresh-token",
        })
        expectError(res, 401, "8")
      })

      it("refuses a missing refresh token with code 3", async () => {
        const res = await token({
          grant_type: "refresh_token",
          client_id: "administration",
        })
        const error = expectError(res, 400, "3")
        expect(error.detail).toContain('"refresh_token"')
      })
    })

    describe("POST /api/oauth/token: client_credentials grant", () => {
      it("issues an access token without a refresh token", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const res = await token({
          grant_type: "client_credentials",
          client_id: integration.accessKey,
          client_secret: integration.secret,
        })
        expect(res.status).toBe(200)
        expect(res.headers["cache-control"]).toBe("no-store")
        expect(res.data).toEqual({
          token_type: "Bearer",
          expires_in: 600,
          access_token: expect.any(String),
        })
        expect(res.data).not.toHaveProperty("refresh_token")
        expect((await aclRoles(res.data.access_token)).status).toBe(200)
      })

      it("refuses a wrong secret with code 4", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const res = await token({
          grant_type: "client_credentials",
          client_id: integration.accessKey,
          client_secret: `${integration.secret}x`,
        })
        const error = expectError(res, 401, "4")
        expect(res.data.access_token).toBeUndefined()
        expect(error.title).toBe("Client authentication failed")
      })

      it("refuses an unknown client id with code 4", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const res = await token({
          grant_type: "client_credentials",
          client_id: "SWIAUNKNOWNCLIENT0000000000",
          client_secret: integration.secret,
        })
        expectError(res, 401, "4")
      })
    })

    describe("POST /api/oauth/token: throttling of failed logins", () => {
      // The throttle lives in Medusa's cache, which the DB reset between tests does
      // not clear: each test uses its own user or integration. Two client
      // addresses and Medusa's own login: login-throttle.spec.ts.
      it("answers the 6th attempt after 5 wrong passwords with 429 and Retry-After, even with the right password; other users are not affected", async () => {
        const victim = {
          email: "throttled-user@test.example",
          password: "victim-password",
        }
        const bystander = {
          email: "bystander-user@test.example",
          password: "bystander-password",
        }
        await createAdminUser(container(), api, victim)
        await createAdminUser(container(), api, bystander)

        for (let attempt = 1; attempt <= 5; attempt++) {
          expectError(
            await token(passwordBody(victim.email, `wrong-${attempt}`)),
            400,
            "6"
          )
        }
        const sixth = await token(passwordBody(victim.email, victim.password))
        const error = expectError(sixth, 429, "FRAMEWORK__AUTH_THROTTLED")
        const seconds = Number(
          /Try again in (\d+) seconds?/.exec(error.detail)?.[1]
        )
        expect(seconds).toBeGreaterThan(0)
        // The first lock is short (a wait, not a lock-out); the throttle never waits more than 15 minutes.
        expect(seconds).toBeLessThanOrEqual(15 * 60)
        expect(sixth.headers["retry-after"]).toBe(String(seconds))
        expect(error.meta).toEqual({ retryAfter: seconds })
        expect(sixth.data.access_token).toBeUndefined()

        const other = await token(
          passwordBody(bystander.email, bystander.password)
        )
        expect(other.status).toBe(200)
      })

      it("answers the 6th attempt after 5 wrong secrets of one client id with 429 and Retry-After; another integration is not affected", async () => {
        const victim = await createIntegration(container(), {
          privileges: ["acl_role:read"],
          label: "Throttled",
        })
        const bystander = await createIntegration(container(), {
          privileges: ["acl_role:read"],
          label: "Bystander",
        })

        for (let attempt = 1; attempt <= 5; attempt++) {
          const res = await token({
            grant_type: "client_credentials",
            client_id: victim.accessKey,
            client_secret: `wrong-secret-${attempt}`,
          })
          expectError(res, 401, "4")
        }
        const sixth = await token({
          grant_type: "client_credentials",
          client_id: victim.accessKey,
          client_secret: victim.secret,
        })
        const error = expectError(sixth, 429, "FRAMEWORK__AUTH_THROTTLED")
        expect(error.detail).toMatch(/Try again in \d+ seconds?/)
        const seconds = Number(/Try again in (\d+)/.exec(error.detail)![1])
        expect(seconds).toBeGreaterThan(0)
        expect(sixth.headers["retry-after"]).toBe(String(seconds))

        const other = await token({
          grant_type: "client_credentials",
          client_id: bystander.accessKey,
          client_secret: bystander.secret,
        })
        expect(other.status).toBe(200)
      })

      it("forgives earlier failures after a successful login", async () => {
        const user = {
          email: "forgiven-user@test.example",
          password: "forgiven-password",
        }
        await createAdminUser(container(), api, user)
        for (let attempt = 1; attempt <= 4; attempt++) {
          expectError(await token(passwordBody(user.email, "wrong")), 400, "6")
        }
        expect(
          (await token(passwordBody(user.email, user.password))).status
        ).toBe(200)
        for (let attempt = 1; attempt <= 4; attempt++) {
          expectError(await token(passwordBody(user.email, "wrong")), 400, "6")
        }
        expect(
          (await token(passwordBody(user.email, user.password))).status
        ).toBe(200)
      })
    })

    describe("Bearer authentication of /api routes", () => {
      /** 401 with code 9, the denial title and a detail matching `detail`. */
      async function expectDenied(
        headers: Record<string, string>,
        detail: RegExp
      ) {
        const res = await settle(api.get("/api/acl-role", { headers }))
        const error = expectError(res, 401, "9")
        expect(error.title).toBe(DENIED_TITLE)
        expect(error.detail).toMatch(detail)
        return error
      }

      it("refuses a request without an Authorization header", async () => {
        await expectDenied({}, /no Authorization header/)
      })

      it("refuses a malformed Authorization header", async () => {
        await expectDenied(
          { authorization: "Token abc" },
          /Authorization header is malformed/
        )
        await expectDenied(
          { authorization: "Bearer" },
          /Authorization header is malformed/
        )
      })

      it("refuses a garbage token", async () => {
        await expectDenied(
          { authorization: "Bearer garbage.token.value" },
          /access token is malformed/
        )
        await expectDenied(
          { authorization: "Bearer garbage" },
          /access token is malformed/
        )
      })

      it("refuses a token signed with another key", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const claims = claimsOf(await clientToken(api, integration))
        // Control: the same claims signed with the app's key are accepted.
        const good = signApiToken(container(), claims)
        expect((await aclRoles(good)).status).toBe(200)

        const forged = signApiToken(container(), claims, {
          key: "wrong-secret",
        })
        await expectDenied(
          { authorization: `Bearer ${forged}` },
          /signature is invalid/
        )
      })

      it("refuses a token for another audience", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const claims = claimsOf(await clientToken(api, integration))
        const other = signApiToken(container(), claims, {
          audience: "medusa-admin",
        })
        await expectDenied({ authorization: `Bearer ${other}` }, /malformed/)
      })

      it("refuses an expired token", async () => {
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const claims = claimsOf(await clientToken(api, integration))
        const expired = signApiToken(container(), claims, {
          expiresAt: Math.floor(Date.now() / 1000) - 10,
        })
        await expectDenied(
          { authorization: `Bearer ${expired}` },
          /has expired/
        )
      })

      it("refuses the token of an integration deleted through DELETE /api/integration/{id}", async () => {
        await createAdminUser(container(), api)
        const admin = await passwordToken(api, ADMIN.email, ADMIN.password)
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const accessToken = await clientToken(api, integration)
        expect((await aclRoles(accessToken)).status).toBe(200)

        const deleted = await settle(
          api.delete(
            `/api/integration/${integration.id}`,
            bearer(admin.access_token)
          )
        )
        expect(deleted.status).toBe(204)

        await expectDenied(
          { authorization: `Bearer ${accessToken}` },
          /revoked.*integration was deleted/
        )
      })

      it("refuses tokens of the old secret after the secret was regenerated", async () => {
        const adminHeaders = await createAdminUser(container(), api)
        const integration = await createIntegration(container(), {
          privileges: ["acl_role:read"],
        })
        const oldToken = await clientToken(api, integration)
        expect((await aclRoles(oldToken)).status).toBe(200)

        const regenerated = await settle(
          api.post(
            `/admin/plugin-integrations/${integration.id}/secret`,
            {},
            adminHeaders
          )
        )
        expect(regenerated.status).toBe(200)
        expect(regenerated.data.secret).toEqual(expect.any(String))
        expect(regenerated.data.secret).not.toBe(integration.secret)

        await expectDenied(
          { authorization: `Bearer ${oldToken}` },
          /revoked.*secret was changed/
        )
        const oldSecret = await token({
          grant_type: "client_credentials",
          client_id: integration.accessKey,
          client_secret: integration.secret,
        })
        expectError(oldSecret, 401, "4")
        const newToken = await clientToken(api, {
          accessKey: integration.accessKey,
          secret: regenerated.data.secret,
        })
        expect((await aclRoles(newToken)).status).toBe(200)
      })

      it("refuses tokens issued before the user's password changed", async () => {
        await createAdminUser(container(), api)
        const before = await passwordToken(api, ADMIN.email, ADMIN.password)
        expect((await aclRoles(before.access_token)).status).toBe(200)

        const changed = await container()
          .resolve(Modules.AUTH)
          .updateProvider("emailpass", {
            entity_id: ADMIN.email,
            password: "a-new-password",
          })
        expect(changed.success).toBe(true)

        await expectDenied(
          { authorization: `Bearer ${before.access_token}` },
          /revoked.*password was changed/
        )
        expectError(
          await token(passwordBody(ADMIN.email, ADMIN.password)),
          400,
          "6"
        )
        const after = await passwordToken(api, ADMIN.email, "a-new-password")
        expect((await aclRoles(after.access_token)).status).toBe(200)
      })

      it("refuses tokens of a deleted user", async () => {
        await createAdminUser(container(), api)
        const before = await passwordToken(api, ADMIN.email, ADMIN.password)
        expect((await aclRoles(before.access_token)).status).toBe(200)
        const userModule = container().resolve(Modules.USER)
        const [user] = await userModule.listUsers({ email: ADMIN.email })
        await userModule.softDeleteUsers([user.id])

        await expectDenied(
          { authorization: `Bearer ${before.access_token}` },
          /revoked.*user no longer exists/
        )
      })
    })

    describe("Secrets at rest", () => {
      /** All rows of a table, read with the runner's own knex connection. */
      const tableRows = async (table: string): Promise<Record<string, any>[]> =>
        (await dbConnection.raw("select * from ??", [table])).rows
      /** Every column value of every row, as text. */
      const cells = (rows: Record<string, unknown>[]) =>
        rows.flatMap((row) =>
          Object.values(row).map((v) =>
            v instanceof Date
              ? v.toISOString()
              : typeof v === "object" && v !== null
                ? JSON.stringify(v)
                : String(v)
          )
        )

      it("stores only a hash of an integration secret created through POST /admin/plugin-integrations", async () => {
        const adminHeaders = await createAdminUser(container(), api)
        const created = await settle(
          api.post("/admin/plugin-integrations", { label: "ERP" }, adminHeaders)
        )
        expect(created.status).toBe(201)
        const secret: string = created.data.secret
        expect(secret).toEqual(expect.any(String))
        expect(secret.length).toBeGreaterThanOrEqual(32)
        // The secret shown is the real one.
        expect(
          (
            await token({
              grant_type: "client_credentials",
              client_id: created.data.integration.access_key,
              client_secret: secret,
            })
          ).status
        ).toBe(200)

        const rows = await tableRows("plugin_integration")
        expect(rows).toHaveLength(1)
        expect(rows[0].secret_hash).toEqual(expect.any(String))
        expect(rows[0].secret_hash).not.toBe(secret)
        for (const cell of cells(rows)) {
          expect(cell).not.toContain(secret)
        }
        const listed = await settle(
          api.get("/admin/plugin-integrations", adminHeaders)
        )
        expect(JSON.stringify(listed.data)).not.toContain(secret)
        expect(JSON.stringify(listed.data)).not.toContain(rows[0].secret_hash)
      })

      it("stores only a hash of an integration secret created through POST /api/integration, and shows the secret once", async () => {
        await createAdminUser(container(), api)
        const admin = await passwordToken(api, ADMIN.email, ADMIN.password)
        const created = await settle(
          api.post(
            "/api/integration",
            { label: "ERP via API" },
            bearer(admin.access_token)
          )
        )
        expect(created.status).toBe(200)
        const secret: string = created.data.data.secretAccessKey
        expect(secret).toEqual(expect.any(String))
        expect(created.data.data.accessKey).toMatch(/^SWIA[A-Z0-9_-]{16,}$/)
        expect(
          (
            await token({
              grant_type: "client_credentials",
              client_id: created.data.data.accessKey,
              client_secret: secret,
            })
          ).status
        ).toBe(200)

        const rows = await tableRows("plugin_integration")
        expect(rows).toHaveLength(1)
        expect(rows[0].secret_hash).not.toBe(secret)
        for (const cell of cells(rows)) {
          expect(cell).not.toContain(secret)
        }
        const read = await settle(
          api.get(
            `/api/integration/${created.data.data.id}`,
            bearer(admin.access_token)
          )
        )
        expect(read.status).toBe(200)
        expect(read.data.data).not.toHaveProperty("secretAccessKey")
        expect(JSON.stringify(read.data)).not.toContain(secret)
      })

      it("stores only a hash of refresh tokens", async () => {
        await createAdminUser(container(), api)
        const first = await passwordToken(api, ADMIN.email, ADMIN.password)
        const second = await token({
          grant_type: "refresh_token",
          client_id: "administration",
          refresh_token: first.refresh_token,
        })
        expect(second.status).toBe(200)

        const rows = await tableRows("plugin_api_refresh_token")
        expect(rows).toHaveLength(2)
        for (const refreshToken of [
          first.refresh_token,
          second.data.refresh_token,
        ]) {
          for (const row of rows) {
            expect(row.token_hash).not.toBe(refreshToken)
          }
          for (const cell of cells(rows)) {
            expect(cell).not.toContain(refreshToken)
          }
        }
      })
    })
  },
})
