import { Table, Text } from "@medusajs/ui"
import { formatDateTime } from "../../lib/format"
import { ChangedBy, ProductCell } from "./product-cell"
import { RolledBackBadge } from "./rolled-back-badge"
import type { HistoryEntry } from "./types"

type Props = {
  entry: HistoryEntry
  onOpen: (id: string) => void
  compact?: boolean
}

const empty = <span className="text-ui-fg-muted">—</span>

/** One list row; the date is a button that opens the detail drawer (the whole row also reacts to a click). `compact` drops the product column and shows who under the date. */
export const HistoryRow = ({ entry, onOpen, compact }: Props) => {
  const clip = compact
    ? "block max-w-[140px] truncate"
    : "block max-w-[220px] truncate"
  const by = (
    <ChangedBy
      by={entry.changed_by}
      source={entry.source}
      manual={entry.manual}
    />
  )
  return (
    <Table.Row className="cursor-pointer" onClick={() => onOpen(entry.id)}>
      <Table.Cell className="whitespace-nowrap">
        <button
          type="button"
          className="txt-compact-small text-ui-fg-interactive hover:text-ui-fg-interactive-hover focus-visible:shadow-borders-focus rounded-sm text-left outline-none"
          title="Show the details of this change"
          onClick={(e) => {
            e.stopPropagation()
            onOpen(entry.id)
          }}
        >
          {formatDateTime(entry.changed_at)}
        </button>
        {entry.rolled_back_by && (
          <span className="ml-2">
            <RolledBackBadge entries={[entry]} />
          </span>
        )}
        {compact && (
          <div className="text-ui-fg-subtle txt-compact-xsmall">{by}</div>
        )}
      </Table.Cell>
      {!compact && <ProductCell entry={entry} />}
      <Table.Cell>
        <code className="txt-compact-small">{entry.field_name}</code>
        {compact && entry.variant_id && entry.product_number && (
          <Text size="xsmall" className="text-ui-fg-subtle block">
            {entry.product_number}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <span className={clip} title={entry.old_value_display}>
          {entry.old_value_display || empty}
        </span>
      </Table.Cell>
      <Table.Cell>
        <span className={clip} title={entry.new_value_display}>
          {entry.new_value_display || empty}
        </span>
      </Table.Cell>
      {!compact && <Table.Cell>{by}</Table.Cell>}
    </Table.Row>
  )
}
