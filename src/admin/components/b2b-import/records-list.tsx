import { Button } from "@medusajs/ui"
import { useMemo } from "react"
import { useNavigate } from "react-router-dom"
import { useProfiles } from "../../hooks/api/b2b-profiles"
import { useRecords } from "../../hooks/api/b2b-records"
import { useListUrlState } from "../../hooks/use-list-url-state"
import { usePluginTranslation } from "../../lib/i18n"
import { DataList } from "../common/data-list"
import { RECORD_SORTS, useRecordColumns } from "./records-columns"
import { useBulkProcess } from "./records-bulk"
import {
  RECORD_FILTER_IDS,
  recordQuery,
  useRecordFilters,
} from "./records-filters"

const DEFAULT_SORT = { id: "created_at", desc: true }

/**
 * The uploaded order files: filters (status, needs attention, profile, days
 * received), search, sorting and page in the URL, so that reload and Back
 * from a record show the same list; a row opens its record.
 */
export const RecordsList = () => {
  const { t } = usePluginTranslation()
  const navigate = useNavigate()
  const state = useListUrlState({
    filterIds: RECORD_FILTER_IDS,
    defaultSort: DEFAULT_SORT,
    sortable: RECORD_SORTS,
  })
  const { pageIndex, pageSize } = state.pagination
  const records = useRecords({
    ...recordQuery(state.filtering),
    q: state.search || undefined,
    order: state.sorting
      ? `${state.sorting.desc ? "-" : ""}${state.sorting.id}`
      : undefined,
    offset: pageIndex * pageSize,
    limit: pageSize,
  })
  const profiles = useProfiles()
  const profileNames = useMemo(
    () =>
      profiles.data
        ? new Map(profiles.data.map((p) => [p.id, p.name]))
        : undefined,
    [profiles.data]
  )
  const columns = useRecordColumns(profileNames)
  const filters = useRecordFilters(profiles.data)
  const bulk = useBulkProcess(records.data?.records)

  const attention = state.filtering.attention === "true"
  const toggleAttention = () => {
    const { attention: _, ...rest } = state.filtering
    state.setFiltering(attention ? rest : { ...rest, attention: "true" })
  }
  const count = records.data?.needs_attention_count

  return (
    <>
      {bulk.panel}
      <DataList
        label={t("import.list.label")}
        columns={columns}
        data={records.data?.records}
        rowCount={records.data?.count ?? 0}
        getRowId={(r) => r.id}
        query={records}
        state={state}
        filters={filters}
        searchable
        searchPlaceholder={t("import.list.searchPlaceholder")}
        onRowClick={(r) => navigate(`/b2b-import/${r.id}`)}
        commands={bulk.commands}
        selection={bulk.selection}
        empty={{
          heading: t("import.list.emptyHeading"),
          description: t("import.list.emptyText"),
        }}
        toolbarExtra={
          <>
            <Button
              size="small"
              variant={attention ? "primary" : "secondary"}
              aria-pressed={attention}
              onClick={toggleAttention}
            >
              {count === undefined
                ? t("import.list.needsAttention")
                : t("import.list.needsAttentionCount", { count })}
            </Button>
            {bulk.toggle}
          </>
        }
      />
    </>
  )
}
