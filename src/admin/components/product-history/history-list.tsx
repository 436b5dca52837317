import { useState } from "react"
import { useHistoryList } from "../../hooks/api/product-history"
import { EntryDrawer } from "./entry-drawer"
import { HistoryPager } from "./history-pager"
import { HistoryTable } from "./history-table"
import { PAGE_SIZE, type HistoryFilters } from "./types"

type Props = {
  /** `/admin/product-history` or `/admin/products/:id/history`. */
  path: string
  filters: HistoryFilters
  /** One product's history: no product column. */
  compact?: boolean
}

/** A page of history entries for these filters, with paging and the detail drawer. */
export const HistoryList = ({ path, filters, compact }: Props) => {
  const filterKey = JSON.stringify(filters)
  // Paging belongs to one set of filters: new filters start at the first page, in the same request.
  const [paging, setPaging] = useState({ filterKey, offset: 0 })
  const offset = paging.filterKey === filterKey ? paging.offset : 0
  const [openId, setOpenId] = useState<string>()

  const { data, isFetching, isError, error } = useHistoryList(
    path,
    filters,
    offset,
    PAGE_SIZE
  )

  const entries = data?.entries ?? []
  const filtered = Boolean(
    filters.field_name?.length || filters.from || filters.to || filters.q
  )
  return (
    <>
      <HistoryTable
        entries={entries}
        loading={isFetching}
        error={isError ? error : undefined}
        filtered={filtered}
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
          onOffset={(next) => setPaging({ filterKey, offset: next })}
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
