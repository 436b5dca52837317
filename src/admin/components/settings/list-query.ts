import { useEffect } from "react"
import type { ListQuery } from "../../hooks/api/plugin-access"
import type { ListUrlState } from "../../hooks/use-list-url-state"

/** Paging, order and search of a list's URL state as the API's `offset`, `limit`, `order` and `q`. */
export function pageQuery(state: ListUrlState): ListQuery {
  const { pageIndex, pageSize } = state.pagination
  return {
    offset: pageIndex * pageSize,
    limit: pageSize,
    order: state.sorting
      ? `${state.sorting.desc ? "-" : ""}${state.sorting.id}`
      : undefined,
    q: state.search.trim() || undefined,
  }
}

/** A filter's chosen values (multiselect), or undefined when none. */
export function chosen(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length
    ? value.map((v) => String(v))
    : undefined
}

/**
 * Steps back to the last page with rows when the page in the URL has none
 * any more (after deleting its last row, or an old link).
 */
export function useClampedPage(state: ListUrlState, count: number | undefined) {
  const { pageIndex, pageSize } = state.pagination
  useEffect(() => {
    if (count === undefined || pageIndex === 0) return
    const last = Math.max(0, Math.ceil(count / pageSize) - 1)
    if (pageIndex > last) state.setPagination({ pageIndex: last, pageSize })
  }, [count, pageIndex, pageSize])
}
