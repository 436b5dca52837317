import { z } from "@medusajs/framework/zod"
import type { OpenAPIV3 } from "openapi-types"
import { ENTITIES } from "../../entities/registry"
import { API_ROUTES } from "../../routes/table"
import { buildOpenApiDocument } from ".."
import { pascalCase } from "../entity-schemas"
import { SchemaCollector } from "../schema"
import { validate } from "./validate-openapi"

const doc = buildOpenApiDocument(API_ROUTES, {
  title: "Entity API",
  version: "1",
  serverUrl: "http://localhost:9000/api",
})
const schemas = doc.components!.schemas as Record<string, any>
const op = (path: string, method: string) =>
  (doc.paths[path] as Record<string, any>)[method]
const contentOf = (path: string, method: string, status = "200") =>
  op(path, method).responses[status].content as Record<string, { schema: any }>
const JSON_API = "application/vnd.api+json"

describe("the entity API in the document", () => {
  it("is a valid OpenAPI 3.0 document", async () => {
    await validate(doc)
  })

  it.each(ENTITIES.map((def) => [def.name, def] as const))(
    "names %s's schema and its envelopes, referenced from list, search and read in JSON and JSON:API",
    (_name, def) => {
      const Name = pascalCase(def.name)
      expect(schemas[Name]).toMatchObject({ type: "object", required: ["id"] })
      const associations = Object.entries(def.associations ?? {})
      expect(Object.keys(schemas[Name].properties)).toEqual([
        ...Object.keys(def.readSchema.shape),
        ...associations.map(([key]) => key),
      ])
      const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
      // A loaded association refers to its entity's schema: an entity or null, or a list.
      for (const [key, a] of associations) {
        const target = ref(pascalCase(a.entity))
        expect(JSON.stringify(schemas[Name].properties[key])).toContain(
          JSON.stringify(
            a.link.kind === "one" ? target : { items: target }
          ).slice(1, -1)
        )
      }
      for (const path of [`/${def.path}`, `/search/${def.path}`]) {
        const method = path.startsWith("/search") ? "post" : "get"
        expect(contentOf(path, method)).toEqual({
          "application/json": { schema: ref(`${Name}ListResponse`) },
          [JSON_API]: { schema: ref(`${Name}JsonApiListResponse`) },
        })
      }
      expect(contentOf(`/${def.path}/{id}`, "get")).toEqual({
        "application/json": { schema: ref(`${Name}DetailResponse`) },
        [JSON_API]: { schema: ref(`${Name}JsonApiDetailResponse`) },
      })
      expect(schemas[`${Name}ListResponse`].properties.data).toEqual({
        type: "array",
        items: ref(Name),
      })
      expect(schemas[`${Name}JsonApi`].properties).toMatchObject({
        type: { type: "string", enum: [def.name] },
        attributes: { type: "object" },
        links: { properties: { self: { type: "string" } } },
      })
      expect(
        Object.keys(schemas[`${Name}JsonApiListResponse`].properties)
      ).toEqual(["data", "included", "links", "meta", "aggregations"])
      expect(contentOf(`/search-ids/${def.path}`, "post")).toEqual({
        "application/json": { schema: ref("SearchIdsResponse") },
      })
    }
  )

  it("documents Shopware's criteria in the search body: every filter type, sort, aggregations, associations", () => {
    const body = op("/search/integration", "post").requestBody.content[
      "application/json"
    ].schema
    expect(body).toEqual({ $ref: "#/components/schemas/Criteria" })
    expect(Object.keys(schemas.Criteria.properties).sort()).toEqual(
      [
        "page",
        "limit",
        "term",
        "total-count-mode",
        "includes",
        "grouping",
        "fields",
        "filter",
        "post-filter",
        "sort",
        "ids",
        "aggregations",
        "associations",
      ].sort()
    )
    const filterTypes = schemas.Filter.anyOf.flatMap((branch: any) => {
      const named = schemas[branch.$ref.split("/").pop()]
      return named.properties.type.enum
    })
    expect(filterTypes.sort()).toEqual(
      [
        "equals",
        "equalsAny",
        "contains",
        "prefix",
        "suffix",
        "range",
        "not",
        "multi",
      ].sort()
    )
    expect(schemas.MultiNotFilter.properties.queries.items).toEqual({
      $ref: "#/components/schemas/Filter",
    })
    expect(Object.keys(schemas.Sort.properties)).toEqual([
      "field",
      "order",
      "naturalSorting",
    ])
    expect(
      schemas.Criteria.properties.associations.additionalProperties
    ).toEqual({ $ref: "#/components/schemas/Criteria" })
    const aggregationTypes = schemas.Aggregation.anyOf.flatMap(
      (branch: any) =>
        schemas[branch.$ref.split("/").pop()].properties.type.enum
    )
    expect(aggregationTypes.sort()).toEqual(
      [
        "count",
        "sum",
        "avg",
        "min",
        "max",
        "stats",
        "terms",
        "histogram",
        "filter",
        "entity",
        "range",
      ].sort()
    )
  })

  it("types the list's criteria as query parameters, nested ones as deepObject", () => {
    const params = op("/integration", "get")
      .parameters as OpenAPIV3.ParameterObject[]
    const byName = Object.fromEntries(params.map((p) => [p.name, p]))
    expect(Object.keys(byName).sort()).toEqual(
      Object.keys(schemas.Criteria.properties).sort()
    )
    expect(byName.limit.schema).toMatchObject({
      type: "integer",
      minimum: 1,
      maximum: 500,
    })
    for (const nested of ["filter", "post-filter", "includes", "aggregations"])
      expect(byName[nested].style).toBe("deepObject")
  })
})

describe("SchemaCollector", () => {
  it("names a root schema by its meta id and renders nullable enums and unions as OpenAPI 3.0.3 wants", () => {
    const collector = new SchemaCollector()
    const named = z
      .object({
        mode: z.enum(["net", "gross"]).nullable(),
        value: z.union([z.string(), z.number()]).nullable(),
      })
      .meta({ id: "CollectorExample" })
    expect(collector.convert(named, "output", "ignored")).toEqual({
      $ref: "#/components/schemas/CollectorExample",
    })
    const example = collector.schemas.CollectorExample as any
    expect(example.properties.mode).toMatchObject({
      nullable: true,
      enum: ["net", "gross", null],
    })
    expect(example.properties.value.anyOf).toContainEqual({
      type: "string",
      nullable: true,
      enum: [null],
    })
    expect(example.properties.value.nullable).toBeUndefined()
  })
})
