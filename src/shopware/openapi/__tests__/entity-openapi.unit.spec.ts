import { z } from "@medusajs/framework/zod"
import type { OpenAPIV3 } from "openapi-types"
import { FILE_FORMATS } from "../../../modules/b2b-import/file-formats"
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
type Schema = OpenAPIV3.SchemaObject
const schemas = doc.components!.schemas as Record<string, Schema>
/** A schema's properties, as schemas (those the tests read further are inline). */
const props = (schema: Schema) => schema.properties as Record<string, Schema>
/** The name a `$ref` points to. */
const refName = (ref: unknown) =>
  (ref as OpenAPIV3.ReferenceObject).$ref.split("/").pop()!
const op = (path: string, method: string) =>
  (doc.paths[path] as Record<string, OpenAPIV3.OperationObject>)[method]
const contentOf = (path: string, method: string, status = "200") =>
  (op(path, method).responses[status] as OpenAPIV3.ResponseObject).content
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
      expect(Object.keys(props(schemas[Name]))).toEqual([
        ...Object.keys(def.readSchema.shape),
        ...associations.map(([key]) => key),
      ])
      const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
      // A loaded association refers to its entity's schema: an entity or null, or a list.
      for (const [key, a] of associations) {
        const target = ref(pascalCase(a.entity))
        expect(JSON.stringify(props(schemas[Name])[key])).toContain(
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
      expect(props(schemas[`${Name}ListResponse`]).data).toEqual({
        type: "array",
        items: ref(Name),
      })
      expect(schemas[`${Name}JsonApi`].properties).toMatchObject({
        type: { type: "string", enum: [def.name] },
        attributes: { type: "object" },
        links: { properties: { self: { type: "string" } } },
      })
      expect(Object.keys(props(schemas[`${Name}JsonApiListResponse`]))).toEqual(
        ["data", "included", "links", "meta", "aggregations"]
      )
      expect(contentOf(`/search-ids/${def.path}`, "post")).toEqual({
        "application/json": { schema: ref("SearchIdsResponse") },
      })
    }
  )

  it("documents each write's body from the entity's input schemas (the one schema, camelCase), formats as an enum", () => {
    const bodyOf = (path: string, method: string) =>
      (op(path, method).requestBody as OpenAPIV3.RequestBodyObject).content[
        "application/json"
      ].schema as Schema
    for (const def of ENTITIES) {
      if (def.create && def.createSchema)
        expect(Object.keys(props(bodyOf(`/${def.path}`, "post")))).toEqual([
          ...Object.keys(def.createSchema.shape),
          "id",
        ])
      if (def.update && def.updateSchema)
        expect(
          Object.keys(props(bodyOf(`/${def.path}/{id}`, "patch")))
        ).toEqual(Object.keys(def.updateSchema.shape))
    }
    const formats = [...FILE_FORMATS]
    expect(
      props(bodyOf("/plugin-b2b-profile", "post")).fileFormat.enum
    ).toEqual(formats)
    expect(props(schemas.PluginB2bProfile).fileFormat.enum).toEqual(formats)
  })

  it("documents Shopware's criteria in the search body: every filter type, sort, aggregations, associations", () => {
    const body = (
      op("/search/integration", "post")
        .requestBody as OpenAPIV3.RequestBodyObject
    ).content["application/json"].schema
    expect(body).toEqual({ $ref: "#/components/schemas/Criteria" })
    expect(Object.keys(props(schemas.Criteria)).sort()).toEqual(
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
    const filterTypes = schemas.Filter.anyOf!.flatMap(
      (branch) => props(schemas[refName(branch)]).type.enum ?? []
    )
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
    expect(
      (props(schemas.MultiNotFilter).queries as OpenAPIV3.ArraySchemaObject)
        .items
    ).toEqual({
      $ref: "#/components/schemas/Filter",
    })
    expect(Object.keys(props(schemas.Sort))).toEqual([
      "field",
      "order",
      "naturalSorting",
    ])
    expect(props(schemas.Criteria).associations.additionalProperties).toEqual({
      $ref: "#/components/schemas/Criteria",
    })
    const aggregationTypes = schemas.Aggregation.anyOf!.flatMap(
      (branch) => props(schemas[refName(branch)]).type.enum ?? []
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
      Object.keys(props(schemas.Criteria)).sort()
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
    const example = props(collector.schemas.CollectorExample)
    expect(example.mode).toMatchObject({
      nullable: true,
      enum: ["net", "gross", null],
    })
    expect(example.value.anyOf).toContainEqual({
      type: "string",
      nullable: true,
      enum: [null],
    })
    expect(example.value.nullable).toBeUndefined()
  })
})
