import { Table } from "@medusajs/ui"
import { useEffect, useState } from "react"

type PageQuery<T extends { count: number }> = (
  offset: number,
  limit: number
) => { data?: T }

/**
 * One page of a settings list through `useList` (one of the list queries),
 * with the paging state; after deleting the last row of a page it steps back
 * to a page that has rows.
 */
export function usePagedList<
  T extends { count: number },
  Q extends ReturnType<PageQuery<T>>,
>(useList: (offset: number, limit: number) => Q, pageSize: number) {
  const [pageIndex, setPageIndex] = useState(0)
  const list = useList(pageIndex * pageSize, pageSize)
  const count = list.data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / pageSize))
  useEffect(() => {
    if (pageIndex > 0 && pageIndex >= pageCount) setPageIndex(pageCount - 1)
  }, [pageIndex, pageCount])
  return {
    list,
    count,
    paging: { pageIndex, setPageIndex, pageCount, pageSize, count },
  }
}

/** Medusa's table pagination for a settings list. */
export const ListPagination = ({
  paging,
}: {
  paging: ReturnType<typeof usePagedList>["paging"]
}) => {
  const { pageIndex, setPageIndex, pageCount, pageSize, count } = paging
  return (
    <Table.Pagination
      count={count}
      pageSize={pageSize}
      pageIndex={pageIndex}
      pageCount={pageCount}
      canPreviousPage={pageIndex > 0}
      canNextPage={pageIndex + 1 < pageCount}
      previousPage={() => setPageIndex((p) => Math.max(0, p - 1))}
      nextPage={() => setPageIndex((p) => p + 1)}
    />
  )
}
