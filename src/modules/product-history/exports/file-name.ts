import type { HistoryFilters } from "../filters"
import { zonedIsoFormatter } from "./zoned-time"

export type EntryBounds = { first: Date | null; last: Date | null }

/** Whether the file name needs the first and last entry: the filters leave a side of the period open. */
export const periodNeedsBounds = (filters: HistoryFilters) =>
  !filters.from || !filters.to

/**
 * The period an export covers, as its file name says it: each side is the
 * filter's `from` or `to` as a date in the shop's time zone, else the date of
 * the first or last matching entry. `2026-11-01_to_2026-11-30`, one day
 * `2026-11-23`, one open side (nothing matched) `from_2026-11-01` or
 * `until_2026-11-30`, nothing at all `all`.
 */
export function exportPeriod(
  filters: HistoryFilters,
  bounds: EntryBounds,
  timeZone: string
): string {
  const day = zonedIsoFormatter(timeZone)
  const dateOf = (at: Date | null | undefined) =>
    at ? day(at).slice(0, 10) : undefined
  // A resolved `to` is exclusive (the next day's start, or the instant + 1 ms): its last included instant names the day.
  const to =
    filters.to && filters.to_exclusive
      ? new Date(filters.to.getTime() - 1)
      : filters.to
  const first = dateOf(filters.from ?? bounds.first)
  const last = dateOf(to ?? bounds.last)
  if (first && last) return first === last ? first : `${first}_to_${last}`
  if (first) return `from_${first}`
  if (last) return `until_${last}`
  return "all"
}

/** `product-history_<period>.<extension>`: letters, digits, `-` and `_` only, safe in any header and file system. */
export const exportFileName = (period: string, extension: string) =>
  `product-history_${period}.${extension}`
