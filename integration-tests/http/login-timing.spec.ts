import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import scrypt from "scrypt-kdf"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import { createIntegration } from "../helpers/api-client"
import { rawRequest } from "../helpers/hostile-input"

jest.setTimeout(240 * 1000)

/**
 * A login for a name nobody has costs what a wrong password costs: one
 * scrypt check (against a hash of nobody), on both login routes (`/api`'s
 * password and client_credentials grants, Medusa's `/auth/user/emailpass`).
 * Answer times are not asserted (the machine is shared); the slow check that
 * sets them is counted instead. Unknown names used to be answered in 27 ms
 * against 161 ms for a wrong password: the difference told which exist.
 */

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let integration: { accessKey: string; secret: string }

    beforeAll(async () => {
      await createAdminUser(getContainer(), api)
      integration = await createIntegration(getContainer(), {
        admin: true,
        label: "ERP",
      })
    })

    afterEach(() => jest.restoreAllMocks())

    /** scrypt checks the request made, and its status. */
    async function checksOf(url: string, body: Record<string, string>) {
      const verify = jest.spyOn(scrypt, "verify")
      verify.mockClear()
      const res = await rawRequest(api, "post", url, {
        headers: { "content-type": "application/json" },
        data: JSON.stringify(body),
      })
      return { status: res.status, scryptChecks: verify.mock.calls.length }
    }

    const password = (username: string) => ({
      grant_type: "password",
      client_id: "administration",
      username,
      password: "wrong-password",
    })
    const client = (client_id: string) => ({
      grant_type: "client_credentials",
      client_id,
      client_secret: "wrong-secret",
    })

    it.each([
      [
        "/api/oauth/token password grant",
        "/api/oauth/token",
        password(ADMIN.email),
        password("nobody@test.example"),
      ],
      [
        "/api/oauth/token client_credentials grant",
        "/api/oauth/token",
        // A known access key with a wrong secret, an access key nobody has.
        null,
        client("SWIANOBODYNOBODYNOBODY00"),
      ],
      [
        "/auth/user/emailpass",
        "/auth/user/emailpass",
        { email: ADMIN.email, password: "wrong-password" },
        { email: "nobody@test.example", password: "wrong-password" },
      ],
    ])(
      "%s: an unknown name costs one password check, as a known name with a wrong password does",
      async (_route, url, known, unknown) => {
        const knownBody = known ?? client(integration.accessKey)
        const wrong = await checksOf(url, knownBody)
        const nobody = await checksOf(url, unknown)
        // The same refusal (Shopware's 400 invalid_grant or 401), after the same single check.
        expect(wrong.status).toBeGreaterThanOrEqual(400)
        expect({ wrong, nobody }).toEqual({
          wrong: { status: wrong.status, scryptChecks: 1 },
          nobody: { status: wrong.status, scryptChecks: 1 },
        })
      }
    )
  },
})
