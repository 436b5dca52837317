import { browserTimeZone } from "../../lib/format"
import { HistoryRow } from "./history-row"
import { HistoryTableFrame } from "./history-list-frame"
import { HistoryListStatus, listProblem } from "./history-list-status"
import type { HistoryEntry } from "./types"

type Props = {
  entries: HistoryEntry[]
  loading: boolean
  error?: unknown
  filtered: boolean
  onOpen: (id: string) => void
  compact?: boolean
}

/** The history table with its loading, error and empty states; times are in the browser's zone. `compact`: one product's table, no product column. */
export const HistoryTable = ({
  entries,
  loading,
  error,
  filtered,
  onOpen,
  compact,
}: Props) => {
  const problem = listProblem(error)
  if (!entries.length) {
    const none = filtered
      ? "No changes match these filters"
      : compact
        ? "No changes of this product recorded yet"
        : "No product changes recorded yet"
    return <HistoryListStatus loading={loading} problem={problem} none={none} />
  }
  return (
    <HistoryTableFrame
      loading={loading}
      problem={problem}
      headers={[
        `${compact ? "Changed at / by" : "Changed at"} (${browserTimeZone})`,
        ...(compact ? [] : ["Product"]),
        "Field",
        "Old",
        "New",
        ...(compact ? [] : ["By"]),
      ]}
    >
      {entries.map((entry) => (
        <HistoryRow
          key={entry.id}
          entry={entry}
          onOpen={onOpen}
          compact={compact}
        />
      ))}
    </HistoryTableFrame>
  )
}
