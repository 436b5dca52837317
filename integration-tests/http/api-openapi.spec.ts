import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { API_ROUTES } from "../../src/shopware/routes/table"
import type { ApiRoute } from "../../src/shopware/routes/types"
import {
  bearer,
  clientToken,
  createIntegration,
  settle,
} from "../helpers/api-client"
import { runGeneratedClient } from "../helpers/generated-client"
import { validateOpenApi } from "../helpers/openapi"
import { createProfileWorkflow } from "../../src/workflows/b2b-import"

jest.setTimeout(120 * 1000)

const DOC_URL = "/api/_info/openapi3.json"
const METHODS = [
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace",
]

/** Express path → OpenAPI path template below the server's /api, written here independently of src/. */
const templated = (path: string) =>
  path.replace(/^\/api\//, "/").replace(/:([A-Za-z0-9_]+)/g, "{$1}")
const name = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    /** The document as an integration without any privilege reads it. */
    async function fetchDocument() {
      const integration = await createIntegration(getContainer(), {
        privileges: [],
      })
      const res = await settle(
        api.get(DOC_URL, bearer(await clientToken(api, integration)))
      )
      expect(res.status).toBe(200)
      expect(res.headers["content-type"]).toMatch(/^application\/json/)
      return res.data
    }

    describe("GET /api/_info/openapi3.json", () => {
      it("is a route of the table", () => {
        expect(API_ROUTES.map(name)).toContain(`GET ${DOC_URL}`)
      })

      it("refuses a request without a token with 401 code 9", async () => {
        const res = await settle(api.get(DOC_URL))
        expect({
          status: res.status,
          code: res.data?.errors?.[0]?.code,
        }).toEqual({ status: 401, code: "9" })
      })

      it("refuses a garbage token with 401 code 9", async () => {
        const res = await settle(api.get(DOC_URL, bearer("garbage")))
        expect({
          status: res.status,
          code: res.data?.errors?.[0]?.code,
        }).toEqual({ status: 401, code: "9" })
      })
    })

    describe("the OpenAPI document", () => {
      it("is a valid OpenAPI 3 document (swagger-parser)", async () => {
        const doc = await fetchDocument()
        expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/)
        expect(validateOpenApi(doc)).toEqual({ valid: true, message: "valid" })
      })

      it("names this server's /api as its server; paths are relative to it", async () => {
        const doc = await fetchDocument()
        expect(doc.servers).toEqual([{ url: `${api.defaults.baseURL}/api` }])
        expect(Object.keys(doc.paths)).toContain("/search/integration")
        expect(
          Object.keys(doc.paths).filter((p) => p.startsWith("/api/"))
        ).toEqual([])
        // A path joined to the server is a route that answers.
        const integration = await createIntegration(getContainer(), {
          privileges: ["integration:read"],
        })
        const res = await settle(
          api.post(
            `${doc.servers[0].url}/search/integration`,
            {},
            {
              headers: {
                ...bearer(await clientToken(api, integration)).headers,
                accept: "application/json",
              },
            }
          )
        )
        expect(res.status).toBe(200)
      })

      it("describes every route of the table, and nothing else", async () => {
        const doc = await fetchDocument()
        const documented = Object.entries(
          doc.paths as Record<string, Record<string, unknown>>
        ).flatMap(([path, item]) =>
          Object.keys(item)
            .filter((key) => METHODS.includes(key))
            .map((method) => `${method.toUpperCase()} ${path}`)
        )
        const expected = API_ROUTES.map(
          (r) => `${r.method.toUpperCase()} ${templated(r.path)}`
        )
        expect([...documented].sort()).toEqual([...expected].sort())
      })

      it("gives each operation the route's operationId and its path parameters", async () => {
        const doc = await fetchDocument()
        for (const r of API_ROUTES) {
          const operation = doc.paths[templated(r.path)]?.[r.method]
          expect({
            route: name(r),
            operationId: operation?.operationId,
          }).toEqual({ route: name(r), operationId: r.operationId })
          const pathParams = [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(
            (m) => m[1]
          )
          const declared = (operation.parameters ?? []).filter(
            (p: any) => p.in === "path"
          )
          expect({
            route: name(r),
            params: declared.map((p: any) => [p.name, p.required]),
          }).toEqual({
            route: name(r),
            params: pathParams.map((p) => [p, true]),
          })
        }
      })

      it("requires the OAuth scheme on every non-public route and on no public one", async () => {
        const doc = await fetchDocument()
        const schemes = Object.keys(doc.components?.securitySchemes ?? {})
        expect(schemes.length).toBeGreaterThan(0)
        for (const r of API_ROUTES) {
          const operation = doc.paths[templated(r.path)][r.method]
          const security: Record<string, string[]>[] | undefined =
            operation.security ?? doc.security
          if (r.privileges === "public") {
            // An empty list (or no requirement at all) means "no authentication".
            expect({ route: name(r), security: security ?? [] }).toEqual({
              route: name(r),
              security: [],
            })
            continue
          }
          expect({
            route: name(r),
            hasRequirement: !!security?.length,
          }).toEqual({ route: name(r), hasRequirement: true })
          for (const requirement of security!) {
            const used = Object.keys(requirement)
            expect(used.length).toBeGreaterThan(0)
            for (const scheme of used) expect(schemes).toContain(scheme)
          }
          expect({
            route: name(r),
            documents401: !!operation.responses?.["401"],
          }).toEqual({ route: name(r), documents401: true })
        }
      })

      it("lists each route's privileges in x-privileges", async () => {
        const doc = await fetchDocument()
        for (const r of API_ROUTES) {
          const operation = doc.paths[templated(r.path)][r.method]
          const privileges =
            typeof r.privileges === "string" ? [] : [...r.privileges]
          expect({
            route: name(r),
            privileges: operation["x-privileges"],
          }).toEqual({ route: name(r), privileges })
        }
      })

      it("offers the token endpoint as the password and client credentials flows", async () => {
        const doc = await fetchDocument()
        const [scheme] = Object.values(doc.components.securitySchemes) as any[]
        expect(scheme.type).toBe("oauth2")
        const tokenUrl = `${api.defaults.baseURL}/api/oauth/token`
        expect(scheme.flows.password.tokenUrl).toBe(tokenUrl)
        expect(scheme.flows.clientCredentials.tokenUrl).toBe(tokenUrl)
      })
    })

    describe("a client generated from the document", () => {
      it("compiles (openapi-typescript, openapi-fetch, tsc strict) and gets a token, uploads and searches", async () => {
        const doc = await fetchDocument()
        const { result: profile } = await createProfileWorkflow(
          getContainer()
        ).run({
          input: {
            name: "Generated client",
            approval_mode: "manual",
            file_format: "csv",
          },
        })
        const erp = await createIntegration(getContainer(), {
          privileges: ["plugin_b2b_order_import.uploader"],
          label: "Generated client",
        })
        const printed = await runGeneratedClient(doc, {
          API_BASE_URL: doc.servers[0].url,
          CLIENT_ID: erp.accessKey,
          CLIENT_SECRET: erp.secret,
          PROFILE_ID: profile.id,
        })
        expect(printed).toEqual({
          tokenType: "Bearer",
          recordId: expect.stringMatching(/^[0-9a-f]{32}$/),
          status: "pending",
          duplicate: false,
          total: 1,
          found: printed.recordId,
          fileName: "order.csv",
        })
      })
    })
  },
})
