import { createDataTableColumnHelper, Text } from "@medusajs/ui"
import { useMemo } from "react"
import { Link } from "react-router-dom"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { cellText } from "./labels"
import { HeldBadge, RecordStatusBadge } from "./record-status-badge"
import type { InboundRecord } from "./types"

const column = createDataTableColumnHelper<InboundRecord>()

/** Column ids the records list sorts by (the API's `order`). */
export const RECORD_SORTS = [
  "created_at",
  "file_name",
  "external_order_number",
] as const

/**
 * The records list's columns: the file name (the row's one link, kept in
 * view when the table scrolls sideways), status, received, then the rest.
 */
export function useRecordColumns(profileNames?: Map<string, string>) {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  const text = (key: string) => ({
    sortLabel: t(`import.list.columns.${key}`),
    sortAscLabel: t("import.list.sort.az"),
    sortDescLabel: t("import.list.sort.za"),
  })
  return useMemo(
    () => [
      column.accessor("file_name", {
        header: t("import.list.columns.file_name"),
        meta: { name: t("import.list.columns.file_name") },
        enableSorting: true,
        ...text("file_name"),
        maxSize: 280,
        cell: ({ row }) => (
          <Link
            to={`/b2b-import/${row.original.id}`}
            className="text-ui-fg-interactive-hover hover:underline"
            // The row opens the record too: one navigation, one history entry.
            onClick={(e) => e.stopPropagation()}
          >
            {row.original.file_name}
          </Link>
        ),
      }),
      column.accessor("status", {
        header: t("import.list.columns.status"),
        meta: { name: t("import.list.columns.status") },
        truncateTooltip: false,
        cell: ({ row }) => (
          <span className="flex items-center gap-x-1">
            <RecordStatusBadge status={row.original.status} />
            {row.original.hold && <HeldBadge />}
          </span>
        ),
      }),
      column.accessor("created_at", {
        header: t("import.list.columns.created_at"),
        meta: { name: t("import.list.columns.created_at") },
        enableSorting: true,
        sortLabel: t("import.list.columns.created_at"),
        sortAscLabel: t("import.list.sort.oldest"),
        sortDescLabel: t("import.list.sort.newest"),
        cell: ({ getValue }) => time.format(getValue()),
      }),
      column.accessor("profile_id", {
        header: t("import.list.columns.profile"),
        meta: { name: t("import.list.columns.profile") },
        cell: ({ getValue }) =>
          !profileNames
            ? "–"
            : (profileNames.get(getValue()) ?? (
                <Text as="span" size="small" className="text-ui-fg-muted">
                  {t("import.list.deletedProfile")}
                </Text>
              )),
      }),
      column.accessor("external_order_number", {
        header: t("import.list.columns.external_order_number"),
        meta: { name: t("import.list.columns.external_order_number") },
        enableSorting: true,
        ...text("external_order_number"),
        cell: ({ getValue }) => cellText(getValue()),
      }),
      column.accessor("line_count", {
        header: t("import.list.columns.line_count"),
        meta: { name: t("import.list.columns.line_count") },
        align: "right",
        cell: ({ getValue }) => cellText(getValue()),
      }),
      column.accessor("uploaded_by", {
        header: t("import.list.columns.uploaded_by"),
        meta: { name: t("import.list.columns.uploaded_by") },
        cell: ({ getValue }) => cellText(getValue()),
      }),
    ],
    // t, the zone and the names are what the cells show.
    [t, time.zone, profileNames]
  )
}
