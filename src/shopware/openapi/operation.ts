import { MedusaError } from "@medusajs/framework/utils"
import type { OpenAPIV3 } from "openapi-types"
import type { ApiRoute } from "../routes/types"
import { buildResponses } from "./responses"
import type { SchemaCollector, SchemaOrRef } from "./schema"

/** An operation with this dialect's extension: the privileges the route requires. */
export type ApiOperation = OpenAPIV3.OperationObject<{
  "x-privileges": string[]
}>

const MEDIA_TYPES = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
  "form-data": "multipart/form-data",
} as const
const PATH_PARAM = /:([A-Za-z0-9_]+)(\([^)]*\))?\??/g

/** Where the dialect is mounted: the document's server URL ends in it and its paths are relative to it. */
export const API_BASE = "/api"

/** Express path → OpenAPI path template below the server: `/api/integration/:id` → `/integration/{id}`. */
export function toOpenApiPath(path: string): string {
  if (!path.startsWith(`${API_BASE}/`)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_ARGUMENT,
      `The /api route table holds ${path}, which is not below ${API_BASE}/`
    )
  }
  return path
    .slice(API_BASE.length)
    .replace(PATH_PARAM, (_m, name: string) => `{${name}}`)
}

/** Builds the OpenAPI operation of one route of the table. */
export function buildOperation(
  route: ApiRoute,
  schemas: SchemaCollector
): ApiOperation {
  const isPublic = route.privileges === "public"
  const privileges =
    typeof route.privileges === "string" ? [] : [...route.privileges]
  const parameters = [
    ...pathParameters(route, schemas),
    ...queryParameters(route, schemas),
  ]
  const requestBody = buildRequestBody(route, schemas)
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: describePrivileges(route),
    tags: [route.tag],
    security: isPublic ? [] : [{ oAuth: ["write"] }],
    "x-privileges": privileges,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: buildResponses(route, schemas),
  }
}

function describePrivileges(route: ApiRoute): string {
  if (route.privileges === "public") return "Public: no access token required."
  if (route.privileges === "authenticated")
    return "Required privileges: none (any authenticated caller)."
  return `Required privileges: ${route.privileges.join(", ")}`
}

/** Every `:name` of the path, typed by the route's `params` schema where it declares the name. */
function pathParameters(
  route: ApiRoute,
  schemas: SchemaCollector
): OpenAPIV3.ParameterObject[] {
  const names = [...route.path.matchAll(PATH_PARAM)].map((m) => m[1])
  if (!names.length) return []
  const converted = route.params
    ? schemas.resolve(
        schemas.convert(route.params, "input", `${route.operationId}_params`)
      )
    : undefined
  return names.map((name) => {
    const schema: SchemaOrRef = converted?.properties?.[name] ?? {
      type: "string",
    }
    return { name, in: "path", required: true, ...describedBy(schema), schema }
  })
}

/** Top-level properties of the query schema become parameters; nested ones use deepObject (`filter[field]=…`). */
function queryParameters(
  route: ApiRoute,
  schemas: SchemaCollector
): OpenAPIV3.ParameterObject[] {
  if (!route.query) return []
  const converted = schemas.convert(
    route.query,
    "input",
    `${route.operationId}_query`
  )
  const resolved = schemas.resolve(converted)
  if (!resolved?.properties) {
    // Not an object schema we can expand: one object parameter whose properties are the query keys.
    return [
      {
        name: "query",
        in: "query",
        style: "form",
        explode: true,
        schema: converted,
      },
    ]
  }
  const required = new Set(resolved.required ?? [])
  return Object.entries(resolved.properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...describedBy(schema),
    ...(isNested(schema, schemas)
      ? { style: "deepObject", explode: true }
      : {}),
    schema,
  }))
}

function describedBy(schema: SchemaOrRef): { description?: string } {
  return "description" in schema && schema.description
    ? { description: schema.description }
    : {}
}

function isNested(
  schema: SchemaOrRef,
  schemas: SchemaCollector,
  depth = 0
): boolean {
  const s = schemas.resolve(schema)
  if (!s || depth > 8) return "$ref" in schema
  if (s.type === "object" || s.properties || s.additionalProperties) return true
  if (s.type === "array") return isNested(s.items, schemas, depth + 1)
  return [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].some(
    (x) => isNested(x, schemas, depth + 1)
  )
}

function buildRequestBody(
  route: ApiRoute,
  schemas: SchemaCollector
): OpenAPIV3.RequestBodyObject | undefined {
  if (!route.body) return undefined
  const schema = schemas.convert(
    route.body,
    "input",
    `${route.operationId}_body`
  )
  const types = route.bodyTypes?.length ? route.bodyTypes : (["json"] as const)
  // The pipeline validates a missing body as `{}`, so the body is optional when `{}` passes.
  let acceptsEmpty = false
  try {
    acceptsEmpty = route.body.safeParse({}).success
  } catch {
    acceptsEmpty = false
  }
  return {
    required: !acceptsEmpty,
    content: Object.fromEntries(types.map((t) => [MEDIA_TYPES[t], { schema }])),
  }
}
