import { useState } from "react"
import { useChangeSetList } from "../../hooks/api/product-history-change-sets"
import { ChangeSetTable } from "./change-set-table"
import { EntryDrawer } from "./entry-drawer"
import { hasFilters } from "./filters"
import { HistoryPager } from "./history-pager"
import { PAGE_SIZE, type HistoryFilters } from "./types"
import { useFilterPaging } from "./use-filter-paging"

type Props = {
  /** `/admin/product-history` or `/admin/products/:id/history`. */
  path: string
  filters: HistoryFilters
}

/** A page of saves for these filters (paged by saves, each with the entries the filters match), with the detail drawer. */
export const ChangeSetList = ({ path, filters }: Props) => {
  const [offset, setOffset] = useFilterPaging(filters)
  const [openId, setOpenId] = useState<string>()

  const { data, isFetching, isError, error } = useChangeSetList(
    path,
    filters,
    offset,
    PAGE_SIZE
  )

  const sets = data?.change_sets ?? []
  return (
    <>
      <ChangeSetTable
        sets={sets}
        loading={isFetching}
        error={isError ? error : undefined}
        filtered={hasFilters(filters)}
        onOpenEntry={setOpenId}
      />
      {data && data.count > 0 && (
        <HistoryPager
          offset={data.offset}
          shown={sets.length}
          count={data.count}
          capped={data.count_capped}
          limit={PAGE_SIZE}
          noun="saves"
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
