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
