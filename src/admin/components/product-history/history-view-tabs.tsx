import { Tabs } from "@medusajs/ui"
import type { ReactNode } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import type { HistoryView } from "./history-list-state"

type Props = {
  value: HistoryView
  onChange: (view: HistoryView) => void
  entries: ReactNode
  saves: ReactNode
  /** Beside the tabs (the stock movements switch). */
  actions?: ReactNode
}

/** "Changes | Saves": every changed field, or one row per save; only the chosen list is mounted (and fetched). */
export const HistoryViewTabs = ({
  value,
  onChange,
  entries,
  saves,
  actions,
}: Props) => {
  const { t } = usePluginTranslation()
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as HistoryView)}>
      <div className="flex flex-wrap items-center justify-between gap-2 px-6 pt-4">
        <Tabs.List aria-label={t("history.views.label")}>
          <Tabs.Trigger value="entries">
            {t("history.views.entries")}
          </Tabs.Trigger>
          <Tabs.Trigger value="saves">{t("history.views.saves")}</Tabs.Trigger>
        </Tabs.List>
        {actions}
      </div>
      <Tabs.Content value="entries">
        {value === "entries" && entries}
      </Tabs.Content>
      <Tabs.Content value="saves">{value === "saves" && saves}</Tabs.Content>
    </Tabs>
  )
}
