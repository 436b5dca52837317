import { MedusaError } from "@medusajs/framework/utils"
import type { MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import type { OpenAPIV3 } from "openapi-types"
import type { ApiRequest, ApiRoute } from "../routes/types"
import { errorResponseSchema } from "./error-schema"
import {
  API_BASE,
  ApiOperation,
  buildOperation,
  toOpenApiPath,
} from "./operation"
import { ERROR_SCHEMA } from "./responses"
import { SchemaCollector } from "./schema"

const TOKEN_PATH = `${API_BASE}/oauth/token`

/** The OpenAPI 3.0 document of the `/api/*` dialect; operations carry `x-privileges`. */
export type OpenAPIV3Document = OpenAPIV3.Document<{ "x-privileges": string[] }>

/**
 * Options of the generated document; `serverUrl` (the API's base, ending in
 * `/api`) becomes its only server, and the paths are relative to it.
 */
export type OpenApiOptions = {
  title: string
  version: string
  serverUrl?: string
}

const SCOPES = { write: "Full write access" }

/** Builds the OpenAPI 3.0.3 document from the route table, in table order; nothing is listed by hand. */
export function buildOpenApiDocument(
  routes: ApiRoute[],
  opts: OpenApiOptions
): OpenAPIV3Document {
  const schemas = new SchemaCollector()
  schemas.register(
    ERROR_SCHEMA,
    schemas.convert(
      errorResponseSchema,
      "output",
      ERROR_SCHEMA
    ) as OpenAPIV3.SchemaObject
  )
  const paths: Record<string, Record<string, ApiOperation>> = {}
  for (const route of routes) {
    const path = toOpenApiPath(route.path)
    const item = (paths[path] ??= {})
    if (item[route.method]) {
      throw new MedusaError(
        MedusaError.Types.UNEXPECTED_STATE,
        `The /api route table declares ${route.method.toUpperCase()} ${route.path} twice`
      )
    }
    item[route.method] = buildOperation(route, schemas)
  }
  return servedAt(
    {
      openapi: "3.0.3",
      info: { title: opts.title, version: opts.version },
      paths,
      components: { schemas: schemas.schemas },
    },
    opts.serverUrl
  )
}

/** The document with its server and token URL for `serverUrl` (the rest is shared, not copied). */
function servedAt(
  doc: OpenAPIV3Document,
  serverUrl: string | undefined
): OpenAPIV3Document {
  // Absolute once the server is known: a relative tokenUrl would be resolved against the server's /api.
  const tokenUrl = serverUrl
    ? `${serverUrl}${toOpenApiPath(TOKEN_PATH)}`
    : TOKEN_PATH
  return {
    ...doc,
    // Without a known origin, "/api" is resolved against where the document is served.
    servers: [{ url: serverUrl ?? API_BASE }],
    components: {
      ...doc.components,
      securitySchemes: {
        oAuth: {
          type: "oauth2",
          description:
            "Shopware-compatible OAuth 2: an admin user's password grant or an integration's client credentials.",
          flows: {
            password: { tokenUrl, scopes: SCOPES },
            clientCredentials: { tokenUrl, scopes: SCOPES },
          },
        },
      },
    },
  }
}

/** Loose shape of the document, for the route's own response entry. */
const documentSchema = z.looseObject({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
})

/** Route-table row for GET /api/_info/openapi3.json; `getRoutes` is a thunk because the table contains this row. */
export function openApiRoute(
  getRoutes: () => ApiRoute[],
  opts: { title: string; version: string }
): ApiRoute {
  let built: OpenAPIV3Document | undefined
  return {
    method: "get",
    path: "/api/_info/openapi3.json",
    operationId: "getOpenApiDocument",
    summary: "The OpenAPI 3 document of this API",
    tag: "System",
    privileges: "authenticated",
    responses: {
      200: {
        description: "The OpenAPI 3.0 document, generated from the route table",
        schema: documentSchema,
      },
    },
    handler: async (req: ApiRequest, res: MedusaResponse) => {
      // Built once per process: building takes seconds of the event loop (every schema converted), and the table does not change.
      built ??= buildOpenApiDocument(getRoutes(), opts)
      const serverUrl = `${req.protocol}://${req.get("host")}${API_BASE}`
      res.status(200).json(servedAt(built, serverUrl))
    },
  }
}
