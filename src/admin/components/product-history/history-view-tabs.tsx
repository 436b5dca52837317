import { Tabs } from "@medusajs/ui"
import type { ReactNode } from "react"

/** The history page's two views: every changed field, or one row per save. */
export type HistoryView = "entries" | "saves"

type Props = {
  value: HistoryView
  onChange: (view: HistoryView) => void
  /** Shown above the lists, beside the tabs (the filters). */
  toolbar: ReactNode
  entries: ReactNode
  saves: ReactNode
}

/** "Entries | Saves": the tabs sit at the end of the filter bar; only the chosen list is mounted (and fetched). */
export const HistoryViewTabs = ({
  value,
  onChange,
  toolbar,
  entries,
  saves,
}: Props) => (
  <Tabs
    value={value}
    onValueChange={(next) => onChange(next as HistoryView)}
    className="divide-y"
  >
    <div className="flex flex-wrap items-end justify-between gap-x-3 pr-6">
      {toolbar}
      <Tabs.List aria-label="View" className="py-4">
        <Tabs.Trigger value="entries">Entries</Tabs.Trigger>
        <Tabs.Trigger value="saves">Saves</Tabs.Trigger>
      </Tabs.List>
    </div>
    <Tabs.Content value="entries" className="divide-y">
      {entries}
    </Tabs.Content>
    <Tabs.Content value="saves" className="divide-y">
      {saves}
    </Tabs.Content>
  </Tabs>
)
