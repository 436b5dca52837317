import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { rawRequest } from "../helpers/hostile-input"

jest.setTimeout(240 * 1000)

/**
 * CORS on `/api` as Shopware answers it, with the default `apiCors: "*"`:
 * a preflight is answered 204 without a token, and every answer (errors
 * too) carries the allowed origin, methods and headers.
 */

const ORIGIN = "https://erp.example.com"

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api }) => {
    it("answers a preflight without a token 204, naming the allowed methods and headers", async () => {
      const res = await rawRequest(api, "options", "/api/plugin-b2b-profile", {
        headers: {
          origin: ORIGIN,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization,content-type",
        },
      })
      expect(res.status).toBe(204)
      expect(res.headers["access-control-allow-origin"]).toBe("*")
      expect(res.headers["access-control-allow-methods"]).toContain("PATCH")
      const allowed = res.headers["access-control-allow-headers"].toLowerCase()
      for (const header of [
        "authorization",
        "content-type",
        "accept",
        "sw-access-key",
        "sw-context-token",
        "sw-language-id",
      ])
        expect(allowed.split(",")).toContain(header)
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined()
    })

    it("answers a preflight 204 on a path with parameters and on /api/oauth/token", async () => {
      for (const path of [
        `/api/_action/plugin-b2b/reject/${"ab".repeat(16)}`,
        "/api/oauth/token",
      ]) {
        const res = await rawRequest(api, "options", path, {
          headers: { origin: ORIGIN, "access-control-request-method": "POST" },
        })
        expect({
          path,
          status: res.status,
          acao: res.headers["access-control-allow-origin"],
        }).toEqual({ path, status: 204, acao: "*" })
      }
    })

    it("a 401, a 404 and a 400 carry the allowed origin too", async () => {
      const answers = [
        await rawRequest(api, "get", "/api/plugin-b2b-profile", {
          headers: { origin: ORIGIN },
        }),
        await rawRequest(api, "get", "/api/no-such-thing", {
          headers: { origin: ORIGIN },
        }),
        await rawRequest(api, "post", "/api/oauth/token", {
          headers: { origin: ORIGIN, "content-type": "application/json" },
          data: "{}",
        }),
      ]
      expect(
        answers.map((r) => [r.status, r.headers["access-control-allow-origin"]])
      ).toEqual([
        [401, "*"],
        [404, "*"],
        [400, "*"],
      ])
    })
  },
})
