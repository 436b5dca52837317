import { z } from "@medusajs/framework/zod"
import type { Privilege } from "../../modules/api-access/privileges"
import { hexIdSchema } from "../../modules/api-access/schemas"
import type { ApiRoute } from "../routes/types"
import type { EntityDefinition } from "./definition"
import { criteriaQuerySchema, criteriaSchema } from "../openapi/criteria-schema"
import {
  entitySchemas,
  pascalCase,
  searchIdsResponseSchema,
} from "../openapi/entity-schemas"
import { activeHandlers, idFormOf } from "./active-handlers"
import { JSON_API } from "./serialize"

const responseQuery = z.object({
  _response: z
    .string()
    .optional()
    .describe("1: answer with the written entity instead of 204"),
})

/** The seven entity-API rows of one entity, with their privileges. */
export function entityRoutes(def: EntityDefinition): ApiRoute[] {
  const h = activeHandlers(def)
  const p = (action: "read" | "create" | "update" | "delete"): [Privilege] => [
    `${def.privilege}:${action}` as Privilege,
  ]
  const Name = pascalCase(def.name)
  const named = entitySchemas(def)
  // The server negotiates Accept (entities/serialize.ts): plain JSON or JSON:API.
  const list = {
    schema: named.list,
    alternatives: { [JSON_API]: named.listJsonApi },
  }
  const one = {
    schema: named.detail,
    alternatives: { [JSON_API]: named.detailJsonApi },
  }
  const tag = Name
  const base = `/api/${def.path}`
  const id = idFormOf(def)
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
      query: criteriaQuerySchema,
      queryValidatedByHandler: true,
      responses: {
        200: {
          description:
            "Plain JSON for Accept: application/json, JSON:API otherwise",
          ...list,
        },
      },
      errors: [415],
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
                schema: named.created,
                alternatives: { [JSON_API]: named.createdJsonApi },
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
      body: criteriaSchema,
      bodyValidatedByHandler: true,
      responses: { 200: { description: "Matching entities", ...list } },
      handler: h.search,
    },
    {
      method: "post",
      path: `/api/search-ids/${def.path}`,
      operationId: `searchIds${Name}`,
      summary: `Search ${def.name} ids with criteria`,
      tag,
      privileges: p("read"),
      body: criteriaSchema,
      bodyValidatedByHandler: true,
      responses: {
        200: { description: "Matching ids", schema: searchIdsResponseSchema },
      },
      handler: h.searchIds,
    },
    {
      method: "post",
      path: `/api/aggregate/${def.path}`,
      operationId: `aggregate${Name}`,
      summary: `Aggregate ${def.name} entities: the criteria's aggregations without the rows`,
      tag,
      privileges: p("read"),
      body: criteriaSchema,
      bodyValidatedByHandler: true,
      responses: {
        200: {
          description:
            "The aggregations by name; total counts the matched rows, data stays empty",
          ...list,
        },
      },
      errors: [415],
      handler: h.aggregate,
    },
    {
      method: "get",
      path: `${base}/:id`,
      operationId: `get${Name}`,
      summary: `Read one ${def.name}`,
      tag,
      privileges: p("read"),
      params: idParams,
      query: criteriaQuerySchema.pick({
        associations: true,
        includes: true,
        fields: true,
      }),
      queryValidatedByHandler: true,
      responses: { 200: { description: "The entity", ...one } },
      errors: [400, 404, 415],
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
                ...one,
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
