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
  FieldGroup,
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
// The tracked fields, sources and limits, declared once in the module (the file imports nothing a browser lacks).
export {
  HISTORY_SOURCES,
  PRICE_FIELDS,
  PRODUCT_FIELDS,
  ROLLBACK_COMMENT_MAX_LENGTH,
  STOCK_FIELDS,
  VARIANT_FIELDS,
  VARIANT_RELATIONS,
} from "../../modules/product-history/types"
