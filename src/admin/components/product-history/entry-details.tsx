import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { ContextTable } from "./context-table"
import { ChangedByDetails, DetailItem } from "./detail-item"
import { EntryLinkButton, RolledBackBy } from "./entry-links"
import { useHistoryLabels } from "./field-labels"
import { entryOrder, OrderLink } from "./order-link"
import type { HistoryEntry } from "./types"
import { ValueBlock } from "./value-block"

type Props = {
  entry: HistoryEntry
  onOpenEntry: (id: string) => void
  chart?: ReactNode
}

/** All items of one history entry, values in full; `chart` goes between the values and the context data. */
export const EntryDetails = ({ entry, onOpenEntry, chart }: Props) => {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  const { format } = useShopTime()
  const unit = labels.unit(entry.field_name)
  return (
    <div className="flex flex-col gap-y-6">
      <dl className="flex flex-col gap-y-3">
        <DetailItem label={t("history.entry.field")}>
          {labels.field(entry)}
          {unit && <span className="text-ui-fg-subtle"> ({unit})</span>}
        </DetailItem>
        <DetailItem label={t("history.entry.product")}>
          <Link
            to={`/products/${entry.product_id}`}
            className="text-ui-fg-base focus-visible:shadow-borders-focus rounded-sm underline underline-offset-2 outline-none hover:text-ui-fg-subtle"
          >
            {entry.product_name || entry.product_id}
          </Link>
          {entry.product_number && (
            <span className="text-ui-fg-subtle"> · {entry.product_number}</span>
          )}
        </DetailItem>
        {entry.variant_id && (
          <DetailItem label={t("history.entry.variant")}>
            {entry.variant_id}
          </DetailItem>
        )}
        {entryOrder(entry) && (
          <DetailItem label={t("history.entry.order")}>
            <OrderLink entry={entry} />
          </DetailItem>
        )}
        <DetailItem label={t("history.entry.changedAt")}>
          {format(entry.changed_at)}
        </DetailItem>
        <ChangedByDetails
          by={entry.changed_by}
          source={entry.source}
          manual={entry.manual}
        />
        <DetailItem label={t("history.entry.comment")}>
          {entry.comment || (
            <span className="text-ui-fg-muted">{t("history.entry.none")}</span>
          )}
        </DetailItem>
        {entry.rolled_back_entry_id && (
          <DetailItem label={t("history.entry.rollsBack")}>
            <EntryLinkButton
              onClick={() => onOpenEntry(entry.rolled_back_entry_id!)}
            >
              {t("history.entry.showRolledBack")}
            </EntryLinkButton>
          </DetailItem>
        )}
        {entry.rolled_back_by && (
          <DetailItem label={t("history.entry.rolledBackBy")}>
            <RolledBackBy id={entry.rolled_back_by} onOpenEntry={onOpenEntry} />
          </DetailItem>
        )}
      </dl>
      <ValueBlock
        label={t("history.entry.oldValue")}
        value={entry.old_value}
        display={labels.side(entry, "old")}
      />
      <ValueBlock
        label={t("history.entry.newValue")}
        value={entry.new_value}
        display={labels.side(entry, "new")}
      />
      {chart}
      <ContextTable data={entry.context_data} />
    </div>
  )
}
