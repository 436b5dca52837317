import { isPriceField } from "./display"
import type { HistoryEntryRow } from "./repositories/entry-reads"
import { PRODUCT_FIELDS, RECORD_ONLY_FIELDS, VARIANT_FIELDS } from "./types"

/**
 * Why an entry can never be rolled back, whatever the shop holds now: the
 * codes the admin answers carry (`rollback_refusal`) so that the screens
 * disable "Roll back" with the reason instead of offering what the server
 * refuses. Refusals that depend on the shop's state now (a product deleted
 * since, a field changed since) are not among them: they are answered when
 * the rollback is tried.
 */
export const ROLLBACK_REFUSALS = [
  /** The entry records a product or variant being created. */
  "record_created",
  /** The entry records a product or variant being deleted. */
  "record_deleted",
  /** Options and option values: shared with other variants, changed in the shop. */
  "options",
  /** Written by hand (plugin:history:add): a claim, not a captured change. */
  "manual",
  /** A price of a price list: changed in that price list. */
  "price_list",
  /** The first stock at a location: there was no stock level to go back to. */
  "first_stock",
  /** Reserved stock: orders manage it. */
  "reserved_stock",
  /** A field the shop does not store (free text typed in, an unknown name). */
  "not_stored",
] as const
export type RollbackRefusal = (typeof ROLLBACK_REFUSALS)[number]

/**
 * What the capture keeps beside a price or stock entry (capture/sql/flush.ts):
 * a price's currency, list, rules, tier and price set; a stock level's
 * location and ids.
 */
export type EntryContext = {
  price_id?: string
  price_set_id?: string
  price_list_id?: string | null
  currency_code?: string
  amount?: number
  rules?: Record<string, string>
  min_quantity?: unknown
  max_quantity?: unknown
  inventory_level_id?: string
  inventory_item_id?: string
  location_id?: string
  location_name?: string | null
}

/** An entry's context as the capture wrote it (an empty one when it wrote none). */
export const entryContext = (entry: Pick<HistoryEntryRow, "context_data">) =>
  (entry.context_data ?? {}) as EntryContext

type EntryFacts = Pick<
  HistoryEntryRow,
  | "field_name"
  | "variant_id"
  | "manual"
  | "old_value"
  | "new_value"
  | "context_data"
>

const among = (list: readonly string[], field: string) => list.includes(field)

/**
 * The one rule of which entries are always refused: the rollback itself
 * (rollback-target.ts) refuses with it, and the admin answers expose it.
 * null when a rollback may be tried (it can still meet a change made since).
 */
export function rollbackRefusal(entry: EntryFacts): RollbackRefusal | null {
  const field = entry.field_name
  const context = entryContext(entry)
  if (field === "product" || field === "variant")
    return entry.new_value == null ? "record_deleted" : "record_created"
  if (among(RECORD_ONLY_FIELDS, field)) return "options"
  if (entry.manual) return "manual"
  const metadata = field.startsWith("metadata.")
  if (!entry.variant_id && (among(PRODUCT_FIELDS, field) || metadata))
    return null
  if (entry.variant_id && isPriceField(field))
    return context.price_list_id ? "price_list" : null
  if (entry.variant_id && (among(VARIANT_FIELDS, field) || metadata))
    return null
  if (field === "stock" && entry.old_value == null) return "first_stock"
  if (field === "stock" && context.inventory_level_id) return null
  if (field === "stock.reserved") return "reserved_stock"
  return "not_stored"
}

/** The server's words for a refusal (the API's error detail), naming the entry and what to do instead. */
export function refusalMessage(
  entry: HistoryEntryRow,
  refusal: RollbackRefusal
) {
  const context = entryContext(entry)
  const number = entry.product_number ?? entry.product_id
  const record = entry.field_name === "product" ? "the product" : "the variant"
  const location = context.location_name ?? context.location_id
  switch (refusal) {
    case "record_deleted":
      return `Entry "${entry.id}" records the deletion of ${record} ${number}; create it again in the shop (the entry keeps its snapshot). A rollback changes one field.`
    case "record_created":
      return `Entry "${entry.id}" records the creation of ${record} ${number}; delete it in the shop. A rollback changes one field.`
    case "options":
      return `Entry "${entry.id}" records the ${entry.variant_id ? "option values of a variant" : "options of a product"}; options decide which variants exist and are shared with other variants, so change them in the shop. A rollback changes one field.`
    case "manual":
      return `Entry "${entry.id}" was written by hand (plugin:history:add): it records a change, it cannot be rolled back.`
    case "price_list":
      return `Entry "${entry.id}" is a price of price list ${context.price_list_id}; change it in that price list.`
    case "first_stock":
      return `Entry "${entry.id}" records the first stock at ${location}; there was no stock level to go back to. Change the stock instead.`
    case "reserved_stock":
      return `Entry "${entry.id}" records reserved stock, which orders manage; it cannot be rolled back.`
    case "not_stored":
      return `Entry "${entry.id}" (field "${entry.field_name}") was written by hand or names no field the shop stores; it cannot be rolled back.`
  }
}
