/** Sources a history entry can name; `plugin:history:add --source` may also carry free text. */
export const HISTORY_SOURCES = [
  "admin",
  "api",
  "cli",
  "import",
  "job",
  "database",
  "subscriber",
] as const
export type HistorySource = (typeof HISTORY_SOURCES)[number]

/** Fields holding numbers (dimensions), on products and on variants alike. */
export const NUMBER_FIELDS = ["weight", "length", "height", "width"] as const
/** Fields holding true or false. */
export const BOOLEAN_FIELDS = [
  "discountable",
  "is_giftcard",
  "manage_inventory",
  "allow_backorder",
] as const

/** Dimensions and customs data, on products and on variants alike. */
const PHYSICAL_FIELDS = [
  ...NUMBER_FIELDS,
  "material",
  "hs_code",
  "origin_country",
  "mid_code",
] as const

/** Product columns the capture compares, as they are (see capture/sql/state.ts). */
export const PRODUCT_COLUMNS = [
  "title",
  "subtitle",
  "description",
  "handle",
  "status",
  "thumbnail",
  ...PHYSICAL_FIELDS,
  "discountable",
  "is_giftcard",
  "external_id",
] as const

/** Product relations the capture compares as `{id, title|value|name}` (lists ordered). */
export const PRODUCT_RELATIONS = [
  "collection",
  "type",
  "tags",
  "categories",
  "images",
  "sales_channels",
  "options",
] as const

/** Product-level fields the capture triggers compare: the one list the capture SQL is generated from. */
export const PRODUCT_FIELDS = [
  ...PRODUCT_COLUMNS,
  ...PRODUCT_RELATIONS,
] as const

/** Variant-level fields; a variant entry uses the variant's SKU as product number. */
export const VARIANT_FIELDS = [
  "sku",
  "ean",
  "upc",
  "barcode",
  "title",
  "manage_inventory",
  "allow_backorder",
  ...PHYSICAL_FIELDS,
] as const

/** Variant relations the capture compares besides its columns: `options` is `{option title: value}`. */
export const VARIANT_RELATIONS = ["options"] as const

/**
 * Fields recorded but not rolled back: options and their values are shared
 * with other variants and decide which variants can exist, so they are
 * changed in the shop, where Medusa checks them.
 */
export const RECORD_ONLY_FIELDS = ["options"] as const

/** Prices: `price.gross` for tax-inclusive prices, `price.net` otherwise; context holds currency, list and rules. */
export const PRICE_FIELDS = ["price.gross", "price.net"] as const
/** Stock per location: `stock` is the stocked quantity, `stock.reserved` what orders hold of it. */
export const STOCK_FIELDS = ["stock", "stock.reserved"] as const

/** Who made a change, as the capture triggers receive it (JSON in the `plugin_history.actor` setting). */
export type HistoryActor = {
  source: string
  userId?: string | null
  integrationId?: string | null
  /** A Medusa secret API key; its title is the display name. */
  apiKeyId?: string | null
  /** Display name when the caller already knows it (integration label); users are resolved in SQL. */
  changedBy?: string | null
  /** Set by rollback: the comment and link go onto the entry of this field only. */
  comment?: string | null
  rolledBackEntryId?: string | null
  field?: string | null
  /** The save: every entry written in this scope shares it (HTTP requests); else one per transaction. */
  changeSetId?: string | null
  /** Set by rollback: the state its write expects to find (rollback-guard.ts). */
  expect?: RollbackGuard | null
}

/** One comparison the capture makes against the locked state before a rollback's write. */
export type GuardCheck = { path: string[]; value: unknown; except?: string }

/** What a rollback expects of one product, variant, price set or inventory level when its write takes the lock. */
export type RollbackGuard = {
  /** One write's guard: recorded when it passed (plugin_product_history_guard_passed), so later transactions of that write continue it. */
  id: string
  kind: "product" | "variant" | "price_set" | "inventory_level"
  key: string
  checks: GuardCheck[]
}

/** The longest reason a rollback may give (stored in the comment of the entry it writes); the admin UI's field stops there too. */
export const ROLLBACK_COMMENT_MAX_LENGTH = 500
