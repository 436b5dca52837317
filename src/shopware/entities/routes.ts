import { z } from "@medusajs/framework/zod"
import type { Privilege } from "../../modules/api-access/privileges"
import { HEX_ID_PATTERN, hexIdSchema } from "../../modules/api-access/schemas"
import type { ApiRoute } from "../routes/types"
import type { EntityDefinition } from "./definition"
import { entityHandlers } from "./handlers"

const criteriaBody = z
  .object({
    page: z.number().int().min(1).optional(),
    limit: z.number().int().min(1).max(500).optional(),
    filter: z.array(z.record(z.string(), z.unknown())).optional(),
    "post-filter": z.array(z.record(z.string(), z.unknown())).optional(),
    sort: z
      .array(
        z.object({
          field: z.string(),
          order: z.enum(["ASC", "DESC"]).optional(),
        })
      )
      .optional(),
    term: z.string().optional(),
    ids: z.array(z.string()).optional(),
    "total-count-mode": z
      .union([
        z.number().int().min(0).max(2),
        z.enum(["none", "exact", "next-pages"]),
      ])
      .optional(),
    includes: z.record(z.string(), z.array(z.string())).optional(),
  })
  .describe("Shopware search criteria")
const responseQuery = z.object({
  _response: z
    .string()
    .optional()
    .describe("1: answer with the written entity instead of 204"),
})

function pascal(name: string) {
  return name.replace(/(^|[_-])([a-z])/g, (_, __, c: string) => c.toUpperCase())
}

/** The seven entity-API rows of one entity, with their privileges. */
export function entityRoutes(def: EntityDefinition): ApiRoute[] {
  const h = entityHandlers(def)
  const p = (action: "read" | "create" | "update" | "delete"): [Privilege] => [
    `${def.privilege}:${action}` as Privilege,
  ]
  const Name = pascal(def.name)
  const list = z.object({
    total: z.number().int(),
    data: z.array(def.readSchema),
    aggregations: z.array(z.unknown()),
  })
  const one = z.object({ data: def.readSchema })
  const tag = Name
  const base = `/api/${def.path}`
  const id = def.idPattern ?? {
    pattern: HEX_ID_PATTERN,
    description: "32 hexadecimal characters",
  }
  // A malformed id names nothing: the pipeline answers 404 before the handler runs (http/path-ids.ts).
  const idParams = z.object({
    id: z
      .string()
      .regex(id.pattern, `must be ${id.description}`)
      .describe(id.description),
  })
  return [
    {
      method: "get",
      path: base,
      operationId: `get${Name}List`,
      summary: `List ${def.name} entities (criteria in the query string)`,
      tag,
      privileges: p("read"),
      responses: {
        200: {
          description:
            "Plain JSON for Accept: application/json, JSON:API otherwise",
          schema: list,
        },
      },
      handler: h.list,
    },
    ...(def.create && def.createSchema
      ? [
          {
            method: "post",
            path: base,
            operationId: `create${Name}`,
            summary: `Create a ${def.name}`,
            tag,
            privileges: p("create"),
            query: responseQuery,
            // Shopware's create takes a client-chosen id (an ERP keeps its own keys); the same id again is refused.
            body: def.createSchema.extend({
              id: hexIdSchema
                .optional()
                .describe(
                  "Client-chosen id (32 lowercase hexadecimal characters); generated when absent"
                ),
            }),
            responses: {
              204: { description: "Created; Location names it" },
              200: {
                description:
                  "The entity, with ?_response=1 or when it holds a secret shown once",
                schema: one,
              },
            },
            errors: [409],
            handler: h.create,
          } as ApiRoute,
        ]
      : []),
    {
      method: "post",
      path: `/api/search/${def.path}`,
      operationId: `search${Name}`,
      summary: `Search ${def.name} entities with criteria`,
      tag,
      privileges: p("read"),
      body: criteriaBody,
      bodyValidatedByHandler: true,
      responses: { 200: { description: "Matching entities", schema: list } },
      handler: h.search,
    },
    {
      method: "post",
      path: `/api/search-ids/${def.path}`,
      operationId: `searchIds${Name}`,
      summary: `Search ${def.name} ids with criteria`,
      tag,
      privileges: p("read"),
      body: criteriaBody,
      bodyValidatedByHandler: true,
      responses: {
        200: {
          description: "Matching ids",
          schema: z.object({
            total: z.number().int(),
            data: z.array(z.string()),
          }),
        },
      },
      handler: h.searchIds,
    },
    {
      method: "get",
      path: `${base}/:id`,
      operationId: `get${Name}`,
      summary: `Read one ${def.name}`,
      tag,
      privileges: p("read"),
      params: idParams,
      responses: { 200: { description: "The entity", schema: one } },
      errors: [404],
      handler: h.get,
    },
    ...(def.update && def.updateSchema
      ? [
          {
            method: "patch",
            path: `${base}/:id`,
            operationId: `update${Name}`,
            summary: `Update a ${def.name}`,
            tag,
            privileges: p("update"),
            params: idParams,
            query: responseQuery,
            body: def.updateSchema,
            responses: {
              204: { description: "Updated" },
              200: {
                description: "The entity, with ?_response=1",
                schema: one,
              },
            },
            errors: [404, 409],
            handler: h.update,
          } as ApiRoute,
        ]
      : []),
    ...(def.delete
      ? [
          {
            method: "delete",
            path: `${base}/:id`,
            operationId: `delete${Name}`,
            summary: `Delete a ${def.name}`,
            tag,
            privileges: p("delete"),
            params: idParams,
            responses: {
              204: {
                description: def.deleteNotice
                  ? `Deleted. ${def.deleteNotice}`
                  : "Deleted",
              },
            },
            errors: [404],
            handler: h.delete,
          } as ApiRoute,
        ]
      : []),
  ]
}
