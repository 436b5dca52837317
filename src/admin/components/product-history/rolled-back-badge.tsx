import { Badge } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import type { HistoryEntry } from "./types"

/** "rolled back" when a later entry rolled these changes back ("partly rolled back" for some of a save's); nothing otherwise. */
export const RolledBackBadge = ({ entries }: { entries: HistoryEntry[] }) => {
  const { t } = usePluginTranslation()
  const rolledBack = entries.filter((e) => e.rolled_back_by).length
  if (!rolledBack) return null
  const all = rolledBack === entries.length
  return (
    <Badge
      size="2xsmall"
      color="orange"
      title={
        all
          ? t("history.badges.rolledBackTitle")
          : t("history.badges.partlyRolledBackTitle", {
              rolledBack,
              count: entries.length,
            })
      }
    >
      {all
        ? t("history.badges.rolledBack")
        : t("history.badges.partlyRolledBack")}
    </Badge>
  )
}
