import { tzOffset } from "@date-fns/tz"

const HOUR = 3_600_000
/** Hours whose offset is kept; an export in another order than time visits hours out of turn. */
const MAX_CACHED_HOURS = 50_000

const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, "0"))
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, "0"))

/** ±HH:MM of an offset in minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+"
  const abs = Math.abs(Math.round(minutes))
  const hh = String(Math.floor(abs / 60)).padStart(2, "0")
  const mm = String(abs % 60).padStart(2, "0")
  return `${sign}${hh}:${mm}`
}

/**
 * Writes instants as ISO 8601 wall time in `timeZone` with the offset that
 * held there at that instant, to the millisecond: 2026-11-23T10:00:00.123+01:00
 * (UTC: +00:00). Asking Intl for an offset costs microseconds, a million
 * rows' worth adds seconds to an export, so it is asked once per hour of the
 * clock: zones change their offset at most once within an hour, and an hour
 * whose first and last millisecond disagree is looked up per instant.
 */
export function zonedIsoFormatter(
  timeZone: string
): (at: Date | number) => string {
  // Per hour: its offset in minutes, or null when it changes within the hour.
  const hours = new Map<number, number | null>()
  const texts = new Map<number, string>()
  const offsetAt = (ms: number): number => {
    const hour = Math.floor(ms / HOUR)
    let offset = hours.get(hour)
    if (offset === undefined) {
      if (hours.size >= MAX_CACHED_HOURS) hours.clear()
      const first = tzOffset(timeZone, new Date(hour * HOUR))
      const last = tzOffset(timeZone, new Date(hour * HOUR + HOUR - 1))
      offset = first === last ? first : null
      hours.set(hour, offset)
    }
    return offset ?? tzOffset(timeZone, new Date(ms))
  }
  // Minutes, seconds and milliseconds are written from these; the rest of the wall time is kept per hour.
  let wallHour = NaN
  let hourPrefix = ""
  return (at) => {
    const ms = typeof at === "number" ? at : at.getTime()
    const minutes = offsetAt(ms)
    let text = texts.get(minutes)
    if (text === undefined) texts.set(minutes, (text = offsetText(minutes)))
    const wall = ms + minutes * 60_000
    const hour = Math.floor(wall / HOUR)
    if (hour !== wallHour) {
      wallHour = hour
      hourPrefix = new Date(hour * HOUR).toISOString().slice(0, 14) // 2026-11-23T10:
    }
    const rest = wall - hour * HOUR
    return `${hourPrefix}${TWO[Math.floor(rest / 60_000)]}:${TWO[Math.floor(rest / 1000) % 60]}.${THREE[rest % 1000]}${text}`
  }
}
