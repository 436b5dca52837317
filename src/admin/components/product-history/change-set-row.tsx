import { TriangleDownMini, TriangleRightMini } from "@medusajs/icons"
import { Table, Text } from "@medusajs/ui"
import { formatDateTime } from "../../lib/format"
import { ChangeSetEntries } from "./change-set-entries"
import { ChangedBy, ProductLink } from "./product-cell"
import { RolledBackBadge } from "./rolled-back-badge"
import type { HistoryChangeSet, HistoryEntry } from "./types"

type Props = {
  set: HistoryChangeSet
  expanded: boolean
  onToggle: () => void
  onOpenEntry: (id: string) => void
}

/** The products a save changed, each once, in the order of its entries. */
function productsOf(entries: HistoryEntry[]) {
  const seen = new Map<string, HistoryEntry>()
  for (const e of entries)
    if (!seen.has(e.product_id)) seen.set(e.product_id, e)
  return [...seen.values()]
}

/** One save: when, which product(s), how many fields and which, by whom; a click shows its entries below it. */
export const ChangeSetRow = ({
  set,
  expanded,
  onToggle,
  onOpenEntry,
}: Props) => {
  const [first, ...more] = productsOf(set.entries)
  const fields = [...new Set(set.entries.map((e) => e.field_name))].join(", ")
  const count = set.entries.length
  const detailsId = `change-set-${set.change_set_id}`
  return (
    <>
      <Table.Row className="cursor-pointer" onClick={onToggle}>
        <Table.Cell className="whitespace-nowrap">
          <div className="flex items-center gap-x-2">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              className="txt-compact-small text-ui-fg-interactive hover:text-ui-fg-interactive-hover focus-visible:shadow-borders-focus flex items-center gap-x-1 rounded-sm text-left outline-none"
              title={
                expanded
                  ? "Hide the entries of this save"
                  : "Show the entries of this save"
              }
              onClick={(e) => {
                e.stopPropagation()
                onToggle()
              }}
            >
              {expanded ? <TriangleDownMini /> : <TriangleRightMini />}
              {formatDateTime(set.changed_at)}
            </button>
            <RolledBackBadge entries={set.entries} />
          </div>
        </Table.Cell>
        <Table.Cell>
          {first && <ProductLink entry={first} />}
          {more.length > 0 && (
            <Text size="xsmall" className="text-ui-fg-subtle block">
              and {more.length} more
            </Text>
          )}
        </Table.Cell>
        <Table.Cell>
          <span className="text-ui-fg-base block">
            {count === 1 ? "1 field" : `${count} fields`}
          </span>
          <span className="block max-w-[320px] truncate" title={fields}>
            {fields}
          </span>
        </Table.Cell>
        <Table.Cell>
          <ChangedBy by={set.changed_by} source={set.source} />
        </Table.Cell>
      </Table.Row>
      {expanded && (
        <tr
          id={detailsId}
          className="bg-ui-bg-subtle border-ui-border-base border-b"
        >
          <td colSpan={4}>
            <ChangeSetEntries set={set} onOpenEntry={onOpenEntry} />
          </td>
        </tr>
      )}
    </>
  )
}
