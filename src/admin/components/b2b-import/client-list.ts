import type { DataTableFilteringState } from "@medusajs/ui"
import { useMemo } from "react"
import type { ListUrlState } from "../../hooks/use-list-url-state"

type Options<T> = {
  /** The text a search looks in. */
  text: (row: T) => string
  /** Whether a row passes one filter's value. */
  matches: (row: T, id: string, value: unknown) => boolean
  /** The value a column sorts by. */
  sortValue: (row: T, id: string) => string | number
}

/** A filter's value as a list of strings (a multiselect's list, a radio's one value). */
export const valuesOf = (value: unknown): string[] =>
  [value].flat().filter((v): v is string => typeof v === "string")

/**
 * One page of a short list held whole in the browser (profiles, a profile's
 * mappings): the URL's search, filters, sorting and page applied here, as the
 * API does for long lists.
 */
export function useClientPage<T>(
  rows: T[] | undefined,
  state: ListUrlState,
  { text, matches, sortValue }: Options<T>
): { data: T[] | undefined; count: number } {
  const { search, filtering, sorting, pagination } = state
  return useMemo(() => {
    if (!rows) return { data: undefined, count: 0 }
    const term = search.trim().toLocaleLowerCase()
    // A filter just added, without a value yet, filters nothing.
    const active = Object.entries(filtering as DataTableFilteringState).filter(
      ([, value]) => valuesOf(value).length > 0
    )
    const found = rows.filter(
      (row) =>
        (!term || text(row).toLocaleLowerCase().includes(term)) &&
        active.every(([id, value]) => matches(row, id, value))
    )
    if (sorting) {
      const sign = sorting.desc ? -1 : 1
      found.sort((a, b) => {
        const x = sortValue(a, sorting.id)
        const y = sortValue(b, sorting.id)
        return (
          sign *
          (typeof x === "number" && typeof y === "number"
            ? x - y
            : String(x).localeCompare(String(y), undefined, { numeric: true }))
        )
      })
    }
    const start = pagination.pageIndex * pagination.pageSize
    return {
      data: found.slice(start, start + pagination.pageSize),
      count: found.length,
    }
    // The options are the caller's fixed rules.
  }, [rows, search, filtering, sorting, pagination])
}
