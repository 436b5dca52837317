import { useState } from "react"
import { useHistoryList } from "../../hooks/api/product-history"
import { EntryDrawer } from "./entry-drawer"
import { hasFilters } from "./filters"
import { HistoryPager } from "./history-pager"
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
  const [openId, setOpenId] = useState<string>()

  const { data, isFetching, isError, error } = useHistoryList(
    path,
    filters,
    offset,
    PAGE_SIZE
  )

  const entries = data?.entries ?? []
  return (
    <>
      <HistoryTable
        entries={entries}
        loading={isFetching}
        error={isError ? error : undefined}
        filtered={hasFilters(filters)}
        onOpen={setOpenId}
        compact={compact}
      />
      {data && data.count > 0 && (
        <HistoryPager
          offset={data.offset}
          shown={entries.length}
          count={data.count}
          capped={data.count_capped}
          limit={PAGE_SIZE}
          onOffset={setOffset}
        />
      )}
      <EntryDrawer
        entryId={openId}
        onOpenEntry={setOpenId}
        onClose={() => setOpenId(undefined)}
      />
    </>
  )
}
