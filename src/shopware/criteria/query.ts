import qs from "qs"

/**
 * The criteria of a URL's query string. Express stops nesting at five
 * brackets (qs' default depth), which an association's own criteria pass
 * (`associations[aclRoles][associations][integrations][filter][0][type]`);
 * read here with room for them. Keys such as `__proto__` are dropped.
 */
export function criteriaFromUrl(url: string): Record<string, unknown> {
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : ""
  return qs.parse(query, {
    depth: 20,
    arrayLimit: 1000,
    parameterLimit: 2000,
    allowPrototypes: false,
  })
}

/**
 * Undoes a `qs` quirk: past 20 entries (`filter[21][type]=...`) qs builds an
 * object keyed by index instead of an array. Such objects become arrays again,
 * in index order, so query-string criteria parse like body criteria.
 */
export function normaliseQuery(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(normaliseQuery)
  }
  if (value === null || typeof value !== "object") {
    return value
  }
  const entries = Object.entries(value)
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => normaliseQuery(v))
  }
  return Object.fromEntries(entries.map(([key, v]) => [key, normaliseQuery(v)]))
}
