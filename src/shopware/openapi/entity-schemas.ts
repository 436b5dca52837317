import { z } from "@medusajs/framework/zod"
import { entityNamed } from "../entities/associations/schema"
import type { EntityDefinition } from "../entities/definition"
import { aggregationResultsSchema } from "./aggregation-schema"

/*
 * The entity API's answers as named schemas (`components.schemas`): one per
 * entity and its envelopes, in plain JSON and in JSON:API, the shapes
 * entities/serialize.ts writes. Named once per entity: zod's registry holds
 * each name once.
 */

/** `plugin_b2b_profile` → `PluginB2bProfile`: the entity's schema name, as Shopware names it. */
export function pascalCase(name: string): string {
  return name.replace(/(^|[_-])([a-z])/g, (_, __, c: string) => c.toUpperCase())
}

const total = z.int().describe("Entities matching (see total-count-mode)")

const pageLinks = z
  .object({
    first: z.string(),
    prev: z.string().optional(),
    next: z.string().optional(),
    last: z.string(),
    self: z.string(),
  })
  .meta({
    id: "JsonApiPaginationLinks",
    description:
      "The request's URL with page and limit set for the first, previous, next and last page",
  })

/** What `included` holds: resources of associations loaded with the entities. */
const includedResource = z
  .looseObject({ id: z.string(), type: z.string() })
  .meta({ id: "JsonApiIncludedResource" })

/** `POST /search-ids/{entity}`: the matching ids. */
export const searchIdsResponseSchema = z
  .object({ total, data: z.array(z.string()) })
  .meta({ id: "SearchIdsResponse" })

type EntitySchemas = {
  entity: z.ZodType
  list: z.ZodType
  listJsonApi: z.ZodType
  detail: z.ZodType
  detailJsonApi: z.ZodType
  /** A create's answer: the entity and what it shows once (create-only fields such as a generated secret). */
  created: z.ZodType
  createdJsonApi: z.ZodType
}

/*
 * By entity name, not definition: the route table names the registry's
 * definitions, an association the one served now (its RBAC variant under
 * Medusa's RBAC); a second build would register the same schema ids in
 * zod's registry again, which throws.
 */
const built = new Map<string, EntitySchemas>()

const resourceOf = (def: EntityDefinition, attributes: z.ZodObject) =>
  z.object({
    id: z.string(),
    type: z.literal(def.name),
    attributes,
    links: z.object({ self: z.string() }),
    relationships: z.record(z.string(), z.unknown()),
    meta: z.unknown(),
  })

const detailOf = (data: z.ZodType) =>
  z.object({
    data,
    included: z.array(includedResource),
    links: z.record(z.string(), z.string()),
    meta: z.record(z.string(), z.unknown()),
  })

/**
 * Fields a create takes but a read never shows: answered once, when the
 * server made them (a secret). Associations a create links (an integration's
 * `aclRoles`) are read as associations, not answered here.
 */
function createOnlyFields(def: EntityDefinition): z.ZodObject | undefined {
  const read = Object.keys(def.readSchema.shape)
  const only = Object.keys(def.createSchema?.shape ?? {}).filter(
    (key) => !read.includes(key) && !def.associations?.[key]
  )
  if (!def.createSchema || !only.length) return undefined
  return def.createSchema
    .pick(Object.fromEntries(only.map((key) => [key, true])) as never)
    .partial()
}

/**
 * Associations a criteria loads (`associations`), as optional properties: a
 * to-one entity or null, a to-many list. Lazy, as they refer to each other.
 */
function associationsOf(def: EntityDefinition): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(def.associations ?? {}).map(([key, a]) => [
      key,
      z
        .lazy(() => {
          const target = entitySchemas(entityNamed(a.entity)).entity
          return a.link.kind === "one" ? target.nullable() : z.array(target)
        })
        .optional()
        .describe(`Loaded when the criteria's associations name ${key}`),
    ])
  )
}

/** The named schemas of one entity's answers (built once per entity). */
export function entitySchemas(def: EntityDefinition): EntitySchemas {
  const known = built.get(def.name)
  if (known) return known
  const Name = pascalCase(def.name)
  // includes and fields leave out what they do not name: only id is always there.
  const fields = def.readSchema.partial()
  const attributes = fields.omit({ id: true } as never)
  const entity = fields
    .extend(associationsOf(def))
    .required({ id: true } as never)
    .meta({
      id: Name,
      description: `${def.name}, as the API reads it (includes and fields may leave out any field but id)`,
    })
  const resource = resourceOf(def, attributes).meta({
    id: `${Name}JsonApi`,
    description: `${def.name} as a JSON:API resource`,
  })
  const detail = z
    .object({ data: entity })
    .meta({ id: `${Name}DetailResponse` })
  const detailJsonApi = detailOf(resource).meta({
    id: `${Name}JsonApiDetailResponse`,
  })
  const once = createOnlyFields(def)
  const schemas: EntitySchemas = {
    entity,
    list: z
      .object({
        total,
        data: z.array(entity),
        aggregations: aggregationResultsSchema,
      })
      .meta({ id: `${Name}ListResponse` }),
    listJsonApi: z
      .object({
        data: z.array(resource),
        included: z.array(includedResource),
        links: pageLinks,
        meta: z.object({ total, totalCountMode: z.literal([0, 1, 2]) }),
        aggregations: aggregationResultsSchema,
      })
      .meta({ id: `${Name}JsonApiListResponse` }),
    detail,
    detailJsonApi,
    created: once
      ? z
          .object({
            data: fields.extend(once.shape).required({ id: true } as never),
          })
          .meta({ id: `${Name}CreatedResponse` })
      : detail,
    createdJsonApi: once
      ? detailOf(resourceOf(def, attributes.extend(once.shape))).meta({
          id: `${Name}JsonApiCreatedResponse`,
        })
      : detailJsonApi,
  }
  built.set(def.name, schemas)
  return schemas
}
