import {
  HISTORY_SOURCES,
  PRICE_FIELDS,
  PRODUCT_FIELDS,
  STOCK_FIELDS,
  VARIANT_FIELDS,
  VARIANT_RELATIONS,
} from "../../../types/product-history"
import type {
  AdminChangeSetView,
  AdminHistoryEntryView,
  FieldGroup,
  HistorySort,
  PriceSeries,
  PriceSeriesLine,
  RollbackRefusal,
} from "../../../types/product-history"

/** One product history entry as `/admin/product-history` answers it (the server's view is the one source). */
export type HistoryEntry = AdminHistoryEntryView
export type { PriceSeries, PriceSeriesLine, RollbackRefusal }

/** One save: its entries together, when, by whom and from where (`group_by=change_set`). */
export type HistoryChangeSet = AdminChangeSetView

/** How a page of a history list is counted (entries, or saves when grouped). */
type HistoryPage = {
  count: number
  count_capped: boolean
  /** `count` is PostgreSQL's estimate: counting took too long. */
  count_estimated: boolean
  offset: number
  limit: number
}
export type HistoryListResponse = HistoryPage & { entries: HistoryEntry[] }
export type ChangeSetListResponse = HistoryPage & {
  change_sets: HistoryChangeSet[]
}

/** What a rollback (of an entry or of a save) sends: `force` over a change made since, `comment` the reason. */
export type RollbackInput = { force: boolean; comment?: string }

/** The filters the list, the CSV and the PDF export share (the API's names; `from`/`to` are days in the shop's zone). */
export type HistoryFilters = {
  field_name?: string[]
  /** `catalogue` leaves stock movements out (the lists' default); none: every entry. */
  field_group?: FieldGroup
  source?: string[]
  from?: string
  to?: string
  q?: string
  order: HistorySort
}

/** The tracked fields a clerk can filter by (`metadata.<key>` is free-form and not listed): the capture's own list, once. */
export const FIELD_NAMES = [
  ...new Set([
    ...PRODUCT_FIELDS,
    ...VARIANT_FIELDS,
    ...VARIANT_RELATIONS,
    ...PRICE_FIELDS,
    ...STOCK_FIELDS,
  ]),
]

/** The sources an entry can name (the console may also type its own). */
export const SOURCES: readonly string[] = HISTORY_SOURCES

export const isPriceField = (field: string) =>
  (PRICE_FIELDS as readonly string[]).includes(field)
