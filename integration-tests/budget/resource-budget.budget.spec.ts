import fs from "fs"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ENTITIES } from "../../src/shopware/entities/registry"
import { API_ROUTES } from "../../src/shopware/routes/table"
import type { ApiRoute } from "../../src/shopware/routes/types"
import { roleWith } from "../helpers/access"
import { clientToken, createIntegration } from "../helpers/api-client"
import { ediCsv, seedShop, uploadForm } from "../helpers/b2b"
import {
  ADMIN_RECIPES,
  ADMIN_ROUTES,
  type AdminIds,
  type AdminRoute,
  adminUrl,
} from "../helpers/budget/admin-routes"
import { apiVariants } from "../helpers/budget/api-variants"
import type { Variant } from "../helpers/budget/body-variants"
import { LeastPrivileged } from "../helpers/budget/callers"
import { BudgetMeter, send } from "../helpers/budget/meter"
import { recipeBookFor } from "../helpers/contract/recipe-book"
import type { Call, RecipeContext } from "../helpers/contract/types"
import { createGardenHose, insertEntries } from "../helpers/history-api"
import { makeWebhookFixture } from "../helpers/webhook-fixtures"

jest.setTimeout(10 * 60 * 1000)

/**
 * What the shop survives (issue 37): every operation of the served OpenAPI
 * document and every route of the plugin's `/admin` API (found in its route
 * files) is sent hostile variants of its path, query and body, generated from
 * the document (or, for `/admin`, from a valid call) and a valid request —
 * longest allowed texts of combining marks, emoji, RTL text and bidi
 * controls, lone surrogates, criteria at every documented limit, the largest
 * arrays and bodies, multipart bodies with many fields and parts — by the
 * least-privileged caller that may call the route. Every answer is a 2xx or
 * 4xx within 2 s; the server (this process) grows by less than 200 MB of RSS
 * over the run; the event loop's delay stays under 200 ms at p99.
 * A route without a way to make its valid call fails here by name.
 */

const TIME_LIMIT_MS = 2_000
const RSS_LIMIT_MB = 200
const LOOP_P99_LIMIT_MS = 200
const JSON_LIMIT = 100 * 1024
/** BUDGET_TRACE=<file>: each request's route, variant, status, time and RSS growth, as they are sent. */
/** Locally only: a pattern of variant labels to leave out while a known issue is being fixed elsewhere. */
const SKIP = process.env.BUDGET_SKIP
  ? new RegExp(process.env.BUDGET_SKIP)
  : undefined

