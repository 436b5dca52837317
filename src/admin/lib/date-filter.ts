import { createDataTableFilterHelper, type DataTableFilter } from "@medusajs/ui"
import type { TFunction } from "i18next"
import { dayPresets } from "./shop-days"

/**
 * A day of a date filter's chip in the admin's language ("1. Nov. 2026"). A
 * preset's day ("2026-11-01") arrives as that day's UTC midnight, the custom
 * range's as the browser's midnight of the day picked: either way the day
 * meant, not the day before in a zone west of UTC.
 */
export function formatFilterDay(language: string, date: Date): string {
  const utcMidnight =
    date.getUTCHours() === 0 &&
    date.getUTCMinutes() === 0 &&
    date.getUTCSeconds() === 0
  return new Intl.DateTimeFormat(language, {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: utcMidnight ? "UTC" : undefined,
  }).format(date)
}

/**
 * A DataTable date filter with the presets (today, last 7 days, last month, …)
 * in the shop's time zone and a custom range of whole days, its chip in the
 * admin's language.
 */
export function dateFilter<T>(
  id: string,
  label: string,
  timeZone: string,
  t: TFunction,
  language: string
): DataTableFilter {
  const helper = createDataTableFilterHelper<T>()
  return helper.accessor(id as never, {
    type: "date",
    label,
    format: "date",
    formatDateValue: (date: Date) => formatFilterDay(language, date),
    rangeOptionLabel: t("common.time.presets.custom"),
    rangeOptionStartLabel: t("common.time.presets.from"),
    rangeOptionEndLabel: t("common.time.presets.to"),
    options: dayPresets(timeZone).map(({ key, range }) => ({
      label: t(`common.time.presets.${key}`),
      value: range,
    })),
  }) as DataTableFilter
}
