import type {
  DataTableFilteringState,
  DataTablePaginationState,
  DataTableSortingState,
} from "@medusajs/ui"
import { useCallback, useEffect, useMemo, useState } from "react"
import { useLocation, useNavigate, useSearchParams } from "react-router-dom"

export const PAGE_SIZES = [10, 20, 50, 100] as const

type Options = {
  /** Filter ids this list reads from the URL (each its own parameter). */
  filterIds: readonly string[]
  /** Sorting when the URL names none, e.g. { id: "created_at", desc: true }. */
  defaultSort?: DataTableSortingState
  defaultPageSize?: number
  /** Column ids the list may sort by; a URL naming another is ignored. */
  sortable?: readonly string[]
  /**
   * Put before every parameter's name, for a list on another page's URL (a
   * widget on the product page: `history_q`, `history_open`, …).
   */
  prefix?: string
}

const RANGE_KEYS = ["$gte", "$lte", "$gt", "$lt"]
const isDate = (value: unknown) =>
  typeof value === "string" && !Number.isNaN(new Date(value).getTime())

/**
 * A filter's value in the URL: strings as they are, anything else (arrays,
 * date ranges) as JSON. What no list can have written (broken JSON, a list
 * of objects, a range whose ends are not dates: a link edited by hand) is no
 * filter, rather than a page that fails to render.
 */
function readValue(raw: string): unknown {
  if (!raw.startsWith("[") && !raw.startsWith("{")) return raw
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (Array.isArray(value))
    return value.filter((item) =>
      ["string", "number", "boolean"].includes(typeof item)
    )
  if (value === null || typeof value !== "object") return undefined
  const range = Object.entries(value).filter(
    ([key, end]) => RANGE_KEYS.includes(key) && isDate(end)
  )
  return range.length ? Object.fromEntries(range) : undefined
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0)

/**
 * A list's search, filters, sorting, page and page size, and the record open
 * in its drawer, kept in the URL (`?q=…&status=…&sort=-created_at&page=2&size=50&open=…`),
 * so that reload, Back from a record page and a shared link show the same list.
 * List changes replace the URL entry; opening a drawer pushes one, so Back
 * closes the drawer instead of leaving the page. Shaped for Medusa's DataTable.
 */
export function useListUrlState({
  filterIds,
  defaultSort,
  defaultPageSize = 20,
  sortable,
  prefix = "",
}: Options) {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()

  /** `replace` the URL entry (list changes), `push` one (Back undoes it), or `open` a drawer (pushed and marked). */
  const update = useCallback(
    (
      changes: Record<string, string | null>,
      how: "replace" | "push" | "open" = "replace"
    ) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [name, value] of Object.entries(changes)) {
            const key = prefix + name
            if (value === null || value === "") next.delete(key)
            else next.set(key, value)
          }
          return next
        },
        // An opened drawer's entry is marked, so that closing it can go Back to it.
        {
          replace: how === "replace",
          state:
            how === "open"
              ? { opened: true }
              : how === "push"
                ? null
                : location.state,
        }
      ),
    [setParams, location.state, prefix]
  )
  const get = (name: string) => params.get(prefix + name)

  const search = get("q") ?? ""
  const sortParam = get("sort")
  const sorting = useMemo<DataTableSortingState | null>(() => {
    if (!sortParam) return defaultSort ?? null
    const desc = sortParam.startsWith("-")
    const id = desc ? sortParam.slice(1) : sortParam
    if (sortable && !sortable.includes(id)) return defaultSort ?? null
    return { id, desc }
  }, [sortParam, defaultSort, sortable])

  const filterKey = filterIds.map((id) => get(id) ?? "").join("\u0000")
  const applied = useMemo<DataTableFilteringState>(() => {
    const state: DataTableFilteringState = {}
    for (const id of filterIds) {
      const raw = get(id)
      const value = raw === null ? undefined : readValue(raw)
      if (!isEmpty(value)) state[id] = value
    }
    return state
    // filterKey holds exactly the parameters read here.
  }, [filterKey])
  // A filter just added from the filter menu has no value yet: it is not in the URL, but the
  // DataTable must see it (its chip opens the value picker) until it gets a value or is removed.
  const [pending, setPending] = useState<DataTableFilteringState>({})
  const filtering = useMemo<DataTableFilteringState>(
    () => ({ ...pending, ...applied }),
    [pending, applied]
  )
  // Once the URL has changed, it holds every filter with a value: only the empty ones stay pending.
  useEffect(() => {
    setPending((current) => {
      const empty = Object.entries(current).filter(([, value]) =>
        isEmpty(value)
      )
      return empty.length === Object.keys(current).length
        ? current
        : Object.fromEntries(empty)
    })
  }, [applied])

  const sizeParam = Number(get("size"))
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam)
    ? sizeParam
    : defaultPageSize
  const pageParam = Number(get("page"))
  const pageIndex =
    Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0
  const pagination = useMemo<DataTablePaginationState>(
    () => ({ pageIndex, pageSize }),
    [pageIndex, pageSize]
  )

  const setFiltering = useCallback(
    (next: DataTableFilteringState) => {
      // Until the URL has the new values (a navigation, rendered apart), the filters stay
      // here too: a chip must not vanish for one render, which would close its picker.
      setPending(
        Object.fromEntries(
          filterIds.filter((id) => id in next).map((id) => [id, next[id]])
        )
      )
      const changes: Record<string, string | null> = { page: null }
      for (const id of filterIds) {
        const value = next[id]
        changes[id] = isEmpty(value)
          ? null
          : typeof value === "string"
            ? value
            : JSON.stringify(value)
      }
      update(changes)
    },
    [filterIds, update]
  )

  return {
    search,
    setSearch: (q: string) => update({ q: q.trim() || null, page: null }),
    filtering,
    setFiltering,
    hasFilters: Object.keys(applied).length > 0 || search.trim() !== "",
    clearFilters: () => {
      setPending({})
      update({
        q: null,
        page: null,
        ...Object.fromEntries(filterIds.map((id) => [id, null])),
      })
    },
    sorting,
    setSorting: (s: DataTableSortingState) =>
      update({ sort: `${s.desc ? "-" : ""}${s.id}`, page: null }),
    pagination,
    setPagination: (p: DataTablePaginationState) =>
      update({
        page: p.pageIndex > 0 ? String(p.pageIndex + 1) : null,
        size: p.pageSize !== defaultPageSize ? String(p.pageSize) : null,
      }),
    /** The id of the record open in the list's drawer. */
    openId: get("open") ?? undefined,
    /**
     * Opens the drawer, pushing a history entry so that Back closes it; closing
     * goes Back when this page opened it, so the history holds no stale entry
     * (a drawer opened by a shared link closes in place).
     */
    setOpenId: (id: string | undefined) => {
      if (id) update({ open: id }, get("open") ? "replace" : "open")
      else if ((location.state as { opened?: boolean } | null)?.opened)
        navigate(-1)
      else update({ open: null })
    },
    /** Any other parameter of the page (a tab, a view); `push`: Back goes to the value before. */
    param: (key: string) => get(key) ?? undefined,
    setParam: (key: string, value: string | null, { push = false } = {}) =>
      update({ [key]: value, page: null }, push ? "push" : "replace"),
  }
}

export type ListUrlState = ReturnType<typeof useListUrlState>
