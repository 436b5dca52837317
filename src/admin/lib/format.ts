// Times: useShopTime (hooks/use-shop-time.ts) writes every time in the shop's time zone.

/** Bytes as a clerk reads them: 12.4 kB, 3.1 MB. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return ""
  if (bytes < 1024) return `${bytes} B`
  const units = ["kB", "MB", "GB"]
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}
