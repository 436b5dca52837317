import {
  Button,
  DataTable,
  useDataTable,
  type DataTableCommand,
  type DataTableFilter,
} from "@medusajs/ui"
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react"
import type { ListUrlState } from "../../hooks/use-list-url-state"
import { usePluginTranslation } from "../../lib/i18n"
import { ErrorState } from "./error-state"
import { useFocusBackToChip } from "./focus-back-to-chip"
import { useFocusNewFilter } from "./focus-new-filter"
import { useNameIconButtons } from "./name-icon-buttons"
import { PageSizeSelect } from "./page-size-select"
import {
  useRowSelection,
  type DataListColumns,
  type RowSelection,
} from "./select-column"

/** What a list reads from its react-query result. */
type ListQuery = {
  isLoading: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

export type DataListProps<T> = {
  /** Names the list for screen readers and in error texts, e.g. "Order files". */
  label: string
  columns: DataListColumns<T>
  data: T[] | undefined
  rowCount: number
  getRowId: (row: T) => string
  /**
   * The list's query, when it loads from the server: first load (skeleton
   * rows), later loads (rows stay, marked busy), a failure with Retry.
   * Without it the rows are already at hand.
   */
  query?: ListQuery
  state: ListUrlState
  filters?: DataTableFilter[]
  searchable?: boolean
  searchPlaceholder?: string
  /** Opens a row (a page or the drawer); rows also need a focusable key cell for keyboards. */
  onRowClick?: (row: T) => void
  commands?: DataTableCommand[]
  /**
   * With `commands`: named checkboxes and which rows may be chosen (without
   * it, DataTable's own unnamed select column). The choice is cleared once a
   * command has run or the commands are gone.
   */
  selection?: RowSelection<T>
  empty: { heading: string; description: string }
  /** Beside the search, e.g. a "needs attention" switch. */
  toolbarExtra?: ReactNode
  /** Under the pager: what the count is when it is not exact (estimated, or more than the list reaches). */
  countNote?: string
}

/**
 * Every list of the plugin: Medusa's DataTable with filters, sorting, search,
 * column choice, pagination with page size and an optional command bar for
 * bulk actions; its state lives in the URL (useListUrlState). A failed load
 * shows why with Retry; an empty result after filtering offers to clear them.
 * The table scrolls inside its container on narrow screens.
 */
export function DataList<T>(props: DataListProps<T>) {
  const { t } = usePluginTranslation()
  const { state } = props
  const isLoading = props.query?.isLoading ?? false
  const isFetching = props.query?.isFetching ?? false
  const error = props.query?.error
  const [visibility, setVisibility] = useState({})
  const root = useRef<HTMLElement>(null)
  const removeFilter = useCallback(
    (filter: string) => t("common.list.removeFilter", { filter }),
    [t]
  )
  useNameIconButtons(root, removeFilter, t("common.actions.actions"))
  const { columns, commands, rowSelection } = useRowSelection(
    props.columns,
    props.commands,
    props.selection
  )
  // A page past the end (an old link, or the last row of the last page deleted) shows the last page that has rows.
  const { pageIndex, pageSize } = state.pagination
  const lastPage = Math.max(0, Math.ceil(props.rowCount / pageSize) - 1)
  const pastEnd =
    !isLoading &&
    !isFetching &&
    !error &&
    props.data !== undefined &&
    pageIndex > lastPage
  useEffect(() => {
    if (pastEnd) state.setPagination({ pageIndex: lastPage, pageSize })
    // Only when the list learns it is past its end.
  }, [pastEnd, lastPage])
  useFocusBackToChip(root)
  const focusNewFilter = useFocusNewFilter(state.filtering, state.setFiltering)
  const table = useDataTable<T>({
    columns,
    data: props.data ?? [],
    getRowId: props.getRowId,
    rowCount: props.rowCount,
    isLoading,
    filters: props.filters,
    commands,
    rowSelection,
    filtering: {
      state: state.filtering,
      onFilteringChange: focusNewFilter,
    },
    sorting: { state: state.sorting, onSortingChange: state.setSorting },
    search: props.searchable
      ? { state: state.search, onSearchChange: state.setSearch, debounce: 300 }
      : undefined,
    pagination: {
      state: state.pagination,
      onPaginationChange: state.setPagination,
    },
    columnVisibility: {
      state: visibility,
      onColumnVisibilityChange: setVisibility,
    },
    onRowClick: props.onRowClick
      ? (_event, row) => props.onRowClick?.(row)
      : undefined,
  })

  return (
    <section ref={root} aria-label={props.label} aria-busy={isFetching}>
      <DataTable instance={table}>
        <DataTable.Toolbar
          className="flex flex-wrap items-center justify-between gap-2"
          translations={{
            clearAll: t("common.list.clearFilters"),
            sort: t("common.list.sort"),
            columns: t("common.list.columns"),
          }}
        >
          <div className="flex flex-wrap items-center gap-2">
            {props.filters?.length ? (
              <span data-button-name={t("common.list.addFilter")}>
                <DataTable.FilterMenu tooltip={t("common.list.addFilter")} />
              </span>
            ) : null}
            {props.toolbarExtra}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {props.searchable && (
              <DataTable.Search
                placeholder={props.searchPlaceholder ?? t("common.list.search")}
                aria-label={props.searchPlaceholder ?? t("common.list.search")}
              />
            )}
            <span data-button-name={t("common.list.sort")}>
              <DataTable.SortingMenu tooltip={t("common.list.sort")} />
            </span>
            <span data-button-name={t("common.list.columns")}>
              <DataTable.ColumnVisibilityMenu
                tooltip={t("common.list.columns")}
              />
            </span>
          </div>
        </DataTable.Toolbar>
        {error ? (
          <ErrorState
            what={props.label}
            error={error}
            onRetry={() => void props.query?.refetch()}
          />
        ) : (
          <>
            <DataTable.Table
              emptyState={{
                empty: props.empty,
                filtered: {
                  heading: t("common.list.noMatchHeading"),
                  description: t("common.list.noMatchText"),
                },
              }}
            />
            {state.hasFilters && props.rowCount === 0 && !isLoading && (
              <div className="flex justify-center pb-6">
                <Button
                  size="small"
                  variant="secondary"
                  onClick={state.clearFilters}
                >
                  {t("common.list.clearFilters")}
                </Button>
              </div>
            )}
            <div className="flex flex-wrap items-center justify-between">
              <PageSizeSelect
                value={state.pagination.pageSize}
                onChange={(pageSize) =>
                  state.setPagination({ pageIndex: 0, pageSize })
                }
              />
              <div className="flex-1">
                <DataTable.Pagination
                  translations={{
                    of: t("common.list.of"),
                    results: t("common.list.results"),
                    pages: t("common.list.pages"),
                    prev: t("common.list.previous"),
                    next: t("common.list.next"),
                  }}
                />
              </div>
            </div>
            {props.countNote && (
              <p className="txt-compact-small text-ui-fg-subtle px-6 pb-4">
                {props.countNote}
              </p>
            )}
          </>
        )}
        {props.commands?.length ? (
          <DataTable.CommandBar
            selectedLabel={(count) => t("common.list.selected", { count })}
          />
        ) : null}
      </DataTable>
    </section>
  )
}
