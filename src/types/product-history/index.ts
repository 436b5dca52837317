/**
 * The product history's types, one source for the server and the admin UI:
 * derived from the module's code, never copied.
 */
export type {
  AdminChangeSetView,
  AdminHistoryEntryView,
  ChangeSetView,
  HistoryEntryView,
} from "../../modules/product-history/entry-view"
export type { RollbackRefusal } from "../../modules/product-history/rollback-refusal"
export type {
  HistoryFilterInput,
  HistorySort,
  TotalCountMode,
} from "../../modules/product-history/filters"
export type {
  PriceSeries,
  PriceSeriesLine,
} from "../../modules/product-history/price-series-types"
export type { HistoryEntryRow } from "../../modules/product-history/repositories/entry-reads"
export type {
  CaptureState,
  CaptureStatus,
} from "../../modules/product-history/capture/status"
