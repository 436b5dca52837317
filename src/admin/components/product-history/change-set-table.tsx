import { useState } from "react"
import { browserTimeZone } from "../../lib/format"
import { ChangeSetRow } from "./change-set-row"
import { HistoryTableFrame } from "./history-list-frame"
import { HistoryListStatus, listProblem } from "./history-list-status"
import type { HistoryChangeSet } from "./types"

type Props = {
  sets: HistoryChangeSet[]
  loading: boolean
  error?: unknown
  filtered: boolean
  onOpenEntry: (id: string) => void
}

/** The saves, one row each, expandable to their entries; with the list's loading, error and empty states. */
export const ChangeSetTable = ({
  sets,
  loading,
  error,
  filtered,
  onOpenEntry,
}: Props) => {
  const [expanded, setExpanded] = useState<string[]>([])
  const toggle = (id: string) =>
    setExpanded((open) =>
      open.includes(id) ? open.filter((x) => x !== id) : [...open, id]
    )
  const problem = listProblem(error)
  if (!sets.length)
    return (
      <HistoryListStatus
        loading={loading}
        problem={problem}
        none={
          filtered
            ? "No saves match these filters"
            : "No product changes recorded yet"
        }
      />
    )
  return (
    <HistoryTableFrame
      loading={loading}
      problem={problem}
      headers={[`Saved at (${browserTimeZone})`, "Product", "Fields", "By"]}
    >
      {sets.map((set) => (
        <ChangeSetRow
          key={set.change_set_id}
          set={set}
          expanded={expanded.includes(set.change_set_id)}
          onToggle={() => toggle(set.change_set_id)}
          onOpenEntry={onOpenEntry}
        />
      ))}
    </HistoryTableFrame>
  )
}
