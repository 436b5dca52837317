import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import { ChangeCell } from "./change-cell"
import { useHistoryLabels } from "./field-labels"
import { ChangedByCell, OpenTimeCell, historySort } from "./history-cells"
import { OrderLink } from "./order-link"
import { ProductCell } from "./product-cell"
import type { HistoryEntry } from "./types"
import { useListTime } from "./use-list-time"

const column = createDataTableColumnHelper<HistoryEntry>()

/**
 * The columns of a list of entries: when (the key cell, whose button opens
 * the drawer), product, field (with the order that moved the stock, if
 * any), old → new, by whom. `compact` (one product's widget): no product
 * column, the variant's number under the field.
 */
export function useEntryColumns(onOpen: (id: string) => void, compact = false) {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  const time = useListTime()
  return useMemo(
    () => [
      column.accessor("changed_at", {
        ...historySort(t, t("history.columns.changedAt"), "time"),
        cell: ({ row }) => (
          <OpenTimeCell
            target={row.original.id}
            label={t("history.row.openEntry", {
              field: labels.field(row.original),
              time: time(row.original.changed_at),
            })}
            onOpen={onOpen}
            entries={[row.original]}
          >
            {time(row.original.changed_at)}
          </OpenTimeCell>
        ),
      }),
      ...(compact
        ? []
        : [
            column.accessor("product_number", {
              ...historySort(t, t("history.columns.product"), "text"),
              cell: ({ row }) => (
                <div className="max-w-[150px]">
                  <ProductCell entry={row.original} />
                </div>
              ),
            }),
          ]),
      column.accessor("field_name", {
        ...historySort(t, t("history.columns.field"), "text"),
        cell: ({ row }) => (
          <div className="flex max-w-[140px] flex-col">
            <span className="truncate" title={row.original.field_name}>
              {labels.field(row.original)}
            </span>
            {compact && row.original.variant_id && (
              <span className="text-ui-fg-subtle txt-compact-xsmall truncate">
                {row.original.product_number}
              </span>
            )}
            <OrderLink entry={row.original} inRow />
          </div>
        ),
      }),
      column.display({
        id: "change",
        header: t("history.columns.change"),
        cell: ({ row }) => <ChangeCell entry={row.original} />,
      }),
      column.accessor("changed_by", {
        header: t("history.columns.changedBy"),
        truncateTooltip: false,
        cell: ({ row }) => (
          <ChangedByCell
            by={row.original.changed_by}
            source={row.original.source}
            manual={row.original.manual}
          />
        ),
      }),
    ],
    [t, labels, time, onOpen, compact]
  )
}
