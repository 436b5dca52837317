import { z } from "@medusajs/framework/zod"
import type { OpenAPIV3 } from "openapi-types"
import type { ApiRoute } from "../../routes/types"
import { buildOpenApiDocument, openApiRoute, OpenAPIV3Document } from ".."
import { validate } from "./validate-openapi"

const noop = async () => {}
const opts = { title: "Test API", version: "1.2.3" }

const thing = z.object({
  id: z.string(),
  name: z.string().nullable(),
  kind: z.literal("thing"),
})
const node: z.ZodType = z.lazy(() =>
  z.object({ label: z.string(), children: z.array(node) })
)

function sampleRoutes(): ApiRoute[] {
  const routes: ApiRoute[] = [
    {
      method: "post",
      path: "/api/oauth/token",
      operationId: "token",
      summary: "Issue a token",
      tag: "Authorization",
      privileges: "public",
      body: z.object({
        grant_type: z.string(),
        client_id: z.string().optional(),
      }),
      bodyTypes: ["form", "json"],
      errors: [401],
      responses: {
        200: {
          description: "Token",
          schema: z.object({
            access_token: z.string(),
            token_type: z.literal("Bearer"),
          }),
        },
      },
      handler: noop,
    },
    {
      method: "get",
      path: "/api/thing",
      operationId: "listThings",
      summary: "List things",
      tag: "Thing",
      privileges: ["integration:read"],
      query: z.object({
        limit: z.coerce
          .number()
          .int()
          .min(1)
          .max(500)
          .optional()
          .describe("Rows per page"),
        term: z.string().optional(),
        filter: z.object({ name: z.string().optional() }).optional(),
      }),
      responses: {
        200: {
          description: "Things",
          schema: z.object({ data: z.array(thing), tree: node.optional() }),
        },
      },
      handler: noop,
    },
    {
      method: "get",
      path: "/api/thing/:id",
      operationId: "getThing",
      summary: "Get a thing",
      tag: "Thing",
      privileges: ["integration:read"],
      params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) }),
      responses: { 200: { description: "A thing", schema: thing } },
      errors: [404],
      handler: noop,
    },
    {
      method: "post",
      path: "/api/thing/:id/archive",
      operationId: "archiveThing",
      summary: "Archive a thing",
      tag: "Thing",
      privileges: ["integration:update", "integration:delete"],
      body: z.object({
        reason: z.string().min(1),
        at: z.iso.datetime().optional(),
      }),
      responses: { 204: { description: "Archived" } },
      errors: [404, 409],
      handler: noop,
    },
  ]
  routes.push(openApiRoute(() => routes, opts))
  return routes
}

/** Paths are relative to the server, which ends in /api. */
const toPath = (p: string) => p.replace(/^\/api/, "").replace(/:(\w+)/g, "{$1}")
const op = (doc: OpenAPIV3Document, path: string, method: string) =>
  (
    doc.paths[path] as Record<
      string,
      OpenAPIV3.OperationObject & { "x-privileges": string[] }
    >
  )[method]

