/** How the request's Accept header is matched: Express' `req.accepts` (the `accepts` library), given the types in preference order. */
export type AcceptMatcher = {
  header: string | undefined
  best: (types: string[]) => string | false
}

/** RFC 9110's qvalue: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/

/**
 * The Accept header as the negotiation reads it: whitespace around `;` and
 * `=` dropped (RFC 9110 allows it), and a weight that is no qvalue (q=1.5,
 * q=abc) dropped, so its media range counts with the default weight 1
 * instead of ranking above the others or being refused.
 */
export function normalisedAccept(header: string): string {
  return header
    .split(",")
    .map((range) =>
      range
        .split(";")
        .map((part) => part.trim())
        .filter((part, i) => {
          if (i === 0) return true
          const [name, value] = part.split("=").map((p) => p.trim())
          return name.toLowerCase() !== "q" || QVALUE.test(value ?? "")
        })
        .map((part) => part.replace(/\s*=\s*/, "="))
        .join(";")
    )
    .join(",")
}

/**
 * The request's Accept header and Express' matcher for it. `jsonAliases`:
 * media types the dialect also answers its JSON for (the /api dialect's
 * JSON:API type); the match is then reported as application/json.
 */
export function acceptOf(
  req: {
    headers: { accept?: string }
    accepts: (types: string[]) => string | false
  },
  jsonAliases: string[] = []
): AcceptMatcher {
  const header = req.headers.accept
  const normalised = header?.trim() ? normalisedAccept(header) : ""
  // Express' own negotiation over the normalised header: the request seen with that header.
  const view = Object.create(req, {
    headers: { value: { ...req.headers, accept: normalised } },
  }) as typeof req
  return {
    header,
    best: (types) => {
      // No Accept (or a blank one) takes anything: the first type, the standard's document.
      if (!normalised) return types[0] ?? false
      const offered = types.includes("application/json")
        ? [...types, ...jsonAliases]
        : types
      const chosen = view.accepts(offered)
      return chosen && jsonAliases.includes(chosen)
        ? "application/json"
        : chosen
    },
  }
}
