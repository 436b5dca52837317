import type { z } from "@medusajs/framework/zod"
import { ApiError, ApiErrorCode, type ApiErrorInit } from "../errors"

/** A location inside the criteria; becomes the JSON pointer of an error item. */
export type Path = readonly (string | number)[]

/** RFC 6901 pointer, so a client can point at the exact offending input. */
export function toPointer(path: Path): string {
  return path
    .map((seg) => "/" + String(seg).replace(/~/g, "~0").replace(/\//g, "~1"))
    .join("")
}

/** Readable name of a location for detail messages, e.g. `filter[0].queries[1].value`. */
export function toLabel(path: Path): string {
  return path
    .map((seg, i) =>
      typeof seg === "number" ? `[${seg}]` : i === 0 ? seg : `.${seg}`
    )
    .join("")
}

/** A client's text for a message; long text is cut so errors stay readable. */
export function shortened(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

/** Short rendering of a client value for messages, as JSON. */
export function given(value: unknown): string {
  if (value === undefined) {
    return "nothing"
  }
  // JSON has no Infinity or NaN (it would say null); the number's own text does.
  if (typeof value === "number" && !Number.isFinite(value)) return String(value)
  return shortened(JSON.stringify(value) ?? String(value))
}

/** Shopware's error code for a problem of the criteria part the path starts in. */
const CODE_OF_PART: Record<string, string> = {
  limit: ApiErrorCode.INVALID_LIMIT_QUERY,
  page: ApiErrorCode.INVALID_PAGE_QUERY,
  filter: ApiErrorCode.INVALID_FILTER_QUERY,
  "post-filter": ApiErrorCode.INVALID_FILTER_QUERY,
  sort: ApiErrorCode.INVALID_SORT_QUERY,
  aggregations: ApiErrorCode.INVALID_AGGREGATION_QUERY,
}

function codeAt(path: Path): string {
  const part = String(path[0] ?? "")
  return Object.prototype.hasOwnProperty.call(CODE_OF_PART, part)
    ? CODE_OF_PART[part]
    : ApiErrorCode.INVALID_CRITERIA
}

/**
 * Collects every problem of one criteria so the client gets them all in a
 * single 400 instead of fixing them one request at a time.
 */
export class Problems {
  readonly items: ApiErrorInit[] = []

  /** Records one problem at `path`, with Shopware's code of its part unless another is named. */
  add(path: Path, detail: string, code?: string): void {
    this.items.push({
      status: 400,
      code: code ?? codeAt(path),
      detail,
      pointer: toPointer(path),
    })
  }

  /** Parses with zod; issues become items under `base`, and `undefined` is returned on failure. */
  parse<T>(schema: z.ZodType<T>, input: unknown, base: Path): T | undefined {
    const result = schema.safeParse(input)
    if (result.success) {
      return result.data
    }
    for (const issue of result.error.issues) {
      const path = [
        ...base,
        ...issue.path.map((seg) =>
          typeof seg === "symbol" ? String(seg) : seg
        ),
      ]
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) {
          this.add(
            [...path, key],
            `Unknown key "${key}" in "${toLabel(path)}"; ${issue.message}.`
          )
        }
        continue
      }
      // A custom check may name its own error code (e.g. QUERY_LIMIT_EXCEEDED).
      const params = issue.code === "custom" ? issue.params : undefined
      const code =
        typeof params?.apiCode === "string" ? params.apiCode : undefined
      this.add(path, `"${toLabel(path)}" ${issue.message}.`, code)
    }
    return undefined
  }

  /** The same list of problems for a criteria nested at `prefix` (an association's); codes follow the nested part. */
  within(prefix: Path): Problems {
    const child = new Problems()
    child.add = (path, detail, code) =>
      this.add([...prefix, ...path], detail, code ?? codeAt(path))
    return child
  }

  /** Throws one ApiError carrying every recorded problem, if there is any. */
  throwIfAny(): void {
    const [first, ...more] = this.items
    if (first) {
      throw new ApiError(first, ...more)
    }
  }
}
