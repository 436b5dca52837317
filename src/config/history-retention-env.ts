/**
 * The dev app's `historyRetentionDays` from PLUGIN_HISTORY_RETENTION_DAYS:
 * "365" (every field) or "default=730,stock=90,stock.reserved=30" (days per
 * field group); undefined when unset or blank. The values are not checked
 * here: the plugin's option validation names what is wrong, as for any app.
 */
export function retentionDaysFromEnv(
  value: string | undefined
): number | Record<string, number> | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (!text.includes("=")) return Number(text)
  return Object.fromEntries(
    text
      .split(",")
      .filter((pair) => pair.trim())
      .map((pair) => {
        const at = pair.lastIndexOf("=")
        // A pair without "=" keeps its name and no number, so the validation names it.
        return at < 0
          ? [pair.trim(), Number.NaN]
          : [pair.slice(0, at).trim(), Number(pair.slice(at + 1).trim() || NaN)]
      })
  )
}
