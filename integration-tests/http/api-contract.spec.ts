import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { API_ROUTES } from "../../src/shopware/routes/table"
import type { ApiRoute } from "../../src/shopware/routes/types"
import { clientToken, createIntegration } from "../helpers/api-client"
import { seedShop } from "../helpers/b2b"
import { genericRecipes } from "../helpers/contract/generic-recipes"
import { NOT_PROVOKED, recipeBookFor } from "../helpers/contract/recipe-book"
import type {
  Call,
  Caller,
  RecipeContext,
  RouteRecipes,
} from "../helpers/contract/types"
import { createGardenHose } from "../helpers/history-api"
import {
  type Answer,
  OpenApiResponseChecker,
} from "../helpers/openapi-responses"

jest.setTimeout(240 * 1000)

/**
 * The document and the server cannot drift: every route of the table is
 * called with a request for each status its operation lists (the pipeline's
 * errors from the route's kind, the rest from the recipes in
 * helpers/contract/), and every answer must have the status it was made for,
 * be listed by the document, and match the listed media type and schema
 * (Ajv). A route, or a status, without a request that produces it fails with
 * the route's name: add a recipe, or stop documenting what it cannot answer.
 */

const name = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`
const ROUTES = API_ROUTES.map(name)
const RECIPES = recipeBookFor(ROUTES)

/** 500 is documented everywhere (an unexpected error, logged, no internals in the body) and never provoked. */
const UNEXPECTED = 500

/** The route's path in the document: below the server's /api, parameters in braces. */
const docPath = (path: string) =>
  path.replace(/^\/api\//, "/").replace(/:([A-Za-z0-9_]+)/g, "{$1}")
const TOKEN_MAX_AGE_MS = 5 * 60 * 1000

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let ctx: RecipeContext
    let doc: any
    let checker: OpenApiResponseChecker
    const credentials: Partial<
      Record<Caller, { accessKey: string; secret: string }>
    > = {}
    const tokens = new Map<Caller, { token: string; at: number }>()

    async function tokenOf(caller: Caller): Promise<string> {
      const known = tokens.get(caller)
      if (known && Date.now() - known.at < TOKEN_MAX_AGE_MS) return known.token
      const token = await clientToken(api, credentials[caller]!)
      tokens.set(caller, { token, at: Date.now() })
      return token
    }

    /** Sends a request as its caller; the body is read as text and parsed by the checker. */
    async function send(call: Call): Promise<Answer> {
      const caller = call.as ?? "admin"
      const auth =
        caller === "none"
          ? {}
          : { authorization: `Bearer ${await tokenOf(caller)}` }
      const res = await api.request({
        method: call.method,
        url: call.url,
        headers: { accept: "application/json", ...auth, ...call.headers },
        data: call.data,
        responseType: "text",
        transformResponse: [(data: unknown) => data],
        validateStatus: () => true,
        maxBodyLength: Infinity,
        maxContentLength: Infinity,
      })
      return { status: res.status, headers: res.headers, data: res.data }
    }

    beforeAll(async () => {
      const container = getContainer()
      const profiles = await seedShop(container)
      const hose = await createGardenHose(container)
      credentials.admin = await createIntegration(container, {
        admin: true,
        label: "Contract admin",
      })
      credentials.empty = await createIntegration(container, {
        privileges: [],
        label: "Contract nobody",
      })
      ctx = {
        container,
        send,
        profiles: { edi: profiles.edi, erp: profiles.erp },
        product: { id: hose.productId, title: "Garden Hose" },
      }
      const res = await send({ method: "get", url: "/api/_info/openapi3.json" })
      doc = JSON.parse(String(res.data))
      checker = new OpenApiResponseChecker(doc)
    })

    it("gives reasons only for routes of the table", () => {
      expect(
        Object.keys(NOT_PROVOKED).filter((k) => !ROUTES.includes(k))
      ).toEqual([])
    })

    it.each(API_ROUTES.map((r) => [name(r), r] as const))(
      "%s answers each status the document lists, and only those, in the documented shapes",
      async (route, r) => {
        const operation = doc.paths[docPath(r.path)]?.[r.method]
        expect({ route, documented: !!operation }).toEqual({
          route,
          documented: true,
        })
        const documented = Object.keys(operation.responses).map(Number)
        const generic = genericRecipes(r, documented)
        const own: RouteRecipes = RECIPES[route] ?? {}
        const unprovoked = NOT_PROVOKED[route] ?? {}
        const missing = documented.filter(
          (s) => s !== UNEXPECTED && !generic[s] && !own[s] && !unprovoked[s]
        )
        expect({ route, statusesWithoutARequest: missing }).toEqual({
          route,
          statusesWithoutARequest: [],
        })
        // A reason for a status the document no longer lists, or that a recipe now produces, is stale.
        const stale = Object.keys(unprovoked)
          .map(Number)
          .filter((s) => !documented.includes(s) || own[s])
        expect({ route, staleReasons: stale }).toEqual({
          route,
          staleReasons: [],
        })

        const problems: string[] = []
        const runs = [
          ...Object.entries(generic).map(
            ([s, recipe]) => [Number(s), recipe, "pipeline"] as const
          ),
          ...Object.entries(own).map(
            ([s, recipe]) => [Number(s), recipe, "recipe"] as const
          ),
        ]
        for (const [status, recipe, kind] of runs) {
          const made = await recipe!(ctx)
          for (const call of Array.isArray(made) ? made : [made]) {
            const answer = await send(call)
            const label = `${kind} ${status} (${call.method.toUpperCase()} ${call.url.slice(0, 120)}, as ${call.as ?? "admin"}, accept ${call.headers?.accept ?? "application/json"})`
            if (answer.status !== status)
              problems.push(
                `${label}: answered ${answer.status}: ${String(answer.data).slice(0, 300)}`
              )
            for (const problem of checker.problems(
              r.method,
              docPath(r.path),
              answer
            ))
              problems.push(`${label}: ${problem}`)
          }
        }
        expect({ route, problems }).toEqual({ route, problems: [] })
      }
    )

    it("answers a method a path does not take with 405, its Allow naming the methods the document lists", async () => {
      const byPath = new Map<string, ApiRoute[]>()
      for (const r of API_ROUTES)
        byPath.set(r.path, [...(byPath.get(r.path) ?? []), r])
      const problems: string[] = []
      for (const [path, routes] of byPath) {
        const url = routes[0].path.replace(/:([A-Za-z0-9_]+)/g, "ab".repeat(16))
        const answer = await send({ method: "put", url })
        const listed = Object.keys(doc.paths[docPath(path)])
          .map((m) => m.toUpperCase())
          .sort()
        const allow = String(answer.headers.allow ?? "")
          .split(/,\s*/)
          .sort()
        if (answer.status !== 405 || allow.join() !== listed.join())
          problems.push(
            `PUT ${path}: ${answer.status}, Allow ${allow.join()}, documented ${listed.join()}`
          )
        problems.push(
          ...checker
            .componentProblems("ErrorResponse", answer.data)
            .map((p) => `PUT ${path}: the error body ${p}`)
        )
      }
      const unknown = await send({ method: "get", url: "/api/no-such-route" })
      expect(unknown.status).toBe(404)
      problems.push(...checker.componentProblems("ErrorResponse", unknown.data))
      expect(problems).toEqual([])
    })
  },
})
