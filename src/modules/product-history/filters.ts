import { TZDate } from "@date-fns/tz"
import { z } from "@medusajs/framework/zod"
import { isValid, parseISO } from "date-fns"
import { ROLLBACK_COMMENT_MAX_LENGTH } from "./types"
import { freeText } from "../../utils/text-rule"

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/

/** Repeatable parameter or comma list: `field_name=a&field_name=b` or `field_name=a,b`. */
const listOf = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(","))
    .map((s) => s.trim())
    .filter(Boolean)
)

/** A date (the whole day in the shop's time zone) or a date-time with offset (that instant); errors name the parameter. */
const instant = (name: string) =>
  z
    .string()
    .trim()
    .refine(
      // date-fns accepts offsets such as +24:00 that Date (and PostgreSQL) cannot place: both must read it.
      (v) =>
        (DATE_ONLY.test(v) ||
          (DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)))) &&
        isValid(parseISO(v)),
      `${name}: must be a date (2026-11-23) or a date-time with offset (2026-11-23T10:00:00+01:00)`
    )

/** Orders of the list; `-` is descending. */
export const HISTORY_ORDERS = [
  "-changed_at",
  "changed_at",
  "field_name",
  "-field_name",
  "product_number",
  "-product_number",
] as const
export type HistorySort = (typeof HISTORY_ORDERS)[number]

/**
 * Field groups: `stock` is the stocked and reserved quantity (what orders
 * move, by the thousand a day in a busy shop), `catalogue` every other
 * field. No group: every entry.
 */
export const FIELD_GROUPS = ["catalogue", "stock"] as const
export type FieldGroup = (typeof FIELD_GROUPS)[number]

/** The filters of the history list, CSV and PDF export (`q`: product number or name). Each dialect names them its way. */
export const historyFilterSchema = z.object({
  field_name: listOf.optional(),
  field_group: z
    .enum(FIELD_GROUPS, {
      error:
        "must be catalogue (every field but stock and stock.reserved) or stock (stock and stock.reserved)",
    })
    .optional()
    .meta({
      description:
        "stock: the fields stock and stock.reserved; catalogue: every other field; left out: all entries",
    }),
  from: instant("from").optional(),
  to: instant("to").optional(),
  source: listOf.optional(),
  product_id: listOf.optional(),
  q: z.string().trim().min(1).max(200).optional(),
  order: z.enum(HISTORY_ORDERS).default("-changed_at"),
})
export type HistoryFilterInput = z.infer<typeof historyFilterSchema>

/** The reason a rollback may give; it is stored in the comment of the entry the rollback writes. */
export const rollbackCommentSchema = freeText(
  "comment",
  ROLLBACK_COMMENT_MAX_LENGTH
)
  .meta({
    description: `At most ${ROLLBACK_COMMENT_MAX_LENGTH} characters as a reader counts them (an emoji, a flag is one)`,
  })
  .optional()

export const HISTORY_MAX_LIMIT = 500
/**
 * How deep a list reaches: its first 10,000 entries (or saves). The work of
 * a page grows with its offset; deeper, filters narrow the list or an
 * export holds all of it.
 */
export const HISTORY_LIST_WINDOW = 10_000
/** Why a page lies past the window, in words (`at`: the parameter that names the page), or undefined. */
export function pastListWindow(
  offset: number,
  limit: number,
  at: string
): string | undefined {
  if (offset + limit <= HISTORY_LIST_WINDOW) return undefined
  return `${at}: a list reaches its first ${HISTORY_LIST_WINDOW.toLocaleString("en")} entries (the page's end is at ${(offset + limit).toLocaleString("en")}); narrow it with filters (dates, fields, sources) or export it as CSV`
}
export const HISTORY_DEFAULT_LIMIT = 25
/** `capped` counts up to 10,000 (and says so); `exact` counts them all. */
export const TOTAL_COUNT_MODES = ["capped", "exact"] as const
export type TotalCountMode = (typeof TOTAL_COUNT_MODES)[number]

/** Filters resolved for the query: instants instead of dates. */
export type HistoryFilters = Omit<HistoryFilterInput, "from" | "to"> & {
  from?: Date
  to?: Date
  to_exclusive?: boolean
}

/** What the module's reads take: the filters, and the products a term names (their numbers and names live in the product module). */
export type HistoryQuery = {
  filters: HistoryFilters
  termProductIds?: string[]
}

function dayStart(date: string, timeZone: string): TZDate {
  const [y, m, d] = date.split("-").map(Number)
  return new TZDate(y, m - 1, d, timeZone)
}

/**
 * A date without time covers that whole day in the shop's time zone: `from`
 * is its first instant, `to` the first instant of the next day (exclusive).
 * A date-time `to` is inclusive to the millisecond.
 */
export function resolveHistoryFilters(
  input: HistoryFilterInput,
  timeZone: string
): HistoryFilters {
  const { from, to, ...rest } = input
  const resolved: HistoryFilters = { ...rest }
  if (from)
    resolved.from = DATE_ONLY.test(from)
      ? new Date(dayStart(from, timeZone).getTime())
      : new Date(from)
  if (to) {
    if (DATE_ONLY.test(to)) {
      const next = dayStart(to, timeZone)
      next.setDate(next.getDate() + 1)
      resolved.to = new Date(next.getTime())
      resolved.to_exclusive = true
    } else {
      // Times are printed and compared to the millisecond (the database keeps
      // microseconds): an inclusive `to` covers its whole millisecond.
      resolved.to = new Date(new Date(to).getTime() + 1)
      resolved.to_exclusive = true
    }
  }
  return resolved
}
