import { useCallback, useMemo } from "react"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"

/**
 * A list cell's time, short ("Nov 27, 2026, 9:30 AM"), in the shop's time
 * zone: the zone is named once, by the TimeZoneNote above the list, and in
 * full in the drawer, so the narrow time column fits at 1024 px.
 */
export function useListTime() {
  const { zone } = useShopTime()
  const { i18n } = usePluginTranslation()
  const formatter = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: zone,
      }),
    [zone, i18n.language]
  )
  return useCallback(
    (value: string | null | undefined) =>
      value ? formatter.format(new Date(value)) : "",
    [formatter]
  )
}
