/**
 * Date inputs give a calendar day (YYYY-MM-DD); the list shows times in the
 * browser's zone, so a day filter covers that whole day in the browser's zone:
 * sent as date-times with the zone's offset on that day.
 */
function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset()
  const sign = minutes >= 0 ? "+" : "-"
  const abs = Math.abs(minutes)
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

function localDay(
  day: string,
  h: number,
  m: number,
  s: number,
  ms: number
): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return undefined
  return new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    h,
    m,
    s,
    ms
  )
}

/** First instant of the day in the browser's zone, e.g. 2026-11-23T00:00:00+01:00. */
export function startOfDayParam(day: string): string | undefined {
  const date = localDay(day, 0, 0, 0, 0)
  return date ? `${day}T00:00:00${offsetOf(date)}` : undefined
}

/** Last instant of the day in the browser's zone (the API treats `to` date-times as inclusive). */
export function endOfDayParam(day: string): string | undefined {
  const date = localDay(day, 23, 59, 59, 999)
  return date ? `${day}T23:59:59.999${offsetOf(date)}` : undefined
}
