import { Table, Text } from "@medusajs/ui"
import { errorMessage } from "../../lib/errors"
import { browserTimeZone } from "../../lib/format"
import { HistoryRow } from "./history-row"
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
  const problem = error
    ? `The history could not be loaded: ${errorMessage(error)}`
    : undefined
  if (!entries.length) {
    const none = filtered
      ? "No changes match these filters"
      : compact
        ? "No changes of this product recorded yet"
        : "No product changes recorded yet"
    const words = loading ? "Loading history…" : (problem ?? none)
    return (
      <div
        className="px-6 py-10 text-center"
        role={problem && !loading ? "alert" : "status"}
      >
        <Text
          className={
            problem && !loading ? "text-ui-fg-error" : "text-ui-fg-subtle"
          }
        >
          {words}
        </Text>
      </div>
    )
  }
  return (
    <div className="overflow-x-auto" aria-busy={loading}>
      {problem && !loading && (
        <Text size="small" role="alert" className="px-6 pt-4 text-ui-fg-error">
          {problem}
        </Text>
      )}
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
