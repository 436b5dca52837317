import { createDataTableColumnHelper, Text } from "@medusajs/ui"
import { useMemo } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import { useHistoryLabels } from "./field-labels"
import { ChangedByCell, OpenTimeCell, historySort } from "./history-cells"
import { OrderLink } from "./order-link"
import { ProductLink } from "./product-cell"
import type { HistoryChangeSet, HistoryEntry } from "./types"
import { useListTime } from "./use-list-time"

const column = createDataTableColumnHelper<HistoryChangeSet>()

/** What the drawer's `open` starts with for a save (an entry's id alone opens the entry). */
export const SAVE_PREFIX = "save:"

/** What a save's row opens: the save in the drawer. */
export const saveTarget = (changeSetId: string) =>
  `${SAVE_PREFIX}${changeSetId}`

/** The products a save changed, each once, in the order of its entries. */
function productsOf(entries: HistoryEntry[]) {
  const seen = new Map<string, HistoryEntry>()
  for (const e of entries)
    if (!seen.has(e.product_id)) seen.set(e.product_id, e)
  return [...seen.values()]
}

/** The columns of the saves: when (the key cell, opening the save), which products, how many fields and which, by whom. */
export function useSaveColumns(onOpen: (target: string) => void) {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  const time = useListTime()
  return useMemo(
    () => [
      column.accessor("changed_at", {
        ...historySort(t, t("history.columns.savedAt"), "time"),
        cell: ({ row }) => (
          <OpenTimeCell
            target={saveTarget(row.original.change_set_id)}
            label={t("history.row.openSave", {
              time: time(row.original.changed_at),
            })}
            onOpen={onOpen}
            entries={row.original.entries}
          >
            {time(row.original.changed_at)}
          </OpenTimeCell>
        ),
      }),
      column.display({
        id: "products",
        header: t("history.columns.product"),
        cell: ({ row }) => {
          const [first, ...more] = productsOf(row.original.entries)
          return (
            <div className="flex max-w-[180px] flex-col">
              {first && <ProductLink entry={first} />}
              {more.length > 0 && (
                <Text size="xsmall" className="text-ui-fg-subtle">
                  {t("history.row.moreProducts", { count: more.length })}
                </Text>
              )}
              {/* An order's stock movements are a save of their own: it names the order. */}
              {first && <OrderLink entry={first} inRow />}
            </div>
          )
        },
      }),
      column.display({
        id: "fields",
        header: t("history.columns.fields"),
        cell: ({ row }) => {
          const names = [
            ...new Set(row.original.entries.map((e) => e.field_name)),
          ].map(labels.field)
          return (
            <div className="flex max-w-[260px] flex-col">
              <span>
                {t("history.row.fieldCount", {
                  count: row.original.entries.length,
                })}
              </span>
              <span
                className="text-ui-fg-subtle truncate"
                title={names.join(", ")}
              >
                {names.join(", ")}
              </span>
            </div>
          )
        },
      }),
      column.accessor("changed_by", {
        header: t("history.columns.changedBy"),
        truncateTooltip: false,
        cell: ({ row }) => (
          <ChangedByCell
            by={row.original.changed_by}
            source={row.original.source}
          />
        ),
      }),
    ],
    [t, labels, time, onOpen]
  )
}
