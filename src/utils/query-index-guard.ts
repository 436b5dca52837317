import path from "node:path"

/**
 * The largest array index a URL's query string may name (`filter[9999]`):
 * more than any list the plugin's routes or Medusa's take by index.
 */
export const QUERY_INDEX_LIMIT = 10_000

type QueryParser = {
  parse: (text: string, options?: { arrayLimit?: number }) => unknown
}
const GUARDED = Symbol.for("medusa-plugin-b2b-history.query-index-guard")

/**
 * True when a query string names an array index above the limit, also with
 * percent-encoded brackets or digits (qs decodes a key before it reads it).
 * Linear in the text: one decoding pass and one regular expression.
 */
export function namesLargeIndex(text: string): boolean {
  const decoded = text.includes("%")
    ? text.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(parseInt(hex, 16))
      )
    : text
  for (const match of decoded.matchAll(/\[([1-9]\d{4,})\]/g)) {
    if (Number(match[1]) > QUERY_INDEX_LIMIT) return true
  }
  return false
}

/**
 * Medusa parses every request's query string, before any route and before
 * authentication, with qs and `arrayLimit: Infinity`
 * (@medusajs/medusa/dist/loaders/api.js). `?x[100000000]=1` then builds a
 * sparse array of that length and walks it: 3.4 s of blocked event loop for
 * one request without a token, minutes for the largest index. No middleware
 * runs before that parser, so the parser itself is wrapped: a query string
 * naming an index above the limit is read with that limit as `arrayLimit`,
 * and such an index becomes an object key (as with qs' own default limit of
 * 20), which the routes' validation refuses. Other query strings are parsed
 * exactly as before.
 */
export function guardQueryIndexes(parser: QueryParser = medusasQueryParser()) {
  const marked = parser as QueryParser & { [GUARDED]?: true }
  if (marked[GUARDED]) return
  const parse = parser.parse.bind(parser)
  marked.parse = (text, options) =>
    typeof text === "string" && namesLargeIndex(text)
      ? parse(text, {
          ...options,
          arrayLimit: Math.min(options?.arrayLimit ?? 20, QUERY_INDEX_LIMIT),
        })
      : parse(text, options)
  marked[GUARDED] = true
}

/** The qs module Medusa's own loader requires (a host app may hold several copies of qs). */
function medusasQueryParser(): QueryParser {
  const medusa = path.dirname(require.resolve("@medusajs/medusa"))
  return require(require.resolve("qs", { paths: [medusa] })) as QueryParser
}
