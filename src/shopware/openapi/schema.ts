import { z } from "@medusajs/framework/zod"
import type { OpenAPIV3 } from "openapi-types"

export type SchemaOrRef = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject
type Json = Record<string, unknown>

/** Keywords an OpenAPI 3.0 Schema Object allows; anything else zod may emit is dropped. */
const KEYWORDS = new Set([
  "title",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxProperties",
  "minProperties",
  "required",
  "enum",
  "type",
  "allOf",
  "oneOf",
  "anyOf",
  "not",
  "items",
  "properties",
  "additionalProperties",
  "description",
  "format",
  "default",
  "nullable",
  "discriminator",
  "readOnly",
  "writeOnly",
  "example",
  "deprecated",
  "$ref",
])
const SCHEMA_LISTS = ["allOf", "oneOf", "anyOf"]
const SCHEMA_ONES = ["items", "not", "additionalProperties"]

/**
 * Converts zod schemas with zod's own `z.toJSONSchema` (target openapi-3.0) and
 * collects what they share (`$defs` from registry ids, recursive roots) into
 * `components.schemas`, so every `$ref` points inside the document.
 */
export class SchemaCollector {
  /** Becomes `components.schemas`; insertion order is encounter order. */
  readonly schemas: Record<string, OpenAPIV3.SchemaObject> = {}

  /** Converts one zod schema; `name` (e.g. `getThing_response200`) namespaces its auto-named parts. */
  convert(
    schema: z.ZodType,
    io: "input" | "output",
    name: string
  ): SchemaOrRef {
    const json = z.toJSONSchema(schema, {
      target: "openapi-3.0",
      io,
      unrepresentable: "any",
    }) as Json & { definitions?: Json; $defs?: Json }
    const { definitions = {}, $defs = {}, ...root } = json
    const defs = { ...definitions, ...$defs } as Record<string, Json>
    const base = name.replace(/[^A-Za-z0-9._-]/g, "_")
    // A root named with `.meta({ id })` is a named schema of its own, as its parts are.
    const rootId = typeof root.id === "string" ? root.id : undefined
    const selfRef = JSON.stringify(root).includes('"$ref":"#"')
    const names = new Map<string, string>()
    // Reserve names first, so refs between definitions resolve whatever their order.
    for (const key of Object.keys(defs)) {
      names.set(
        `#/definitions/${key}`,
        key.startsWith("__") ? `${base}_${key.replace(/^_+/, "")}` : key
      )
      names.set(`#/$defs/${key}`, names.get(`#/definitions/${key}`)!)
    }
    if (selfRef || rootId) names.set("#", rootId ?? base)
    const renamed = new Map<string, string>()
    const rewrite = (ref: string) =>
      `#/components/schemas/${renamed.get(names.get(ref) ?? "") ?? names.get(ref) ?? ref}`
    for (const [key, def] of Object.entries(defs)) {
      const wanted = names.get(`#/definitions/${key}`)!
      renamed.set(wanted, this.register(wanted, sanitize(def, rewrite)))
    }
    if (!selfRef && !rootId) return sanitize(root, rewrite)
    const rootName = names.get("#")!
    renamed.set(rootName, this.register(rootName, sanitize(root, rewrite)))
    return { $ref: rewrite("#") }
  }

  /** Adds a named schema; an equal one under the same name is shared, a different one gets a suffix. */
  register(name: string, schema: OpenAPIV3.SchemaObject): string {
    const text = JSON.stringify(schema)
    for (let i = 1; ; i++) {
      const candidate = i === 1 ? name : `${name}_${i}`
      const existing = this.schemas[candidate]
      if (!existing) {
        this.schemas[candidate] = schema
        return candidate
      }
      if (JSON.stringify(existing) === text) return candidate
    }
  }

  /** Follows a local `$ref` to the schema it names (for inspecting, e.g. whether it is an object). */
  resolve(schema: SchemaOrRef): OpenAPIV3.SchemaObject | undefined {
    if (!("$ref" in schema)) return schema
    return this.schemas[schema.$ref.replace("#/components/schemas/", "")]
  }
}

/** Maps what zod's openapi-3.0 target can still emit onto OpenAPI 3.0 and drops foreign keywords. */
function sanitize(
  input: Json,
  rewrite: (ref: string) => string
): OpenAPIV3.SchemaObject {
  const out: Json = {}
  for (const [key, value] of Object.entries(input)) {
    if (key === "$ref") out.$ref = rewrite(String(value))
    else if (key === "const") out.enum = [value]
    else if (
      key === "examples" &&
      Array.isArray(value) &&
      value.length &&
      !("example" in input)
    )
      out.example = value[0]
    else if (key === "properties") {
      out.properties = Object.fromEntries(
        Object.entries(value as Json).map(([k, v]) => [
          k,
          sanitize(v as Json, rewrite),
        ])
      )
    } else if (SCHEMA_LISTS.includes(key))
      out[key] = (value as Json[]).map((v) => sanitize(v, rewrite))
    else if (
      SCHEMA_ONES.includes(key) &&
      typeof value === "object" &&
      !Array.isArray(value)
    )
      out[key] = sanitize(value as Json, rewrite)
    else if (
      key.startsWith("x-") ||
      (KEYWORDS.has(key) && !SCHEMA_ONES.includes(key))
    )
      out[key] = value
    else if (key === "additionalProperties" && typeof value === "boolean")
      out[key] = value
  }
  // `null` has no type of its own in OpenAPI 3.0; zod's own null mapping is `nullable` on a string.
  const types: unknown[] = Array.isArray(out.type)
    ? out.type
    : out.type === undefined
      ? []
      : [out.type]
  if (types.includes("null")) {
    const rest = types.filter((t) => t !== "null")
    out.type =
      rest.length === 1 ? rest[0] : rest.length === 0 ? "string" : undefined
    if (out.type === undefined) delete out.type
    out.nullable = true
  }
  // In OpenAPI 3.0.3 an enum lists every value allowed: a nullable one lists null.
  if (out.nullable && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null]
  // A nullable reference (zod: allOf of one $ref, or the $ref itself) becomes a union with null.
  if (out.nullable && out.type === undefined && !out.anyOf && !out.oneOf) {
    const single =
      Array.isArray(out.allOf) && out.allOf.length === 1
        ? out.allOf[0]
        : out.$ref
          ? { $ref: out.$ref }
          : undefined
    if (single) {
      delete out.allOf
      delete out.$ref
      out.anyOf = [single]
    }
  }
  // OpenAPI 3.0.3 ignores `nullable` beside no `type`: a nullable union lists null as a branch of its own.
  const list = out.anyOf ? "anyOf" : out.oneOf ? "oneOf" : undefined
  if (out.nullable && out.type === undefined && list) {
    out[list] = [...(out[list] as unknown[]), NULL_ONLY]
    delete out.nullable
  }
  // Built key by key from zod's output, keeping only what OpenAPI 3.0 knows.
  return out as OpenAPIV3.SchemaObject
}

/** The OpenAPI 3.0 schema that only null meets. */
const NULL_ONLY = { type: "string", nullable: true, enum: [null] }
