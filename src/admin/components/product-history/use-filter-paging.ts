import { useState } from "react"

/**
 * The offset of a list that belongs to one set of filters: new filters start
 * at the first page, in the same render (no request for the old offset).
 */
export function useFilterPaging(filters: unknown) {
  const filterKey = JSON.stringify(filters)
  const [paging, setPaging] = useState({ filterKey, offset: 0 })
  const offset = paging.filterKey === filterKey ? paging.offset : 0
  const setOffset = (next: number) => setPaging({ filterKey, offset: next })
  return [offset, setOffset] as const
}
