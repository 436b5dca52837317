import type { DataTableFilter, DataTableSortingState } from "@medusajs/ui"
import type { TFunction } from "i18next"
import {
  useListUrlState,
  type ListUrlState,
} from "../../hooks/use-list-url-state"
import { dateFilter } from "../../lib/date-filter"
import { toDayRange } from "../../lib/shop-days"
import { STOCK_FIELDS, type HistorySort } from "../../../types/product-history"
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

/**
 * The URL parameter that adds stock movements (stock and reserved stock,
 * which orders move by the hundred) to the catalogue changes a list shows.
 */
export const STOCK_MOVEMENTS_PARAM = "stock_movements"

const isStockField = (name: string) =>
  (STOCK_FIELDS as readonly string[]).includes(name)

/** Whether a list shows stock movements: switched on, or asked for by name in its field filter. */
export function stockMovementsShown(state: ListUrlState): boolean {
  const fields = state.filtering.field_name
  return (
    state.param(STOCK_MOVEMENTS_PARAM) === "1" ||
    (Array.isArray(fields) && fields.map(String).some(isStockField))
  )
}

/** The field filter's options without the stock fields while stock movements are hidden. */
export const withoutStockFields = <T extends { value: string }>(
  options: T[]
): T[] => options.filter((o) => !isStockField(o.value))

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
 * date filter as whole days, which the API reads in the shop's time zone;
 * catalogue changes only unless stock movements are shown.
 */
export function historyFilters(state: ListUrlState): HistoryFilters {
  const { filtering, sorting } = state
  const days = toDayRange(
    filtering.changed_at as Parameters<typeof toDayRange>[0]
  )
  const sort = sorting ?? NEWEST_FIRST
  return {
    field_name: list(filtering.field_name),
    field_group: stockMovementsShown(state) ? undefined : "catalogue",
    source: list(filtering.source),
    from: days.$gte,
    to: days.$lte,
    q: state.search.trim() || undefined,
    order: `${sort.desc ? "-" : ""}${sort.id}` as HistorySort,
  }
}

/**
 * The lists' filters: field (by its label; the stock fields only while
 * stock movements are shown), source (without: one product's widget) and
 * date with presets in the shop's zone.
 */
export function historyFilterDefs(
  labels: HistoryLabels,
  zone: string,
  t: TFunction,
  {
    sources = true,
    stock = true,
    language = "en",
  }: { sources?: boolean; stock?: boolean; language?: string } = {}
): DataTableFilter[] {
  return [
    {
      id: "field_name",
      type: "multiselect",
      label: t("history.filters.field"),
      options: stock
        ? labels.fieldOptions
        : withoutStockFields(labels.fieldOptions),
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