describe("buildOpenApiDocument", () => {
  const routes = sampleRoutes()
  const doc = buildOpenApiDocument(routes, {
    ...opts,
    serverUrl: "http://localhost:9000/api",
  })

  it("is a valid OpenAPI 3.0 document", async () => {
    await validate(doc)
    expect(doc.openapi).toBe("3.0.3")
    expect(doc.info).toEqual({ title: "Test API", version: "1.2.3" })
    expect(doc.servers).toEqual([{ url: "http://localhost:9000/api" }])
  })

  it("is checked by a validator that rejects what OpenAPI 3.0 does not allow", async () => {
    const broken = {
      ...doc,
      components: { schemas: { Bad: { type: "null", const: null } } },
    }
    await expect(validate(broken as OpenAPIV3Document)).rejects.toThrow(
      /Invalid OpenAPI document/
    )
  })

  it("has one operation per route, under the converted path and method, in table order", () => {
    for (const route of routes) {
      expect(op(doc, toPath(route.path), route.method)?.operationId).toBe(
        route.operationId
      )
    }
    expect(Object.keys(doc.paths)).toEqual([
      "/oauth/token",
      "/thing",
      "/thing/{id}",
      "/thing/{id}/archive",
      "/_info/openapi3.json",
    ])
    // Without a known origin the server is "/api", resolved where the document is served.
    const relative = buildOpenApiDocument(sampleRoutes(), opts)
    expect(relative.servers).toEqual([{ url: "/api" }])
    expect(JSON.stringify(relative.paths)).toBe(JSON.stringify(doc.paths))
  })

  it("refuses a route outside /api, which the server URL could not reach", () => {
    const routes = sampleRoutes()
    routes[1] = { ...routes[1], path: "/admin/thing" }
    expect(() => buildOpenApiDocument(routes, opts)).toThrow(
      "The /api route table holds /admin/thing, which is not below /api/"
    )
  })

  it("marks public routes as such and protects all others with oAuth write", () => {
    expect(op(doc, "/oauth/token", "post").security).toEqual([])
    for (const [path, method] of [
      ["/thing", "get"],
      ["/thing/{id}/archive", "post"],
      ["/_info/openapi3.json", "get"],
    ]) {
      expect(op(doc, path, method).security).toEqual([{ oAuth: ["write"] }])
    }
    const oAuth = doc.components!.securitySchemes!
      .oAuth as OpenAPIV3.OAuth2SecurityScheme
    expect(oAuth.flows.password).toEqual({
      tokenUrl: "http://localhost:9000/api/oauth/token",
      scopes: { write: "Full write access" },
    })
    expect(oAuth.flows.clientCredentials).toEqual({
      tokenUrl: "http://localhost:9000/api/oauth/token",
      scopes: { write: "Full write access" },
    })
  })

  it("documents the pipeline's errors by the route's kind and its declared ones, all as ErrorResponse", () => {
    const ref = { $ref: "#/components/schemas/ErrorResponse" }
    // Public with a body: no 401 of the pipeline (the route declares its own), no 403; 413 and 415 for the body.
    expect(Object.keys(op(doc, "/oauth/token", "post").responses)).toEqual([
      "200",
      "400",
      "401",
      "413",
      "415",
      "500",
    ])
    // Without a body, a route reads none: no 413 or 415.
    expect(Object.keys(op(doc, "/thing/{id}", "get").responses)).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "500",
    ])
    // Any valid token: nothing to be forbidden.
    expect(
      Object.keys(op(doc, "/_info/openapi3.json", "get").responses)
    ).toEqual(["200", "400", "401", "500"])
    const archive = op(doc, "/thing/{id}/archive", "post").responses as Record<
      string,
      OpenAPIV3.ResponseObject
    >
    expect(Object.keys(archive)).toEqual([
      "204",
      "400",
      "401",
      "403",
      "404",
      "409",
      "413",
      "415",
      "500",
    ])
    expect(archive["204"]).toEqual({ description: "Archived" })
    for (const status of ["400", "401", "403", "404", "409", "413", "415"]) {
      expect(archive[status].content!["application/json"].schema).toEqual(ref)
    }
    const error = doc.components!.schemas!
      .ErrorResponse as OpenAPIV3.SchemaObject
    expect(
      Object.keys(
        (error.properties!.errors as OpenAPIV3.ArraySchemaObject).items
      )
    ).toContain("properties")
  })

  it("lists privileges in x-privileges and the description", () => {
    expect(op(doc, "/oauth/token", "post")["x-privileges"]).toEqual([])
    expect(op(doc, "/thing", "get")["x-privileges"]).toEqual([
      "integration:read",
    ])
    expect(op(doc, "/thing", "get").description).toBe(
      "Required privileges: integration:read"
    )
    expect(op(doc, "/thing/{id}/archive", "post")["x-privileges"]).toEqual([
      "integration:update",
      "integration:delete",
    ])
    const info = op(doc, "/_info/openapi3.json", "get")
    expect(info).toMatchObject({
      operationId: "getOpenApiDocument",
      tags: ["System"],
      "x-privileges": [],
    })
  })

  it("derives request bodies and parameters from the zod schemas", () => {
    const token = op(doc, "/oauth/token", "post")
      .requestBody as OpenAPIV3.RequestBodyObject
    expect(Object.keys(token.content)).toEqual([
      "application/x-www-form-urlencoded",
      "application/json",
    ])
    expect(token.content["application/json"].schema).toMatchObject({
      required: ["grant_type"],
    })
    const archive = op(doc, "/thing/{id}/archive", "post")
      .requestBody as OpenAPIV3.RequestBodyObject
    expect(Object.keys(archive.content)).toEqual(["application/json"])
    expect(archive.required).toBe(true)

    const list = op(doc, "/thing", "get")
      .parameters as OpenAPIV3.ParameterObject[]
    expect(
      list.map((p) => [p.name, p.in, p.required, p.style ?? null])
    ).toEqual([
      ["limit", "query", false, null],
      ["term", "query", false, null],
      ["filter", "query", false, "deepObject"],
    ])
    expect(list[0]).toMatchObject({
      description: "Rows per page",
      schema: { type: "integer", minimum: 1, maximum: 500 },
    })
    const get = op(doc, "/thing/{id}", "get")
      .parameters as OpenAPIV3.ParameterObject[]
    expect(get).toEqual([
      {
        name: "id",
        in: "path",
        required: true,
        schema: { type: "string", pattern: "^[0-9a-f]{32}$" },
      },
    ])
    const archiveParams = op(doc, "/thing/{id}/archive", "post")
      .parameters as OpenAPIV3.ParameterObject[]
    expect(archiveParams).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string" } },
    ])
  })

  it("maps literals and recursive schemas onto OpenAPI 3.0", () => {
    const schema = (
      op(doc, "/thing/{id}", "get").responses["200"] as OpenAPIV3.ResponseObject
    ).content!["application/json"].schema
    expect(schema).toMatchObject({
      properties: {
        kind: { enum: ["thing"] },
        name: { type: "string", nullable: true },
      },
    })
    expect(JSON.stringify(doc)).not.toMatch(
      /"\$ref":"#(\/definitions\/.*)?"|"\$schema"|"const"/
    )
  })

  it("follows the route table: a new row is a new operation", async () => {
    const routes = sampleRoutes()
    routes.push({
      method: "delete",
      path: "/api/thing/:id",
      operationId: "deleteThing",
      summary: "Delete a thing",
      tag: "Thing",
      privileges: ["integration:delete"],
      params: z.object({ id: z.string() }),
      responses: { 204: { description: "Deleted" } },
      handler: noop,
    })
    const bigger = buildOpenApiDocument(routes, opts)
    expect(op(bigger, "/thing/{id}", "delete")).toMatchObject({
      operationId: "deleteThing",
      "x-privileges": ["integration:delete"],
    })
    expect(Object.keys(bigger.paths["/thing/{id}"]!)).toEqual(["get", "delete"])
    expect(op(doc, "/thing/{id}", "delete")).toBeUndefined()
    await validate(bigger)
  })
})

