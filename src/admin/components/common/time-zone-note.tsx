import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"

/** The time-zone rule stated on screen: "Times in Europe/Berlin, the shop's time zone." */
export const TimeZoneNote = () => {
  const { t } = usePluginTranslation()
  const { zone } = useShopTime()
  return (
    <span data-testid="time-zone-note">{t("common.time.note", { zone })}</span>
  )
}
