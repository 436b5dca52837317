import type { DataTableFilter, DataTableSortingState } from "@medusajs/ui"
import type { TFunction } from "i18next"
import {
  useListUrlState,
  type ListUrlState,
} from "../../hooks/use-list-url-state"
import { dateFilter } from "../../lib/date-filter"
import { toDayRange } from "../../lib/shop-days"
import type { HistorySort } from "../../../types/product-history"
import type { HistoryLabels } from "./field-labels"
import type { HistoryFilters } from "./types"

/** The history page's two views: every changed field, or one row per save. */
export type HistoryView = "entries" | "saves"

/** The filters a history list keeps in the URL, each its own parameter. */
export const HISTORY_FILTER_IDS = ["field_name", "source", "changed_at"]
const NEWEST_FIRST: DataTableSortingState = { id: "changed_at", desc: true }
/** What the API sorts entries by (HISTORY_ORDERS); saves only by time. */
const ENTRY_SORTS = ["changed_at", "field_name", "product_number"]
const SAVE_SORTS = ["changed_at"]

/** A history list's state in the URL: filters, search, sorting, page, page size and the open drawer. */
export const useHistoryListState = (view: HistoryView, prefix?: string) =>
  useListUrlState({
    filterIds: HISTORY_FILTER_IDS,
    defaultSort: NEWEST_FIRST,
    sortable: view === "saves" ? SAVE_SORTS : ENTRY_SORTS,
    prefix,
  })

const list = (value: unknown) =>
  Array.isArray(value) && value.length
    ? value.map(String).sort()
    : typeof value === "string" && value
      ? [value]
      : undefined

/**
 * The API's filters for the list's URL state (list, CSV and PDF alike): the
 * date filter as whole days, which the API reads in the shop's time zone.
 */
export function historyFilters(state: ListUrlState): HistoryFilters {
  const { filtering, sorting } = state
  const days = toDayRange(
    filtering.changed_at as Parameters<typeof toDayRange>[0]
  )
  const sort = sorting ?? NEWEST_FIRST
  return {
    field_name: list(filtering.field_name),
    source: list(filtering.source),
    from: days.$gte,
    to: days.$lte,
    q: state.search.trim() || undefined,
    order: `${sort.desc ? "-" : ""}${sort.id}` as HistorySort,
  }
}

/** The lists' filters: field (by its label), source (without: one product's widget) and date with presets in the shop's zone. */
export function historyFilterDefs(
  labels: HistoryLabels,
  zone: string,
  t: TFunction,
  {
    sources = true,
    language = "en",
  }: { sources?: boolean; language?: string } = {}
): DataTableFilter[] {
  return [
    {
      id: "field_name",
      type: "multiselect",
      label: t("history.filters.field"),
      options: labels.fieldOptions,
      searchable: true,
    },
    ...(sources
      ? [
          {
            id: "source",
            type: "multiselect" as const,
            label: t("history.filters.source"),
            options: labels.sourceOptions,
            searchable: false,
          },
        ]
      : []),
    dateFilter("changed_at", t("history.filters.date"), zone, t, language),
  ]
}
