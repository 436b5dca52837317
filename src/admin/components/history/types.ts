import type {
  HistoryEntryView,
  PriceSeries,
  PriceSeriesLine,
} from "../../../types/product-history"

/** One product history entry as `/admin/product-history` answers it (the server's view is the one source). */
export type HistoryEntry = HistoryEntryView
export type { PriceSeries, PriceSeriesLine }

export type HistoryListResponse = {
  entries: HistoryEntry[]
  count: number
  count_capped: boolean
  offset: number
  limit: number
}

/** The filters the list, the CSV and the PDF export share (the API's snake_case names). */
export type HistoryFilters = {
  field_name?: string[]
  from?: string
  to?: string
  q?: string
  order: "-changed_at"
}

/** The tracked fields a clerk can filter by (`metadata.<key>` is free-form and not listed). */
export const FIELD_NAMES = [
  "title",
  "subtitle",
  "description",
  "handle",
  "status",
  "thumbnail",
  "weight",
  "length",
  "height",
  "width",
  "material",
  "hs_code",
  "origin_country",
  "mid_code",
  "discountable",
  "collection",
  "type",
  "tags",
  "categories",
  "sku",
  "ean",
  "upc",
  "barcode",
  "manage_inventory",
  "allow_backorder",
  "price.gross",
  "price.net",
  "stock",
  "stock.reserved",
] as const

export const PAGE_SIZE = 25

export const isPriceField = (field: string) =>
  field === "price.gross" || field === "price.net"
