import { z } from "@medusajs/framework/zod"
import { entityNamed } from "./associations/schema"
import type { EntityAssociation, EntityDefinition } from "./definition"
import type { EntityField } from "./types"

/** Shopware's field types (EntitySchemaGenerator) for the entity API's. */
const TYPES: Record<EntityField["type"], string> = {
  id: "uuid",
  string: "string",
  boolean: "boolean",
  integer: "int",
  number: "float",
  date: "date",
  json: "json_object",
  "string[]": "json_list",
}

const camel = (snake: string) =>
  snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** The wire name of the entity's field on this column (Shopware names properties, not columns). */
function propertyOf(def: EntityDefinition, column: string): string {
  return (
    Object.entries(def.fields).find(([, f]) => f.column === column)?.[0] ??
    camel(column)
  )
}

/** One entity's property of a field: its type and Shopware's flags. */
function property(def: EntityDefinition, name: string, field: EntityField) {
  const flags: Record<string, unknown> = {}
  if (name === "id") Object.assign(flags, { primary_key: true, required: true })
  const input = def.createSchema?.shape[name] as z.ZodType | undefined
  if (input && !input.safeParse(undefined).success) flags.required = true
  // Server-made values (timestamps, keys, counters) take no writes, as Shopware's WriteProtected flag says.
  if (field.readOnly && name !== "id") flags.write_protected = [["system"]]
  return {
    type: TYPES[field.type],
    flags,
    ...(field.type === "json" ? { properties: {} } : {}),
  }
}

/** An association in Shopware's shape (relation, entity, the fields that join them). */
function association(
  def: EntityDefinition,
  { entity, link }: EntityAssociation
) {
  const base = { type: "association", entity, flags: {} }
  if (link.kind === "one")
    return {
      ...base,
      relation: "many_to_one",
      localField: propertyOf(def, link.column),
      referenceField: "id",
    }
  if (link.kind === "many")
    return {
      ...base,
      relation: "one_to_many",
      localField: "id",
      referenceField: propertyOf(entityNamed(entity), link.column),
      primary: "id",
    }
  return {
    ...base,
    relation: "many_to_many",
    mapping: [def.name, entity].sort().join("_"),
    local: `${camel(def.name)}Id`,
    reference: `${camel(entity)}Id`,
    localField: "id",
    referenceField: "id",
  }
}

/** Shopware's `GET /api/_info/entity-schema.json` for the entities this API serves, by name. */
export function entitySchema(entities: EntityDefinition[]) {
  const sorted = [...entities].sort((a, b) => a.name.localeCompare(b.name))
  return Object.fromEntries(
    sorted.map((def) => [
      def.name,
      {
        entity: def.name,
        properties: {
          ...Object.fromEntries(
            Object.entries(def.fields).map(([name, field]) => [
              name,
              property(def, name, field),
            ])
          ),
          ...Object.fromEntries(
            Object.entries(def.associations ?? {}).map(([name, a]) => [
              name,
              association(def, a),
            ])
          ),
        },
        "write-protected": !def.create && !def.update && !def.delete,
        "read-protected": false,
      },
    ])
  )
}

/** The document's shape, for the route table (OpenAPI and the contract test). */
export const entitySchemaDocument = z.record(
  z.string(),
  z.object({
    entity: z.string(),
    properties: z.record(
      z.string(),
      z.looseObject({
        type: z.string(),
        flags: z.record(z.string(), z.unknown()),
      })
    ),
    "write-protected": z.boolean(),
    "read-protected": z.boolean(),
  })
)
