import { Table } from "@medusajs/ui"
import { browserTimeZone } from "../../lib/format"
import { HistoryRow } from "./history-row"
import {
  HistoryListProblem,
  HistoryListStatus,
  listProblem,
} from "./history-list-status"
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
    <div className="overflow-x-auto" aria-busy={loading}>
      <HistoryListProblem loading={loading} problem={problem} />
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>
              {compact ? "Changed at / by" : "Changed at"} ({browserTimeZone})
            </Table.HeaderCell>
            {!compact && <Table.HeaderCell>Product</Table.HeaderCell>}
            <Table.HeaderCell>Field</Table.HeaderCell>
            <Table.HeaderCell>Old</Table.HeaderCell>
            <Table.HeaderCell>New</Table.HeaderCell>
            {!compact && <Table.HeaderCell>By</Table.HeaderCell>}
          </Table.Row>
        </Table.Header>
        <Table.Body className={loading ? "opacity-60" : undefined}>
          {entries.map((entry) => (
            <HistoryRow
              key={entry.id}
              entry={entry}
              onOpen={onOpen}
              compact={compact}
            />
          ))}
        </Table.Body>
      </Table>
    </div>
  )
}
