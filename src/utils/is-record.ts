/** Whether a parsed JSON or query-string value is an object of keys (not null, not a list, not a date). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    !(value instanceof Date)
  )
}
