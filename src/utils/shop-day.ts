import { TZDate } from "@date-fns/tz"
import { z } from "@medusajs/framework/zod"
import { isValid, parseISO } from "date-fns"

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day parameter (2026-11-23); the error names the parameter. */
export const dayParam = (name: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => DAY.test(v) && isValid(parseISO(v)),
      `${name}: must be a date such as 2026-11-23`
    )

/** The first instant of a calendar day in a time zone. */
function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number)
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime())
}

/**
 * Whole days in the shop's time zone as a filter on a timestamp: from the
 * first instant of `from` up to (not including) the first instant of the day
 * after `to`.
 */
export function shopDaysFilter(
  range: { from?: string; to?: string },
  timeZone: string
): { $gte?: Date; $lt?: Date } | undefined {
  if (!range.from && !range.to) return undefined
  const filter: { $gte?: Date; $lt?: Date } = {}
  if (range.from) filter.$gte = dayStart(range.from, timeZone)
  if (range.to) {
    const next = new TZDate(dayStart(range.to, timeZone).getTime(), timeZone)
    next.setDate(next.getDate() + 1)
    filter.$lt = new Date(next.getTime())
  }
  return filter
}