describe("openApiRoute", () => {
  it("serves the document of the current table with the request's origin as server", async () => {
    const routes = sampleRoutes()
    const route = routes[routes.length - 1]
    expect(route).toMatchObject({
      method: "get",
      path: "/api/_info/openapi3.json",
      privileges: "authenticated",
    })
    const json = jest.fn()
    type Res = { status: jest.Mock<Res>; json: jest.Mock }
    const res: Res = { status: jest.fn((): Res => res), json }
    const req = {
      protocol: "https",
      get: (h: string) => (h === "host" ? "shop.example" : undefined),
    }
    // Only what the handler reads of a request and a response.
    await route.handler(
      req as unknown as Parameters<ApiRoute["handler"]>[0],
      res as unknown as Parameters<ApiRoute["handler"]>[1]
    )
    expect(res.status).toHaveBeenCalledWith(200)
    const served = json.mock.calls[0][0] as OpenAPIV3Document
    expect(served.servers).toEqual([{ url: "https://shop.example/api" }])
    const oAuth = served.components!.securitySchemes!
      .oAuth as OpenAPIV3.OAuth2SecurityScheme
    expect(oAuth.flows.clientCredentials?.tokenUrl).toBe(
      "https://shop.example/api/oauth/token"
    )
    expect(Object.keys(served.paths)).toContain("/_info/openapi3.json")
    await validate(served)
  })
})
