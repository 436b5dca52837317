import { useChangeSetList } from "../../hooks/api/product-history-change-sets"
import { ChangeSetTable } from "./change-set-table"
import { hasFilters } from "./filters"
import { HistoryListFrame } from "./history-list-frame"
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
  const { data, isFetching, isError, error } = useChangeSetList(
    path,
    filters,
    offset,
    PAGE_SIZE
  )
  const sets = data?.change_sets ?? []
  return (
    <HistoryListFrame
      page={data}
      shown={sets.length}
      noun="saves"
      onOffset={setOffset}
      table={(open) => (
        <ChangeSetTable
          sets={sets}
          loading={isFetching}
          error={isError ? error : undefined}
          filtered={hasFilters(filters)}
          onOpenEntry={open}
        />
      )}
    />
  )
}
