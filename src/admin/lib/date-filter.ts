import { createDataTableFilterHelper, type DataTableFilter } from "@medusajs/ui"
import type { TFunction } from "i18next"
import { dayPresets } from "./shop-days"

/**
 * A DataTable date filter with the presets (today, last 7 days, last month, …)
 * in the shop's time zone and a custom range of whole days.
 */
export function dateFilter<T>(
  id: string,
  label: string,
  timeZone: string,
  t: TFunction
): DataTableFilter {
  const helper = createDataTableFilterHelper<T>()
  return helper.accessor(id as never, {
    type: "date",
    label,
    format: "date",
    rangeOptionLabel: t("common.time.presets.custom"),
    rangeOptionStartLabel: t("common.time.presets.from"),
    rangeOptionEndLabel: t("common.time.presets.to"),
    options: dayPresets(timeZone).map(({ key, range }) => ({
      label: t(`common.time.presets.${key}`),
      value: range,
    })),
  }) as DataTableFilter
}
