import { createIntegration } from "../api-client"
import { insertEntries } from "../history-api"
import {
  type Call,
  type RecipeBook,
  type RecipeContext,
  unknownHexId,
} from "./types"

const HISTORY = "/api/_action/plugin-product-history"
const get = (url: string): Call => ({ method: "get", url })
const post = (url: string, data: unknown = {}): Call => ({
  method: "post",
  url,
  data,
})

/** A history entry of the fixture product's title; `current` makes its new value the live one. */
async function titleEntry(ctx: RecipeContext, current: boolean) {
  const [entry] = await insertEntries(ctx.container, [
    {
      product_id: ctx.product.id,
      field_name: "title",
      changed_at: new Date(),
      old_value: "Contract title before",
      new_value: current ? ctx.product.title : "Contract title since changed",
      source: "cli",
    },
  ])
  return entry.id as string
}

/** An integration's client-credentials request, in the body as JSON, form or multipart fields. */
async function tokenCalls(ctx: RecipeContext): Promise<Call[]> {
  const { accessKey, secret } = await createIntegration(ctx.container)
  const fields = {
    grant_type: "client_credentials",
    client_id: accessKey,
    client_secret: secret,
  }
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  const call = (headers: Record<string, string>, data: unknown): Call => ({
    method: "post",
    url: "/api/oauth/token",
    as: "none",
    headers: { accept: "application/json", ...headers },
    data,
  })
  return [
    call({}, fields),
    call(
      { "content-type": "application/x-www-form-urlencoded" },
      new URLSearchParams(fields).toString()
    ),
    call({}, form),
  ]
}

const failedLogin = (clientId: string): Call => ({
  method: "post",
  url: "/api/oauth/token",
  as: "none",
  data: {
    grant_type: "client_credentials",
    client_id: clientId,
    client_secret: "not the secret",
  },
})

/** The token endpoint, the _info routes, the access-key route and the product history's actions. */
export const ACTION_RECIPES: RecipeBook = {
  "POST /api/oauth/token": {
    200: tokenCalls,
    400: async () => ({
      ...failedLogin("x"),
      data: { client_id: "administration" },
    }),
    401: async (ctx) =>
      failedLogin((await createIntegration(ctx.container)).accessKey),
    // Failed logins of one client from one address are throttled.
    429: async (ctx) => {
      const clientId = `SWIACONTRACT${Math.random().toString(36).slice(2, 12).toUpperCase()}`
      for (let i = 0; i < 10; i++) {
        if ((await ctx.send(failedLogin(clientId))).status === 429) break
      }
      return failedLogin(clientId)
    },
  },
  "GET /api/_info/openapi3.json": {
    200: async () => get("/api/_info/openapi3.json"),
  },
  "GET /api/_info/version": { 200: async () => get("/api/_info/version") },
  "GET /api/_info/entity-schema.json": {
    200: async () => get("/api/_info/entity-schema.json"),
  },
  "GET /api/_info/me": {
    200: async () => [
      get("/api/_info/me"),
      { ...get("/api/_info/me"), as: "empty" },
    ],
  },
  "GET /api/_action/access-key/intergration": {
    200: async () => get("/api/_action/access-key/intergration"),
  },
  [`GET ${HISTORY}/list`]: {
    200: async (ctx) => {
      await titleEntry(ctx, true)
      return [
        get(`${HISTORY}/list?limit=5&page=1`),
        get(`${HISTORY}/list?groupBy=changeSet`),
      ]
    },
    400: async () => get(`${HISTORY}/list?limit=0`),
  },
  [`GET ${HISTORY}/entry/:id`]: {
    200: async (ctx) => get(`${HISTORY}/entry/${await titleEntry(ctx, true)}`),
    404: async () => get(`${HISTORY}/entry/${unknownHexId()}`),
  },
  [`GET ${HISTORY}/entries/:productId`]: {
    200: async (ctx) => {
      await titleEntry(ctx, true)
      return get(`${HISTORY}/entries/${ctx.product.id}`)
    },
    400: async (ctx) => get(`${HISTORY}/entries/${ctx.product.id}?limit=0`),
  },
  [`POST ${HISTORY}/rollback/:id`]: {
    204: async (ctx) =>
      post(`${HISTORY}/rollback/${await titleEntry(ctx, true)}`),
    400: async (ctx) =>
      post(`${HISTORY}/rollback/${await titleEntry(ctx, true)}`, {
        force: "yes",
      }),
    404: async () => post(`${HISTORY}/rollback/${unknownHexId()}`),
    409: async (ctx) =>
      post(`${HISTORY}/rollback/${await titleEntry(ctx, false)}`),
  },
  [`GET ${HISTORY}/change-set/:changeSetId`]: {
    // An entry written without a change set is a change set of its own.
    200: async (ctx) =>
      get(`${HISTORY}/change-set/${await titleEntry(ctx, true)}`),
    404: async () => get(`${HISTORY}/change-set/${unknownHexId()}`),
  },
  [`POST ${HISTORY}/rollback-change-set/:changeSetId`]: {
    204: async (ctx) =>
      post(`${HISTORY}/rollback-change-set/${await titleEntry(ctx, true)}`),
    400: async (ctx) =>
      post(`${HISTORY}/rollback-change-set/${await titleEntry(ctx, true)}`, {
        force: 1,
      }),
    404: async () => post(`${HISTORY}/rollback-change-set/${unknownHexId()}`),
    409: async (ctx) =>
      post(`${HISTORY}/rollback-change-set/${await titleEntry(ctx, false)}`),
  },
  [`POST ${HISTORY}/export-csv`]: {
    200: async (ctx) => {
      await titleEntry(ctx, true)
      return post(`${HISTORY}/export-csv`, { productId: [ctx.product.id] })
    },
    400: async () => post(`${HISTORY}/export-csv`, { delimiter: "|" }),
  },
  [`POST ${HISTORY}/export-pdf`]: {
    200: async (ctx) => {
      await titleEntry(ctx, true)
      return post(`${HISTORY}/export-pdf`, { productId: [ctx.product.id] })
    },
    400: async () => post(`${HISTORY}/export-pdf`, { delimiter: ";" }),
  },
  [`GET ${HISTORY}/price-series/:productId`]: {
    200: async (ctx) => get(`${HISTORY}/price-series/${ctx.product.id}`),
    400: async (ctx) => get(`${HISTORY}/price-series/${ctx.product.id}?days=0`),
    404: async () => get(`${HISTORY}/price-series/prod_${"0".repeat(26)}`),
  },
}
