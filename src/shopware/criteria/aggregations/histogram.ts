import type { TZDate } from "@date-fns/tz"
import { getISOWeek, getISOWeekYear } from "date-fns"
import { zonedDate } from "../../../utils/zoned-date"
import { phpDate } from "./php-date"
import type { HistogramInterval } from "./types"

const pad = (n: number, size = 2) => String(n).padStart(size, "0")

/** Shopware's bucket keys per interval (EntityAggregator::formatDate), as PHP date formats. */
const KEY_FORMATS: Record<Exclude<HistogramInterval, "quarter">, string> = {
  minute: "Y-m-d H:i:00",
  hour: "Y-m-d H:00:00",
  day: "Y-m-d 00:00:00",
  week: "Y W",
  month: "Y-m-01 00:00:00",
  year: "Y-01-01 00:00:00",
}

/** The date as wall-clock time in the zone (UTC without one, as Shopware stores dates). */
function inZone(date: Date, timeZone?: string): TZDate {
  return zonedDate(date, timeZone ?? "UTC")
}

/** Which bucket a date falls in, e.g. "2024-05" for month; comparable as text. */
export function bucketOf(
  date: Date,
  interval: HistogramInterval,
  timeZone?: string
): string {
  const d = inZone(date, timeZone)
  const y = pad(d.getFullYear(), 4)
  const m = pad(d.getMonth() + 1)
  switch (interval) {
    case "minute":
      return `${y}-${m}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
    case "hour":
      return `${y}-${m}-${pad(d.getDate())} ${pad(d.getHours())}`
    case "day":
      return `${y}-${m}-${pad(d.getDate())}`
    case "week":
      return `${pad(getISOWeekYear(d), 4)}-${pad(getISOWeek(d))}`
    case "month":
      return `${y}-${m}`
    case "quarter":
      return `${y}-${Math.ceil((d.getMonth() + 1) / 3)}`
    case "year":
      return y
  }
}

/**
 * The key Shopware shows for a bucket: its earliest date in the zone, in the
 * client's PHP `format` or the interval's own (quarters read "2024 2").
 */
export function bucketKey(
  earliest: Date,
  interval: HistogramInterval,
  format: string | undefined,
  timeZone?: string
): string {
  const d = inZone(earliest, timeZone)
  if (!format && interval === "quarter")
    return `${d.getFullYear()} ${Math.ceil((d.getMonth() + 1) / 3)}`
  return phpDate(
    format ?? KEY_FORMATS[interval as keyof typeof KEY_FORMATS],
    wallClock(d)
  )
}

/**
 * The zone's wall-clock time as a plain Date of the process's zone: date-fns
 * formats it several times faster than the TZDate, every copy of which
 * works out the zone's offset anew (10,000 keys took seconds). The TZDate
 * itself where the process's clock skips that time (a daylight-saving gap).
 */
function wallClock(d: TZDate): Date {
  const local = new Date(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    d.getHours(),
    d.getMinutes(),
    d.getSeconds()
  )
  return local.getHours() === d.getHours() &&
    local.getMinutes() === d.getMinutes()
    ? local
    : d
}
