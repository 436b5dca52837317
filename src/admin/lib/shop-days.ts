import { addDays, endOfMonth, format, startOfMonth, subMonths } from "date-fns"
// The shop's date-fns may be 3 (Medusa's), which drops a plain TZDate's zone.
import { zonedDate } from "../../utils/zoned-date"

/** A calendar day, YYYY-MM-DD, as the API's date filters take it (the whole day in the shop's time zone). */
export type Day = string

/** Today's calendar day in the given IANA zone. */
export function todayIn(timeZone: string, now = new Date()): Day {
  return format(zonedDate(now, timeZone), "yyyy-MM-dd")
}

/** A date range of whole days, both ends included. */
export type DayRange = { $gte?: Day; $lte?: Day }

/**
 * The date presets of every date filter, computed in the shop's time zone so
 * that "today" is the shop's today (the same days the API and the exports use).
 */
export function dayPresets(
  timeZone: string,
  now = new Date()
): { key: string; range: DayRange }[] {
  const today = zonedDate(now, timeZone)
  const day = (d: Date) => format(d, "yyyy-MM-dd")
  const lastMonth = subMonths(today, 1)
  return [
    { key: "today", range: { $gte: day(today), $lte: day(today) } },
    { key: "last7Days", range: { $gte: day(addDays(today, -6)) } },
    { key: "last30Days", range: { $gte: day(addDays(today, -29)) } },
    { key: "thisMonth", range: { $gte: day(startOfMonth(today)) } },
    {
      key: "lastMonth",
      range: {
        $gte: day(startOfMonth(lastMonth)),
        $lte: day(endOfMonth(lastMonth)),
      },
    },
  ]
}

/** A value of the DataTable date filter (presets give days, the custom range gives ISO date-times) as days. */
export function toDayRange(
  value:
    { $gte?: string; $lte?: string; $gt?: string; $lt?: string } | undefined
): DayRange {
  // The custom range's picker gives the chosen calendar day at the browser's midnight: its local date is the day meant.
  const asDay = (v?: string) =>
    !v
      ? undefined
      : /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? v
        : format(new Date(v), "yyyy-MM-dd")
  return {
    $gte: asDay(value?.$gte ?? value?.$gt),
    $lte: asDay(value?.$lte ?? value?.$lt),
  }
}
