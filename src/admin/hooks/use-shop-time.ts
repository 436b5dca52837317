import { useMemo } from "react"
import { usePluginTranslation } from "../lib/i18n"
import { usePluginSettings } from "./api/plugin-settings"

/**
 * The one time-zone rule of the plugin's screens: every time is shown, and
 * every date filter is read, in the shop's time zone (the plugin option
 * `shopTimeZone`, the zone the API's day filters and the exports use), with
 * the zone named. `format` writes a date-time in the admin's language.
 */
export function useShopTime() {
  const settings = usePluginSettings()
  const { i18n } = usePluginTranslation()
  const zone =
    typeof settings.data?.options.shopTimeZone === "string"
      ? settings.data.options.shopTimeZone
      : "UTC"
  const formatter = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        second: "2-digit",
        timeZone: zone,
        timeZoneName: "short",
      }),
    [zone, i18n.language]
  )
  return {
    zone,
    format: (value: string | Date | null | undefined) =>
      value ? formatter.format(new Date(value)) : "",
  }
}
