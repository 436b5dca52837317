import type { DataTableFilter } from "@medusajs/ui"
import type { UseQueryResult } from "@tanstack/react-query"
import { useMemo } from "react"
import { DataList } from "../common/data-list"
import type { ListUrlState } from "../../hooks/use-list-url-state"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { useEntryColumns } from "./entry-columns"
import { useHistoryLabels } from "./field-labels"
import { historyFilterDefs } from "./history-list-state"
import { saveTarget, useSaveColumns } from "./save-columns"
import type { ChangeSetListResponse, HistoryListResponse } from "./types"

type Common = {
  state: ListUrlState
  /** Opens a row in the drawer: an entry's id or `save:<id>`. */
  onOpen: (target: string) => void
  filters: DataTableFilter[]
}

/** The lists' filters in the admin's language, with the date presets in the shop's zone; `stock`: stock movements are shown. */
export function useHistoryFilterDefs({
  sources = true,
  stock = true,
}: { sources?: boolean; stock?: boolean } = {}) {
  const { t, i18n } = usePluginTranslation()
  const labels = useHistoryLabels()
  const { zone } = useShopTime()
  const language = i18n.language
  return useMemo(
    () => historyFilterDefs(labels, zone, t, { sources, stock, language }),
    [labels, zone, t, sources, stock, language]
  )
}

/** What the count is when it is not an exact count: more than the list reaches, or an estimate. */
function countNote(
  page: { count_capped: boolean; count_estimated: boolean } | undefined,
  t: ReturnType<typeof usePluginTranslation>["t"]
): string | undefined {
  if (page?.count_capped) return t("history.list.countCapped")
  if (page?.count_estimated) return t("history.list.countEstimated")
  return undefined
}

/** Entries, one row per changed field: the whole shop's (with search) or one product's (`compact`). */
export const HistoryEntriesList = ({
  state,
  onOpen,
  filters,
  query,
  compact = false,
}: Common & {
  query: UseQueryResult<HistoryListResponse>
  compact?: boolean
}) => {
  const { t } = usePluginTranslation()
  const columns = useEntryColumns(onOpen, compact)
  return (
    <DataList
      label={t("history.list.entriesLabel")}
      columns={columns}
      data={query.data?.entries}
      rowCount={query.data?.count ?? 0}
      countNote={countNote(query.data, t)}
      getRowId={(entry) => entry.id}
      query={query}
      state={state}
      filters={filters}
      searchable={!compact}
      searchPlaceholder={t("history.list.search")}
      onRowClick={(entry) => onOpen(entry.id)}
      empty={
        compact
          ? {
              heading: t("history.list.productEmptyHeading"),
              description: t("history.list.productEmptyText"),
            }
          : {
              heading: t("history.list.emptyHeading"),
              description: t("history.list.emptyText"),
            }
      }
    />
  )
}

/** Saves, one row per save with the entries the filters match. */
export const HistorySavesList = ({
  state,
  onOpen,
  filters,
  query,
}: Common & { query: UseQueryResult<ChangeSetListResponse> }) => {
  const { t } = usePluginTranslation()
  const columns = useSaveColumns(onOpen)
  return (
    <DataList
      label={t("history.list.savesLabel")}
      columns={columns}
      data={query.data?.change_sets}
      rowCount={query.data?.count ?? 0}
      countNote={countNote(query.data, t)}
      getRowId={(set) => set.change_set_id}
      query={query}
      state={state}
      filters={filters}
      searchable
      searchPlaceholder={t("history.list.search")}
      onRowClick={(set) => onOpen(saveTarget(set.change_set_id))}
      empty={{
        heading: t("history.list.emptyHeading"),
        description: t("history.list.emptyText"),
      }}
    />
  )
}
