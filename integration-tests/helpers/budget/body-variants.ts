import {
  byteLength,
  hostileText,
  kindsAt,
  KIND_NAMES,
  LONE_SURROGATE,
  UNBOUNDED_RUNGS,
} from "./hostile-text"

/** One hostile request; `body` is sent as given (text, or a stream for multipart bodies too large to hold). */
export type Variant = {
  label: string
  /** Variants of one ladder grow in size: once one breaks the budget, the larger ones are not sent. */
  ladder?: string
  method: string
  url: string
  headers?: Record<string, string>
  body?: string | (() => NodeJS.ReadableStream)
}

/** What a body generator knows of a field: its JSON schema (resolved), if documented. */
export type FieldSchema = {
  type?: string
  maxLength?: number
  maxItems?: number
  enum?: unknown[]
  pattern?: string
  items?: FieldSchema
  properties?: Record<string, FieldSchema>
}

type Path = (string | number)[]
const JSON_TYPE = { "content-type": "application/json" }

function setAt(target: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(target) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1))
    node = node[key] as Record<string | number, unknown>
  node[path[path.length - 1]] = value
  return copy
}

/** Every string leaf of a valid body below its top level, where the schema does not reach. */
function nestedStringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string") return path.length > 1 ? [path] : []
  if (Array.isArray(value))
    return value
      .slice(0, 2)
      .flatMap((v, i) => nestedStringLeaves(v, [...path, i]))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) =>
      nestedStringLeaves(v, [...path, k])
    )
  return []
}

/** The valid body with `path` set to the longest text of `kind` the body limit leaves room for. */
function filled(template: unknown, path: Path, kind: string, limit: number) {
  const room =
    limit - byteLength(JSON.stringify(setAt(template, path, ""))) - 64
  const text = hostileText(kind as never, { bytes: Math.max(0, room) })
  return JSON.stringify(setAt(template, path, text))
}

/**
 * Hostile JSON bodies of a route, from its valid body (`template`, a contract
 * recipe's) and its schema: every string field at its documented maximum in
 * each kind of hostile text, or, without one, at sizes up to just under the
 * body limit; every array at its documented maximum or as long as the body
 * allows; a lone surrogate; and one body just over the limit.
 */
export function jsonBodyVariants(opts: {
  method: string
  url: string
  template: Record<string, unknown>
  schema?: FieldSchema
  limit: number
}): Variant[] {
  const { method, url, template, limit } = opts
  const props = opts.schema?.properties ?? {}
  const keys = [...new Set([...Object.keys(props), ...Object.keys(template)])]
  const out: Variant[] = []
  const add = (label: string, body: string, ladder?: string) =>
    out.push({ label, ladder, method, url, headers: JSON_TYPE, body })
  const textLadder = (path: Path, salt: number) =>
    UNBOUNDED_RUNGS.forEach((rung, r) =>
      kindsAt(r, salt).forEach((kind) => {
        const name = path.join(".")
        const body =
          rung === "fill"
            ? filled(template, path, kind, limit)
            : JSON.stringify(
                setAt(template, path, hostileText(kind, { units: rung.units }))
              )
        add(
          `body ${name}: ${rung === "fill" ? "just under the body limit" : `${rung.units} units`} of ${kind}`,
          body,
          `body ${name}`
        )
      })
    )
  keys.forEach((key, i) => {
    const schema = props[key] ?? {}
    const value = template[key]
    const type = schema.type ?? typeof value
    if (type === "string" && !schema.enum) {
      if (schema.maxLength !== undefined && !schema.pattern) {
        for (const kind of [KIND_NAMES[i % KIND_NAMES.length]])
          add(
            `body ${key}: ${schema.maxLength} units of ${kind} (its maximum)`,
            JSON.stringify(
              setAt(
                template,
                [key],
                hostileText(kind, { units: schema.maxLength })
              )
            )
          )
      } else if (schema.pattern) {
        add(
          `body ${key}: 64 units of combining marks (a patterned id)`,
          JSON.stringify(
            setAt(template, [key], hostileText("combining", { units: 64 }))
          )
        )
      } else textLadder([key], i)
    } else if (type === "array" || Array.isArray(value)) {
      const item =
        (Array.isArray(value) && value[0]) ??
        schema.items?.enum?.[0] ??
        hostileText("emoji", { units: 64 })
      const one = JSON.stringify(item).length + 1
      const room = Math.floor(
        (limit - byteLength(JSON.stringify(setAt(template, [key], []))) - 64) /
          one
      )
      const n = Math.max(1, Math.min(schema.maxItems ?? Infinity, room))
      add(
        `body ${key}: ${n} items (${schema.maxItems ? "its maximum" : "as many as the body holds"})`,
        JSON.stringify(setAt(template, [key], Array(n).fill(item)))
      )
    }
  })
  nestedStringLeaves(template)
    .slice(0, 2)
    .forEach((path, i) => textLadder(path, i))
  const first = keys[0] ?? "name"
  add(
    `body ${first}: a lone surrogate`,
    JSON.stringify(setAt(template, [first], LONE_SURROGATE))
  )
  add(
    "body just over the limit",
    JSON.stringify({ ...template, [first]: "x".repeat(limit) })
  )
  return out
}
