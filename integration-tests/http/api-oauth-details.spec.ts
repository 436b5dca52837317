import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import { bearer, createIntegration, settle } from "../helpers/api-client"

jest.setTimeout(120 * 1000)

// The token endpoint as Shopware's (league/oauth2-server) answers an existing client: which code for a
// missing parameter, an unknown scope, client credentials in an HTTP Basic header, multipart bodies.
const TOKEN_URL = "/api/oauth/token"

function expectError(res: any, status: number, code: string) {
  expect({ status: res.status, code: res.data?.errors?.[0]?.code }).toEqual({
    status,
    code,
  })
  expect(res.data.access_token).toBeUndefined()
  return res.data.errors[0] as {
    title: string
    detail: string
    source?: { pointer: string }
  }
}

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const token = (body: unknown, headers: Record<string, string> = {}) =>
      settle(api.post(TOKEN_URL, body, { headers }))
    const aclRoles = (accessToken: string) =>
      settle(api.get("/api/acl-role", bearer(accessToken)))
    const password = (extra: Record<string, unknown> = {}) => ({
      grant_type: "password",
      client_id: "administration",
      scope: "write",
      username: ADMIN.email,
      password: ADMIN.password,
      ...extra,
    })

    beforeEach(async () => {
      await createAdminUser(getContainer(), api)
    })

    it("answers a missing grant_type with code 2, as an unsupported grant", async () => {
      const { grant_type, ...body } = password()
      const error = expectError(await token(body), 400, "2")
      expect(error.title).toBe(
        "The authorization grant type is not supported by the authorization server."
      )
      expect(error.detail).toContain("grant_type")
      expect(error.source).toEqual({ pointer: "/grant_type" })
    })

    it("requires client_id for the password and the refresh_token grant (code 3)", async () => {
      const { client_id, ...body } = password()
      const error = expectError(await token(body), 400, "3")
      expect(error.detail).toContain('"client_id"')
      expect(error.source).toEqual({ pointer: "/client_id" })

      const issued = await token(password())
      expect(issued.status).toBe(200)
      const refresh = await token({
        grant_type: "refresh_token",
        refresh_token: issued.data.refresh_token,
      })
      expect(expectError(refresh, 400, "3").detail).toContain('"client_id"')
      // The refresh token was not used up by the refused call.
      const again = await token({
        grant_type: "refresh_token",
        client_id: "administration",
        refresh_token: issued.data.refresh_token,
      })
      expect(again.status).toBe(200)
    })

    it("refuses an unknown scope with code 5 naming it, before checking the password", async () => {
      const error = expectError(
        await token(password({ scope: "write  catalog", password: "wrong" })),
        400,
        "5"
      )
      expect(error.title).toBe(
        "The requested scope is invalid, unknown, or malformed"
      )
      expect(error.detail).toContain("catalog")
      expect(error.source).toEqual({ pointer: "/scope" })
    })

    it("accepts Shopware's scopes write, admin and user-verified, and no scope", async () => {
      for (const scope of ["write admin user-verified", "admin", undefined]) {
        const res = await token(password({ scope }))
        expect({ scope, status: res.status }).toEqual({ scope, status: 200 })
      }
    })

    it("takes client credentials from an HTTP Basic header, the body's winning where both are given", async () => {
      const integration = await createIntegration(getContainer(), {
        privileges: ["acl_role:read"],
      })
      const res = await token(
        { grant_type: "client_credentials" },
        { authorization: basic(integration.accessKey, integration.secret) }
      )
      expect(res.status).toBe(200)
      expect((await aclRoles(res.data.access_token)).status).toBe(200)

      const wrong = await token(
        { grant_type: "client_credentials" },
        { authorization: basic(integration.accessKey, "wrong-secret") }
      )
      expectError(wrong, 401, "4")

      const bodyWins = await token(
        {
          grant_type: "client_credentials",
          client_id: integration.accessKey,
          client_secret: integration.secret,
        },
        { authorization: basic(integration.accessKey, "wrong-secret") }
      )
      expect(bodyWins.status).toBe(200)

      const noSecret = await token(
        { grant_type: "client_credentials" },
        {
          authorization: `Basic ${Buffer.from(integration.accessKey).toString("base64")}`,
        }
      )
      expect(expectError(noSecret, 400, "3").detail).toContain('"client_id"')
    })

    it("accepts a multipart/form-data body for every grant", async () => {
      const integration = await createIntegration(getContainer(), {
        privileges: ["acl_role:read"],
      })
      const multipart = (fields: Record<string, string>) => {
        const form = new FormData()
        for (const [k, v] of Object.entries(fields)) form.append(k, v)
        return token(form)
      }
      const user = await multipart(password() as Record<string, string>)
      expect(user.status).toBe(200)
      expect(user.data.refresh_token).toEqual(expect.any(String))
      const refreshed = await multipart({
        grant_type: "refresh_token",
        client_id: "administration",
        refresh_token: user.data.refresh_token,
      })
      expect(refreshed.status).toBe(200)
      const client = await multipart({
        grant_type: "client_credentials",
        client_id: integration.accessKey,
        client_secret: integration.secret,
      })
      expect(client.status).toBe(200)
      expect((await aclRoles(client.data.access_token)).status).toBe(200)
    })

    it("refuses a file in a multipart token request in words", async () => {
      const form = new FormData()
      for (const [k, v] of Object.entries(password())) form.append(k, String(v))
      form.append("file", new Blob(["x"]), "x.txt")
      const res = await token(form)
      expect(res.status).toBe(400)
      expect(res.data.errors[0].detail).toMatch(/file/i)
      expect(JSON.stringify(res.data)).not.toMatch(/at .*\.js|stack/i)
    })
  },
})
