import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { rawRequest } from "../helpers/hostile-input"

jest.setTimeout(240 * 1000)

/** `apiCors` with a list of origins: only those are allowed, each answered with its own origin. */

const ALLOWED = ["https://erp.example.com", "http://localhost:5173"]

medusaIntegrationTestRunner({
  inApp: true,
  env: { PLUGIN_API_CORS: ALLOWED.join(",") },
  testSuite: ({ api }) => {
    const preflight = (origin: string) =>
      rawRequest(api, "options", "/api/plugin-b2b-profile", {
        headers: { origin, "access-control-request-method": "GET" },
      })

    it("allows each listed origin by name, and no other", async () => {
      for (const origin of ALLOWED) {
        const res = await preflight(origin)
        expect([
          res.status,
          res.headers["access-control-allow-origin"],
        ]).toEqual([204, origin])
        expect(res.headers.vary).toMatch(/origin/i)
      }
      const other = await preflight("https://evil.example.com")
      expect(other.status).toBe(204)
      expect(other.headers["access-control-allow-origin"]).toBeUndefined()
      expect(other.headers["access-control-allow-methods"]).toBeUndefined()

      const refused = await rawRequest(api, "get", "/api/plugin-b2b-profile", {
        headers: { origin: "https://evil.example.com" },
      })
      expect(refused.status).toBe(401)
      expect(refused.headers["access-control-allow-origin"]).toBeUndefined()
      const listed = await rawRequest(api, "get", "/api/plugin-b2b-profile", {
        headers: { origin: ALLOWED[1] },
      })
      expect(listed.headers["access-control-allow-origin"]).toBe(ALLOWED[1])
    })
  },
})
