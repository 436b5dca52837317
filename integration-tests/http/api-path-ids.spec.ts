import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { API_ROUTES } from "../../src/shopware/routes/table"
import type { ApiRoute } from "../../src/shopware/routes/types"
import { clientToken, createIntegration } from "../helpers/api-client"
import { databaseFingerprint, rawRequest } from "../helpers/hostile-input"

jest.setTimeout(240 * 1000)

/**
 * A malformed id in the path names nothing, and Shopware's routes answer it
 * with 404, not a validation error: every row of the `/api` route table with
 * a path parameter, generated from the table. Nothing is written.
 */

const route = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`
const HEX_ID = "ab".repeat(16)
const MALFORMED = ["ABCDEF", "not-an-id", "a".repeat(65), `${HEX_ID}0`]
const WITH_PARAMS = API_ROUTES.filter((r) => r.path.includes(":"))
const pathWith = (r: ApiRoute, id: string) =>
  r.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(id))
/** History routes take Medusa's ids (e.g. prod_01…, up to 64 characters): only the too-long one is malformed there. */
const malformedFor = (r: ApiRoute) =>
  r.path.startsWith("/api/_action/plugin-product-history/")
    ? MALFORMED.filter((id) => id.length > 64)
    : MALFORMED

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    let headers: Record<string, string>

    beforeAll(async () => {
      const integration = await createIntegration(getContainer(), {
        admin: true,
      })
      headers = {
        authorization: `Bearer ${await clientToken(api, integration)}`,
      }
    })

    it("covers every route with a path parameter", () => {
      expect(WITH_PARAMS.length).toBeGreaterThan(10)
    })

    it.each(WITH_PARAMS.map((r) => [route(r), r] as const))(
      "%s: a malformed id answers 404 FRAMEWORK__RESOURCE_NOT_FOUND in words; nothing changes",
      async (_name, r) => {
        const before = await databaseFingerprint(dbConnection)
        for (const id of malformedFor(r)) {
          const res = await rawRequest(api, r.method, pathWith(r, id), {
            headers: { ...headers, "content-type": "application/json" },
            data: r.method === "get" ? undefined : "{}",
          })
          expect({ id, status: res.status }).toEqual({ id, status: 404 })
          const error = res.data.errors[0]
          expect(error.code).toBe("FRAMEWORK__RESOURCE_NOT_FOUND")
          expect(error.detail).toContain(id.slice(0, 20))
          expect(JSON.stringify(res.data)).not.toMatch(/zod|stack|select /i)
        }
        expect(await databaseFingerprint(dbConnection)).toEqual(before)
      }
    )
  },
})
