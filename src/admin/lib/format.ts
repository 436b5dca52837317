// dateStyle/timeStyle cannot be combined with timeZoneName: spell the parts out.
const dateTime = new Intl.DateTimeFormat(undefined, {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "short",
})
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone

/** A date and time in the browser's time zone, the zone named (e.g. "Nov 23, 2026, 9:08:30 AM GMT+1"). */
export function formatDateTime(
  value: string | Date | null | undefined
): string {
  if (!value) return ""
  return dateTime.format(new Date(value))
}

/** The browser's IANA time zone, for labels such as "Times in Europe/Berlin". */
export const browserTimeZone = zone

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
