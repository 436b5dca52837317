import { Badge } from "@medusajs/ui"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { formatDateTime } from "../../lib/format"
import { ContextTable } from "./context-table"
import { DetailItem } from "./detail-item"
import { EntryLinkButton, RolledBackBy } from "./entry-links"
import { ByHandBadge } from "./product-cell"
import type { HistoryEntry } from "./types"
import { ValueBlock } from "./value-block"

type Props = {
  entry: HistoryEntry
  onOpenEntry: (id: string) => void
  chart?: ReactNode
}

/** All items of one history entry, values in full; `chart` goes between the values and the context data. */
export const EntryDetails = ({ entry, onOpenEntry, chart }: Props) => (
  <div className="flex flex-col gap-y-6">
    <dl className="flex flex-col gap-y-3">
      <DetailItem label="Field">
        <code>{entry.field_name}</code>
      </DetailItem>
      <DetailItem label="Product">
        <Link
          to={`/products/${entry.product_id}`}
          className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover"
        >
          {entry.product_name || entry.product_id}
        </Link>
        {entry.product_number && (
          <span className="text-ui-fg-subtle"> · {entry.product_number}</span>
        )}
      </DetailItem>
      {entry.variant_id && (
        <DetailItem label="Variant">{entry.variant_id}</DetailItem>
      )}
      <DetailItem label="Changed at">
        {formatDateTime(entry.changed_at)}
      </DetailItem>
      <DetailItem label="Changed by">{entry.changed_by ?? "—"}</DetailItem>
      <DetailItem label="Source">
        <Badge size="2xsmall" color="grey">
          {entry.source}
        </Badge>
        {entry.manual && (
          <span className="ml-2">
            <ByHandBadge />
          </span>
        )}
      </DetailItem>
      <DetailItem label="Comment">
        {entry.comment || <span className="text-ui-fg-muted">None</span>}
      </DetailItem>
      {entry.rolled_back_entry_id && (
        <DetailItem label="Rolls back">
          <EntryLinkButton
            onClick={() => onOpenEntry(entry.rolled_back_entry_id!)}
          >
            Show the rolled-back entry
          </EntryLinkButton>
        </DetailItem>
      )}
      {entry.rolled_back_by && (
        <DetailItem label="Rolled back by">
          <RolledBackBy id={entry.rolled_back_by} onOpenEntry={onOpenEntry} />
        </DetailItem>
      )}
    </dl>
    <ValueBlock
      label="Old value"
      value={entry.old_value}
      display={entry.old_value_display}
    />
    <ValueBlock
      label="New value"
      value={entry.new_value}
      display={entry.new_value_display}
    />
    {chart}
    <ContextTable data={entry.context_data} />
  </div>
)
