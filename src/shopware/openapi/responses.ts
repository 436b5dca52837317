import { STATUS_CODES } from "http"
import type { z } from "@medusajs/framework/zod"
import type { OpenAPIV3 } from "openapi-types"
import type { ApiRoute } from "../routes/types"
import type { SchemaCollector } from "./schema"

/** Name of the shared error body in `components.schemas`. */
export const ERROR_SCHEMA = "ErrorResponse"

/** The statuses every route of its kind can answer, whatever its handler does (http/mount.ts). */
export function pipelineErrorStatuses(route: ApiRoute): number[] {
  return [
    // A NUL or an over-deep input anywhere in the request (http/input-guard.ts).
    400,
    ...(route.privileges === "public" ? [] : [401]),
    ...(Array.isArray(route.privileges) ? [403] : []),
    // A malformed id in the path names nothing (http/path-ids.ts).
    ...(route.params ? [404] : []),
    // Only a route with a body reads one: too large, or in a media type it does not read.
    ...(route.body ? [413, 415] : []),
    500,
  ]
}

/** The route's own responses, then the pipeline's errors and its declared ones. */
export function buildResponses(
  route: ApiRoute,
  schemas: SchemaCollector
): OpenAPIV3.ResponsesObject {
  const own: Record<number, OpenAPIV3.ResponseObject> = {}
  for (const [status, spec] of Object.entries(route.responses)) {
    const convert = (schema: z.ZodType, suffix = "") =>
      schemas.convert(
        schema,
        "output",
        `${route.operationId}_response${status}${suffix}`
      )
    const alternatives = Object.entries(spec.alternatives ?? {})
    own[Number(status)] = spec.schema
      ? {
          description: spec.description,
          content: {
            [spec.contentType ?? "application/json"]: {
              schema: convert(spec.schema),
            },
            ...Object.fromEntries(
              alternatives.map(([type, schema], i) => [
                type,
                { schema: convert(schema, `_${i + 2}`) },
              ])
            ),
          },
        }
      : { description: spec.description }
  }
  const errorStatuses = [
    ...pipelineErrorStatuses(route),
    ...(route.errors ?? []),
  ]
  for (const status of errorStatuses) {
    own[status] ??= {
      description: STATUS_CODES[status] ?? "Error",
      content: {
        "application/json": {
          schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` },
        },
      },
    }
  }
  const statuses = Object.keys(own)
    .map(Number)
    .sort((a, b) => a - b)
  return Object.fromEntries(statuses.map((s) => [String(s), own[s]]))
}
