import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { fromAddress, type Answer } from "../helpers/from-address"

jest.setTimeout(120 * 1000)

// Two clients: the loopback device answers every address of 127.0.0.0/8.
const FIRST = "127.0.0.1"
const SECOND = "127.0.0.2"

/** A 429 with Retry-After that says in words, with the same number, when to try again; returns the seconds. */
function expectThrottled(res: Answer, message: string | undefined): number {
  expect(res.status).toBe(429)
  const retryAfter = Number(res.headers["retry-after"])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(30)
  expect(message).toMatch(
    /^Too many failed logins for user ".+" from your address\. Try again in \d+ seconds?\.$/
  )
  expect(Number(/Try again in (\d+)/.exec(message!)![1])).toBe(retryAfter)
  return retryAfter
}

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const base = () => api.defaults.baseURL as string
    // The throttle lives in Medusa's cache, which the database reset between tests does not clear: each test has its own user.
    const newUser = async (name: string) => {
      const user = {
        email: `${name}@throttle.example`,
        password: `${name}-password`,
      }
      await createAdminUser(getContainer(), api, user)
      return user
    }
    const emailpass = (
      ip: string,
      email: string,
      password: string,
      actor = "user",
      method: "POST" | "GET" = "POST"
    ) =>
      fromAddress(base(), ip, method, `/auth/${actor}/emailpass`, {
        email,
        password,
      })
    const tokenGrant = (ip: string, username: string, password: string) =>
      fromAddress(base(), ip, "POST", "/api/oauth/token", {
        grant_type: "password",
        client_id: "administration",
        username,
        password,
      })

    describe("Medusa's login, POST /auth/user/emailpass", () => {
      it("Throttling from two client IPs: 5 wrong passwords lock the first address out, the second logs in with the right one", async () => {
        const user = await newUser("two-ips-auth")
        for (let i = 1; i <= 5; i++)
          expect(
            (await emailpass(FIRST, user.email, `wrong-${i}`)).status
          ).toBe(401)

        const locked = await emailpass(FIRST, user.email, user.password)
        expectThrottled(locked, locked.body.message)
        expect(locked.body).toMatchObject({ type: "not_allowed" })
        expect(locked.body.token).toBeUndefined()

        const elsewhere = await emailpass(SECOND, user.email, user.password)
        expect(elsewhere.status).toBe(200)
        const me = await api.get("/admin/users/me", {
          headers: { authorization: `Bearer ${elsewhere.body.token}` },
        })
        expect(me.data.user.email).toBe(user.email)

        // The second address's success does not free the first.
        expect((await emailpass(FIRST, user.email, user.password)).status).toBe(
          429
        )
      })

      it("forgives earlier failures after a successful login", async () => {
        const user = await newUser("forgiven-auth")
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < 4; i++)
            expect((await emailpass(FIRST, user.email, "wrong")).status).toBe(
              401
            )
          expect(
            (await emailpass(FIRST, user.email, user.password)).status
          ).toBe(200)
        }
      })

      it("counts a burst of parallel guesses one by one: five are checked, the rest are refused", async () => {
        const user = await newUser("burst-auth")
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            emailpass(FIRST, user.email, `guess-${i}`)
          )
        )
        const statuses = answers.map((a) => a.status)
        expect(statuses.filter((s) => s === 401)).toHaveLength(5)
        expect(statuses.filter((s) => s === 429)).toHaveLength(7)
      })
    })

    describe("Shopware's token endpoint, POST /api/oauth/token", () => {
      it("Throttling from two client IPs: the first address gets 429 with Retry-After, the second a token", async () => {
        const user = await newUser("two-ips-api")
        for (let i = 1; i <= 5; i++) {
          const res = await tokenGrant(FIRST, user.email, `wrong-${i}`)
          expect([res.status, res.body.errors[0].code]).toEqual([400, "6"])
        }

        const locked = await tokenGrant(FIRST, user.email, user.password)
        const error = locked.body.errors[0]
        expect(error.code).toBe("FRAMEWORK__AUTH_THROTTLED")
        const seconds = expectThrottled(locked, error.detail)
        expect(error.meta).toEqual({ retryAfter: seconds })
        expect(locked.body.access_token).toBeUndefined()

        const elsewhere = await tokenGrant(SECOND, user.email, user.password)
        expect(elsewhere.status).toBe(200)
        const roles = await api.get("/api/acl-role", {
          headers: { authorization: `Bearer ${elsewhere.body.access_token}` },
        })
        expect(roles.status).toBe(200)

        expect(
          (await tokenGrant(FIRST, user.email, user.password)).status
        ).toBe(429)
      })
    })

    describe("one counter for every way in", () => {
      it("failures on /api, on Medusa's user and customer logins and by GET add up for one user name and address", async () => {
        const user = await newUser("every-way")
        expect((await tokenGrant(FIRST, user.email, "wrong")).status).toBe(400)
        expect(
          (await tokenGrant(FIRST, user.email.toUpperCase(), "wrong")).status
        ).toBe(400)
        expect((await emailpass(FIRST, user.email, "wrong")).status).toBe(401)
        // The same e-mail's password answers on the customer login too: it must not be a way round the count.
        expect(
          (await emailpass(FIRST, user.email, "wrong", "customer")).status
        ).toBe(401)
        expect(
          (await emailpass(FIRST, user.email, "wrong", "user", "GET")).status
        ).toBe(401)

        expect(
          (await tokenGrant(FIRST, user.email, user.password)).status
        ).toBe(429)
        expect((await emailpass(FIRST, user.email, user.password)).status).toBe(
          429
        )
        expect(
          (await emailpass(FIRST, user.email, user.password, "customer")).status
        ).toBe(429)
        expect(
          (await emailpass(SECOND, user.email, user.password)).status
        ).toBe(200)
      })
    })

    describe("behind a proxy (Medusa trusts one: the last X-Forwarded-For entry is the client)", () => {
      it("tells clients apart by the address the proxy adds, whatever the client wrote before it", async () => {
        const user = await newUser("proxied")
        const viaProxy = (forwardedFor: string, password: string) =>
          fromAddress(
            base(),
            FIRST,
            "POST",
            "/auth/user/emailpass",
            { email: user.email, password },
            { "x-forwarded-for": forwardedFor }
          )
        for (let i = 0; i < 5; i++)
          expect((await viaProxy("198.51.100.7", "wrong")).status).toBe(401)

        expect((await viaProxy("198.51.100.7", user.password)).status).toBe(429)
        // A forged entry before the proxy's own does not make another client.
        expect(
          (await viaProxy("198.51.100.8, 198.51.100.7", user.password)).status
        ).toBe(429)
        expect((await viaProxy("198.51.100.8", user.password)).status).toBe(200)
      })
    })
  },
})
