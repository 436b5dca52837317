import { TZDate } from "@date-fns/tz"
import { z } from "@medusajs/framework/zod"
import { isValid, parseISO } from "date-fns"

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/

/** Repeatable parameter or comma list: `fieldName=a&fieldName=b` or `fieldName=a,b`. */
const listOf = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).map((s) => s.trim()).filter(Boolean))

const instant = z
  .string()
  .trim()
  .refine(
    // date-fns accepts offsets such as +24:00 that Date (and PostgreSQL) cannot place: both must read it.
    (v) => (DATE_ONLY.test(v) || (DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)))) && isValid(parseISO(v)),
    "must be a date (2026-11-23) or a date-time with offset (2026-11-23T10:00:00+01:00)"
  )

export const HISTORY_SORTS = ["-changedAt", "changedAt", "fieldName", "-fieldName", "productNumber", "-productNumber"] as const

/** The filters of the history list, CSV and PDF export (camelCase, as on `/api`). */
export const historyFilterSchema = z.object({
  fieldName: listOf.optional(),
  from: instant.optional(),
  to: instant.optional(),
  source: listOf.optional(),
  productId: listOf.optional(),
  term: z.string().trim().min(1).max(200).optional(),
  sort: z.enum(HISTORY_SORTS).default("-changedAt"),
})
export type HistoryFilterInput = z.infer<typeof historyFilterSchema>

export const HISTORY_MAX_LIMIT = 500
export const historyPageSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX_LIMIT, `must be at most ${HISTORY_MAX_LIMIT}`).default(25),
  /** `total` counts up to 10,000 (then `totalCapped: true`) unless `exact` is asked for. */
  totalCountMode: z.enum(["capped", "exact"]).default("capped"),
})

/** Filters resolved for the query: instants instead of dates. */
export type HistoryFilters = Omit<HistoryFilterInput, "from" | "to"> & { from?: Date; to?: Date; toExclusive?: boolean }

function dayStart(date: string, timeZone: string): TZDate {
  const [y, m, d] = date.split("-").map(Number)
  return new TZDate(y, m - 1, d, timeZone)
}

/**
 * A date without time covers that whole day in the shop's time zone: `from`
 * is its first instant, `to` the first instant of the next day (exclusive).
 */
export function resolveHistoryFilters(input: HistoryFilterInput, timeZone: string): HistoryFilters {
  const { from, to, ...rest } = input
  const resolved: HistoryFilters = { ...rest }
  if (from) resolved.from = DATE_ONLY.test(from) ? new Date(dayStart(from, timeZone).getTime()) : new Date(from)
  if (to) {
    if (DATE_ONLY.test(to)) {
      const next = dayStart(to, timeZone)
      next.setDate(next.getDate() + 1)
      resolved.to = new Date(next.getTime())
      resolved.toExclusive = true
    } else {
      resolved.to = new Date(to)
    }
  }
  return resolved
}
