import type { FieldGroup, HistoryFilterInput, HistorySort } from "../filters"

/** The list orders in words; the default (newest first) goes unsaid. */
const ORDER_WORDS: Record<HistorySort, string | undefined> = {
  "-changed_at": undefined,
  changed_at: "oldest first",
  field_name: "by field, A to Z",
  "-field_name": "by field, Z to A",
  product_number: "by product number, A to Z",
  "-product_number": "by product number, Z to A",
}

/** The field groups in words. */
const GROUP_WORDS: Record<FieldGroup, string> = {
  catalogue: "catalogue changes (no stock movements)",
  stock: "stock movements (stock, stock.reserved)",
}

/** Values named per filter; a list of thousands of product ids would fill pages (and cost a lookup each). */
export const MAX_LISTED_VALUES = 20

/**
 * The filters of an export in words, as a printed document states them:
 * `Filters: field title, price.gross; from 2026-11-01; source api`. Dates
 * are shown as they were given (a date covers that whole day in the shop's
 * time zone); products by their number where `productLabel` knows it
 * (asked for the first MAX_LISTED_VALUES only).
 */
export function describeHistoryFilters(
  filters: Partial<HistoryFilterInput>,
  productLabel: (productId: string) => string = (id) => id
): string {
  const parts: string[] = []
  const list = (
    name: string,
    values: string[] | undefined,
    label = (value: string) => value
  ) => {
    if (!values?.length) return
    const shown = values.slice(0, MAX_LISTED_VALUES).map(label).join(", ")
    const more = values.length - MAX_LISTED_VALUES
    parts.push(`${name} ${shown}${more > 0 ? ` and ${more} more` : ""}`)
  }
  if (filters.field_group) parts.push(GROUP_WORDS[filters.field_group])
  list("field", filters.field_name)
  if (filters.from) parts.push(`from ${filters.from}`)
  if (filters.to) parts.push(`to ${filters.to}`)
  list("source", filters.source)
  list("product", filters.product_id, productLabel)
  if (filters.q) parts.push(`product number or name containing "${filters.q}"`)
  const order = filters.order ? ORDER_WORDS[filters.order] : undefined
  if (order) parts.push(`each product's entries ${order}`)
  return `Filters: ${parts.length ? parts.join("; ") : "none, all entries"}`
}