const apiName = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`
const adminName = (r: AdminRoute) => `${r.method.toUpperCase()} ${r.path}`
const docPath = (path: string) =>
  path.replace(/^\/api\//, "/").replace(/:([A-Za-z0-9_]+)/g, "{$1}")
const RECIPES = recipeBookFor(API_ROUTES.map(apiName))
/** Sync writes roles in the contract recipe: its caller holds what those writes need, nothing else. */
const EXTRA_PRIVILEGES: Record<string, string[]> = {
  "POST /api/_action/sync": ["acl_role:create", "acl_role:update"],
}
/**
 * What the least-privileged caller of a route holds: the route's privileges,
 * and for an entity's reads the read privilege of each entity it associates
 * (criteria reach through associations only with them; without, a 403 would
 * stop the variant before the work it is meant to cause).
 */
const apiPrivileges = (r: ApiRoute) => {
  const def = ENTITIES.find((d) => r.path.split("/").includes(d.path))
  const reads =
    def &&
    r.privileges !== "public" &&
    r.privileges !== "authenticated" &&
    r.privileges.every((p) => p.endsWith(":read"))
      ? Object.values(def.associations ?? {}).map(
          (a) => `${ENTITIES.find((d) => d.name === a.entity)?.privilege}:read`
        )
      : []
  return [
    ...new Set([
      ...(Array.isArray(r.privileges) ? r.privileges : []),
      ...reads,
      ...(EXTRA_PRIVILEGES[apiName(r)] ?? []),
    ]),
  ]
}

/**
 * Routes by area: `/api` by the document's tag, `/admin` by its first
 * segment, and the `/admin` deletes last (they delete the shared fixtures).
 */
const GROUPS: [string, (ApiRoute | AdminRoute)[]][] = [
  ...Object.entries(
    API_ROUTES.reduce<Record<string, ApiRoute[]>>((by, r) => {
      ;(by[`/api ${r.tag}`] ??= []).push(r)
      return by
    }, {})
  ),
  ...Object.entries(
    ADMIN_ROUTES.reduce<Record<string, AdminRoute[]>>((by, r) => {
      const area =
        r.method === "delete"
          ? "/admin deletes"
          : `/admin ${r.path.split("/")[2]}`
      ;(by[area] ??= []).push(r)
      return by
    }, {})
  ).sort(
    ([a], [b]) =>
      Number(a === "/admin deletes") - Number(b === "/admin deletes")
  ),
]

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const meter = new BudgetMeter()
    let base: string
    let doc: any
    let ctx: RecipeContext
    let callers: LeastPrivileged
    let ids: AdminIds
    let adminHeaders: Record<string, string>

    beforeAll(async () => {
      const container = getContainer()
      base = String((api as any).defaults.baseURL)
      callers = new LeastPrivileged(api as any, container)
      const profiles = await seedShop(container)
      const hose = await createGardenHose(container)
      const admin = await createIntegration(container, {
        admin: true,
        label: "Budget admin",
      })
      adminHeaders = {
        authorization: `Bearer ${await clientToken(api as any, admin)}`,
      }
      const sendCall = async (call: Call) => {
        const res = await api.request({
          method: call.method,
          url: call.url,
          headers: {
            accept: "application/json",
            ...(call.as === "none" ? {} : adminHeaders),
            ...call.headers,
          },
          data: call.data,
          validateStatus: () => true,
        })
        return {
          status: res.status,
          headers: res.headers,
          data: JSON.stringify(res.data),
        }
      }
      ctx = {
        container,
        send: sendCall as never,
        profiles,
        product: { id: hose.productId, title: "Garden Hose" },
      }
      doc = (
        await api.get("/api/_info/openapi3.json", { headers: adminHeaders })
      ).data
      const upload = await sendCall({
        method: "post",
        url: "/api/_action/plugin-b2b/upload",
        data: uploadForm({ profileId: profiles.edi, file: ediCsv("BUDGET-1") }),
      })
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: mappings } = await query.graph({
        entity: "field_mapping",
        fields: ["id"],
      })
      const [entry] = await insertEntries(container, [
        {
          product_id: hose.productId,
          field_name: "title",
          changed_at: new Date(),
          old_value: "Before",
          new_value: "Garden Hose",
        },
      ])
      const [target] = await container
        .resolve(Modules.USER)
        .createUsers([{ email: "budget-target@test.example" }])
      const hook = await makeWebhookFixture(container)
      ids = {
        records: JSON.parse(upload.data).id,
        profiles: profiles.edi,
        mappings: mappings[0].id,
        "plugin-acl-roles": await roleWith(container, ["acl_role:read"]),
        "plugin-integrations": (
          await createIntegration(container, { label: "Budget target" })
        ).id,
        "plugin-webhooks": hook.webhookId,
        "plugin-webhook-deliveries": hook.deliveryId,
        "product-history": entry.id,
        "change-sets": entry.id,
        products: hose.productId,
        users: target.id,
      }
      // Callers are made before the runner's snapshot: each test starts from it, so anything made later is gone.
      for (const r of API_ROUTES)
        if (r.privileges !== "public")
          await callers.integration(apiPrivileges(r))
      for (const r of ADMIN_ROUTES) {
        const url = adminUrl(r, ids)
        if (url) await callers.user(await callers.adminNeeds(r.method, url))
      }
      meter.begin()
    })

    afterAll(() => {
      const whole = meter.end()
      if (process.env.BUDGET_REPORT)
        fs.writeFileSync(
          process.env.BUDGET_REPORT,
          JSON.stringify({ whole, byDialect: meter.worstByDialect() }, null, 2)
        )
    })

    /** Sends the variants in order; a ladder stops at its first step over the budget (larger ones cost more). */
    async function sendAll(
      dialect: string,
      route: string,
      variants: Variant[],
      headers: Record<string, string>
    ) {
      const problems: string[] = []
      const broken = new Set<string>()
      await meter.route(route, async () => {
        for (const v of variants) {
          if (
            (v.ladder && broken.has(v.ladder)) ||
            SKIP?.test(`${route} ${v.label}`)
          )
            continue
          const answer = await send(base, v, headers)
          const { rssGrowthMb } = meter.record(dialect, route, v.label, answer)
          if (process.env.BUDGET_TRACE)
            fs.appendFileSync(
              process.env.BUDGET_TRACE,
              `${route} | ${v.label} | ${answer.status} | ${Math.round(answer.ms)} ms | ${Math.round(rssGrowthMb)} MB\n`
            )
          const problem =
            answer.status >= 500 ||
            answer.status < 200 ||
            (answer.status >= 300 && answer.status < 400)
              ? `answered ${answer.status}: ${answer.text.slice(0, 300)}`
              : answer.ms > TIME_LIMIT_MS
                ? `took ${Math.round(answer.ms)} ms (limit ${TIME_LIMIT_MS})`
                : rssGrowthMb > RSS_LIMIT_MB
                  ? `RSS grew to ${Math.round(rssGrowthMb)} MB over the start (limit ${RSS_LIMIT_MB})`
                  : undefined
          if (problem) {
            problems.push(`${v.label}: ${problem}`)
            if (v.ladder) broken.add(v.ladder)
          }
        }
      })
      return problems
    }

    /** Sends an `/api` route's variants; its problems, or why it has no variants. */
    async function apiRouteProblems(r: ApiRoute): Promise<string[]> {
      const route = apiName(r)
      {
        const recipes = RECIPES[route] ?? {}
        const recipe =
          recipes[200] ?? recipes[204] ?? recipes[201] ?? recipes[202]
        if (!recipe)
          return [
            `no hostile variants for ${route}: add a recipe of its 2xx answer in integration-tests/helpers/contract/ (the variants mutate it)`,
          ]
        const made = await recipe(ctx)
        const call = Array.isArray(made) ? made[0] : made
        // A fixture the recipe could not make leaves its id out: every variant would stop at a 404.
        if (/\/(undefined|null)(\/|\?|$)/.test(call.url))
          return [`the valid call's fixture could not be made (${call.url})`]
        const operation = doc.paths[docPath(r.path)]?.[r.method]
        if (!operation)
          return [`${route} is not in the served OpenAPI document`]
        const variants = apiVariants({
          doc,
          method: r.method,
          path: r.path,
          url: call.url,
          operation,
          template: call.data,
          bodyLimit: typeof r.bodyLimit === "number" ? r.bodyLimit : JSON_LIMIT,
          multipartFields: /upload$/.test(r.path)
            ? { profileId: ctx.profiles.edi }
            : {},
        })
        const headers =
          r.privileges === "public"
            ? {}
            : await callers.integration(apiPrivileges(r))
        return sendAll("/api", route, variants, headers)
      }
    }

    /** Sends an `/admin` route's variants; its problems, or why it has no variants. */
    async function adminRouteProblems(r: AdminRoute): Promise<string[]> {
      const route = adminName(r)
      {
        const recipe = ADMIN_RECIPES[route]
        const url = adminUrl(r, ids)
        if (!recipe || !url)
          return [
            `no hostile variants for ${route} (${r.file}): add ${recipe ? "a fixture id for its path parameter" : "its valid call"} in integration-tests/helpers/budget/admin-routes.ts`,
          ]
        const body = recipe.body?.(ids)
        const multipart = recipe.multipart?.(ids)
        const variants = apiVariants({
          doc: {},
          method: r.method,
          path: r.path,
          url,
          operation: {
            parameters: (recipe.query ?? []).map((name) => ({
              name,
              in: "query",
              schema: { type: "string" },
            })),
            requestBody: multipart
              ? {
                  content: {
                    "multipart/form-data": {
                      schema: {
                        type: "object",
                        properties: Object.fromEntries(
                          Object.keys(multipart).map((k) => [
                            k,
                            { type: "string" },
                          ])
                        ),
                      },
                    },
                  },
                }
              : body
                ? { content: { "application/json": {} } }
                : undefined,
          },
          template: body,
          bodyLimit: JSON_LIMIT,
          multipartFields: multipart,
        })
        const headers = await callers.user(
          await callers.adminNeeds(r.method, url)
        )
        return sendAll("/admin", route, variants, headers)
      }
    }

    // A test per area (each test starts from the runner's snapshot, a restore that costs seconds); every problem names its route.
    it.each(GROUPS)(
      "%s survives its hostile variants",
      async (_group, routes) => {
        const problems: Record<string, string[]> = {}
        for (const r of routes) {
          const found =
            "operationId" in r
              ? await apiRouteProblems(r)
              : await adminRouteProblems(r)
          if (found.length)
            problems["operationId" in r ? apiName(r) : adminName(r)] = found
        }
        expect(problems).toEqual({})
      }
    )

    it("the whole run stays within the memory and event-loop budget", () => {
      const whole = meter.end()
      expect({
        rssGrowthMb: whole.rssGrowthMb,
        underLimit: whole.rssGrowthMb.value < RSS_LIMIT_MB,
      }).toEqual({
        rssGrowthMb: whole.rssGrowthMb,
        underLimit: true,
      })
      expect({
        loopP99Ms: whole.loopP99Ms,
        underLimit: whole.loopP99Ms < LOOP_P99_LIMIT_MS,
      }).toEqual({
        loopP99Ms: whole.loopP99Ms,
        underLimit: true,
      })
    })
  },
})
