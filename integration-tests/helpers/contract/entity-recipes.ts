import { ENTITIES } from "../../../src/shopware/entities/registry"
import type { EntityDefinition } from "../../../src/shopware/entities/definition"
import { ENTITY_FIXTURES, type EntityFixture } from "./entity-fixtures"
import { type Call, inBothFormats, type RecipeBook } from "./types"

/** Criteria that use every part the entity API reads for any entity. */
const criteria = (id: string) => ({
  page: 1,
  limit: 5,
  filter: [
    {
      type: "multi",
      operator: "or",
      queries: [
        { type: "equals", field: "id", value: id },
        { type: "equalsAny", field: "id", value: [id] },
      ],
    },
  ],
  "post-filter": [
    {
      type: "not",
      queries: [{ type: "equals", field: "id", value: "f".repeat(32) }],
    },
  ],
  sort: [{ field: "id", order: "DESC", naturalSorting: false }],
  ids: [id],
  "total-count-mode": 1,
})

/** The recipes of one entity's routes; the fixture says how to make and write it. */
function entityRecipes(def: EntityDefinition, f: EntityFixture): RecipeBook {
  const base = `/api/${def.path}`
  const at = (method: string, url: string, data?: unknown): Call => ({
    method,
    url,
    data,
  })
  const hexIds = !def.idPattern
  // Every association loaded, so the answer shows each the document describes.
  const associations = Object.fromEntries(
    Object.keys(def.associations ?? {}).map((key) => [key, {}])
  )
  const book: RecipeBook = {
    [`GET ${base}`]: {
      200: async (ctx) => {
        await f.make(ctx)
        return inBothFormats(
          at("get", `${base}?limit=2&page=1&total-count-mode=1`)
        )
      },
      400: async () => at("get", `${base}?limit=0`),
    },
    [`POST /api/search/${def.path}`]: {
      200: async (ctx) => {
        const id = await f.make(ctx)
        return inBothFormats(
          at(
            "post",
            `/api/search/${def.path}`,
            hexIds
              ? { ...criteria(id), associations }
              : { limit: 5, associations }
          )
        )
      },
      400: async () => at("post", `/api/search/${def.path}`, { limit: 0 }),
    },
    [`POST /api/search-ids/${def.path}`]: {
      200: async (ctx) => {
        await f.make(ctx)
        return at("post", `/api/search-ids/${def.path}`, { limit: 5 })
      },
      400: async () => at("post", `/api/search-ids/${def.path}`, { page: 0 }),
    },
    [`POST /api/aggregate/${def.path}`]: {
      200: async (ctx) => {
        await f.make(ctx)
        return inBothFormats(
          at("post", `/api/aggregate/${def.path}`, {
            aggregations: [{ name: "ids", type: "count", field: "id" }],
          })
        )
      },
      400: async () =>
        at("post", `/api/aggregate/${def.path}`, {
          aggregations: [{ name: "bad", type: "no-such-type", field: "id" }],
        }),
    },
    [`GET ${base}/:id`]: {
      200: async (ctx) =>
        inBothFormats(at("get", `${base}/${await f.make(ctx)}`)),
      404: async () => at("get", `${base}/${f.unknownId()}`),
    },
  }
  {
    book[`DELETE ${base}/:id`] = {
      204: async (ctx) => at("delete", `${base}/${await f.make(ctx)}`),
      404: async () => at("delete", `${base}/${f.unknownId()}`),
    }
  }
  const create = f.createBody
  if (create) {
    book[`POST ${base}`] = {
      204: async (ctx) => at("post", base, await create(ctx)),
      // One new entity per format.
      200: async (ctx) => {
        const [asJson, asJsonApi] = inBothFormats(
          at("post", `${base}?_response=1`)
        )
        return [
          { ...asJson, data: await create(ctx) },
          { ...asJsonApi, data: await create(ctx) },
          ...(f.createShowingOnce
            ? inBothFormats(at("post", base)).map((call) => ({
                ...call,
                data: f.createShowingOnce!(),
              }))
            : []),
        ]
      },
      400: async () => at("post", base, { contractUnknownField: true }),
      ...(f.conflictingCreate && {
        409: async (ctx) => at("post", base, await f.conflictingCreate!(ctx)),
      }),
    }
  }
  const update = f.updateBody
  if (update) {
    book[`PATCH ${base}/:id`] = {
      204: async (ctx) => at("patch", `${base}/${await f.make(ctx)}`, update),
      200: async (ctx) =>
        inBothFormats(
          at("patch", `${base}/${await f.make(ctx)}?_response=1`, update)
        ),
      400: async (ctx) =>
        at("patch", `${base}/${await f.make(ctx)}`, {
          contractUnknownField: 1,
        }),
      404: async () => at("patch", `${base}/${f.unknownId()}`, update),
      ...(f.conflictingUpdate && {
        409: async (ctx) =>
          at(
            "patch",
            `${base}/${await f.make(ctx)}`,
            await f.conflictingUpdate!(ctx)
          ),
      }),
    }
  }
  return book
}

/**
 * Recipes of every entity's routes (the spec keeps those the table has: an
 * entity without a create, update or delete has no such route); an entity
 * without a fixture fails its routes' tests by name.
 */
export function entityRecipeBook(): RecipeBook {
  return Object.assign(
    {},
    ...ENTITIES.filter((def) => ENTITY_FIXTURES[def.name]).map((def) =>
      entityRecipes(def, ENTITY_FIXTURES[def.name])
    )
  )
}
