import { useHistoryList } from "../../hooks/api/product-history"
import { hasFilters } from "./filters"
import { HistoryListFrame } from "./history-list-frame"
import { HistoryTable } from "./history-table"
import { PAGE_SIZE, type HistoryFilters } from "./types"
import { useFilterPaging } from "./use-filter-paging"

type Props = {
  /** `/admin/product-history` or `/admin/products/:id/history`. */
  path: string
  filters: HistoryFilters
  /** One product's history: no product column. */
  compact?: boolean
}

/** A page of history entries for these filters, with paging and the detail drawer. */
export const HistoryList = ({ path, filters, compact }: Props) => {
  const [offset, setOffset] = useFilterPaging(filters)
  const { data, isFetching, isError, error } = useHistoryList(
    path,
    filters,
    offset,
    PAGE_SIZE
  )
  const entries = data?.entries ?? []
  return (
    <HistoryListFrame
      page={data}
      shown={entries.length}
      onOffset={setOffset}
      table={(open) => (
        <HistoryTable
          entries={entries}
          loading={isFetching}
          error={isError ? error : undefined}
          filtered={hasFilters(filters)}
          onOpen={open}
          compact={compact}
        />
      )}
    />
  )
}
