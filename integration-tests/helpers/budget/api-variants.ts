import qs from "qs"
import {
  jsonBodyVariants,
  type FieldSchema,
  type Variant,
} from "./body-variants"
import { criteriaCases } from "./criteria-variants"
import { hostileText, KIND_NAMES, type TextKind } from "./hostile-text"
import { manyFieldsMultipart } from "./multipart-variants"

type Doc = { components?: { schemas?: Record<string, unknown> } }
type Operation = {
  parameters?: { name: string; in: string; schema?: FieldSchema }[]
  requestBody?: { content: Record<string, { schema?: unknown }> }
}

/** The most bytes of query string a variant uses: Node refuses request heads over 16 kB (431). */
export const URL_BUDGET = 6_000
const CRITERIA_KEYS = new Set([
  "filter",
  "post-filter",
  "sort",
  "aggregations",
  "associations",
  "includes",
  "grouping",
  "fields",
  "ids",
])

/** A schema with its `$ref`, `allOf` and `anyOf` resolved to the first alternative that says what it is. */
export function resolveSchema(doc: Doc, schema: unknown): FieldSchema {
  let s = schema as Record<string, any> | undefined
  for (let i = 0; s && i < 10; i++) {
    if (s.$ref)
      s = doc.components?.schemas?.[String(s.$ref).split("/").pop()!] as never
    else if (s.allOf) s = s.allOf[0]
    else if (s.anyOf)
      s = s.anyOf.find((a: any) => a.type || a.$ref) ?? s.anyOf[0]
    else break
  }
  return (s ?? {}) as FieldSchema
}

const encode = (text: string) => encodeURIComponent(text)
/** The longest text of `kind` whose percent-encoding fits `bytes`. */
const urlText = (kind: TextKind, bytes: number, units?: number) => {
  const perUnit = encode(hostileText(kind, { units: 64 })).length / 64
  return hostileText(kind, {
    units: Math.min(units ?? Infinity, Math.floor(bytes / perUnit)),
  })
}

/**
 * Hostile variants of one `/api` operation, from its document entry and a
 * valid request (`template`: a contract recipe's): path parameters, query
 * parameters, criteria, JSON bodies, multipart fields.
 */
export function apiVariants(opts: {
  doc: Doc
  method: string
  /** The operation's path with `:param`s, and the template's concrete one. */
  path: string
  url: string
  operation: Operation
  template: unknown
  bodyLimit: number
  /** Valid text fields of a multipart body (the profile's id). */
  multipartFields?: Record<string, string>
}): Variant[] {
  const { doc, method, path, url, operation } = opts
  const [base, query = ""] = url.split("?")
  const out: Variant[] = []
  const at = (label: string, to: string, ladder?: string) =>
    out.push({ label, method, url: to, ladder })

  // Path parameters: the longest value the parameter allows, in each kind; a lone surrogate; 8 kB.
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1])
  const segments = base.split("/")
  const template = path.split("/")
  for (const name of names) {
    const index = template.indexOf(`:${name}`)
    const schema = resolveSchema(
      doc,
      operation.parameters?.find((p) => p.name === name)?.schema
    )
    const units = schema.maxLength ?? (schema.pattern ? 32 : 64)
    const withValue = (v: string) =>
      segments.map((s, i) => (i === index ? v : s)).join("/") +
      (query ? `?${query}` : "")
    for (const kind of [KIND_NAMES[names.indexOf(name) % KIND_NAMES.length]])
      at(
        `path ${name}: ${units} units of ${kind}`,
        withValue(encode(hostileText(kind, { units })))
      )
    at(`path ${name}: a lone surrogate`, withValue("x%ED%A0%80y"))
    at(
      `path ${name}: 8 kB of combining marks`,
      withValue(encode(hostileText("combining", { bytes: 1_300 })))
    )
  }

  // Query parameters the document lists (criteria ones below), and one it does not.
  const params = (operation.parameters ?? []).filter(
    (p) => p.in === "query" && !CRITERIA_KEYS.has(p.name)
  )
  const withQuery = (extra: string) =>
    `${base}?${query ? `${query}&` : ""}${extra}`
  params.forEach((p, i) => {
    const schema = resolveSchema(doc, p.schema)
    if (schema.type === "integer" || schema.type === "number")
      at(
        `query ${p.name}: its maximum`,
        withQuery(
          `${p.name}=${(schema as { maximum?: number }).maximum ?? 2 ** 53 - 1}`
        )
      )
    else if (!schema.enum) {
      const kind = KIND_NAMES[i % KIND_NAMES.length]
      at(
        `query ${p.name}: longest ${kind} text`,
        withQuery(
          `${p.name}=${encode(urlText(kind, URL_BUDGET, schema.maxLength))}`
        )
      )
      if (i === 0)
        at(
          `query ${p.name}: repeated to fill the URL`,
          withQuery(
            Array(Math.floor(URL_BUDGET / (p.name.length + 34)))
              .fill(`${p.name}=${"ab".repeat(16)}`)
              .join("&")
          )
        )
    }
  })
  at(
    "query: an undocumented parameter, longest emoji text",
    withQuery(`hostile=${encode(urlText("emoji", URL_BUDGET))}`)
  )
  // Medusa's query parser built a sparse array as long as the largest index
  // named (minutes of blocked event loop; src/utils/query-index-guard.ts).
  at(
    "query: the largest array index a query string can name",
    withQuery("filter[4294967294][type]=equals&x[4294967294]=1")
  )

  const isList = (operation.parameters ?? []).some((p) => p.name === "filter")
  const entity =
    /^\/api\/(?:search|search-ids|aggregate)\/([a-z0-9-]+)$/.exec(path)?.[1] ??
    (isList ? path.split("/")[2] : undefined)
  const content = operation.requestBody?.content ?? {}
  const bodySchema = resolveSchema(doc, content["application/json"]?.schema)
  const isCriteria = !!entity && (isList || method !== "get")
  if (isCriteria) {
    for (const c of criteriaCases(
      entity!,
      method === "get" ? URL_BUDGET : opts.bodyLimit
    )) {
      if (method === "get") {
        const q = qs.stringify(c.criteria, { encodeValuesOnly: true })
        if (q.length <= 3 * URL_BUDGET)
          at(`criteria in the query: ${c.label}`, withQuery(q), c.ladder)
      } else
        out.push({
          label: `criteria: ${c.label}`,
          ladder: c.ladder,
          method,
          url,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(c.criteria),
        })
    }
  }
  if (content["application/json"] && !isCriteria) {
    const valid =
      opts.template &&
      typeof opts.template === "object" &&
      !(opts.template instanceof FormData)
        ? (opts.template as Record<string, unknown>)
        : {}
    out.push(
      ...jsonBodyVariants({
        method,
        url,
        template: valid,
        schema: bodySchema,
        limit: opts.bodyLimit,
      })
    )
  }
  if (content["multipart/form-data"] && !content["application/json"])
    out.push(
      ...manyFieldsMultipart({
        method,
        url,
        schema: resolveSchema(doc, content["multipart/form-data"].schema),
        fields: opts.multipartFields,
      })
    )
  return out
}
