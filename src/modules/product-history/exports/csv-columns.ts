import { displayValue } from "../display"
import type { HistoryExportRow } from "../repositories/export-reads"
import { neutraliseFormula } from "./spreadsheet-safe"

/**
 * The CSV export's columns, in order: the record key and its header. This is
 * the file's format, the same from both dialects and documented in
 * docs/product-history.md; a change here is a change of that format. Context
 * data gets one column per kind (currency, price list, region, quantities,
 * location) and, whole, the last column.
 */
export const CSV_COLUMNS = [
  ["changedAt", "Changed at"],
  ["productNumber", "Product number"],
  ["productName", "Product name"],
  ["fieldName", "Field"],
  ["oldValue", "Old value"],
  ["newValue", "New value"],
  ["currency", "Currency"],
  ["oldValueFormatted", "Old value (formatted)"],
  ["newValueFormatted", "New value (formatted)"],
  ["priceList", "Price list"],
  ["region", "Region"],
  ["minQuantity", "Min quantity"],
  ["maxQuantity", "Max quantity"],
  ["location", "Location"],
  ["changedBy", "Changed by"],
  ["source", "Source"],
  ["manual", "Written by hand"],
  ["comment", "Comment"],
  ["id", "Entry ID"],
  ["productId", "Product ID"],
  ["variantId", "Variant ID"],
  ["rolledBackEntryId", "Rolled back entry ID"],
  ["contextData", "Context data"],
] as const

type ColumnKey = (typeof CSV_COLUMNS)[number][0]
/** Cells by column; an empty cell is undefined (json2csv writes nothing for it without looking further). */
export type CsvRecord = Record<ColumnKey, string | undefined>

/**
 * A value as one cell: text as it is, numbers and booleans as written (a
 * number with a decimal comma where the spreadsheet expects one), other JSON
 * compact; formulas neutralised.
 */
function cell(value: unknown, decimalComma: boolean): string | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === "string") return neutraliseFormula(value)
  if (typeof value === "number")
    return neutraliseFormula(
      decimalComma ? String(value).replace(".", ",") : String(value)
    )
  if (typeof value === "boolean") return neutraliseFormula(String(value))
  return neutraliseFormula(JSON.stringify(value))
}

const text = (value: string | null): string | undefined =>
  value === null || value === "" ? undefined : neutraliseFormula(value)

// displayValue reads the currency from a context; one per currency serves every row.
const currencyContexts = new Map<string, { currency_code: string }>()
const currencyContext = (code: string | null) => {
  if (code === null) return null
  let context = currencyContexts.get(code)
  if (!context) currencyContexts.set(code, (context = { currency_code: code }))
  return context
}

/**
 * One entry as a CSV record. Values and display values are those of the list
 * (the detail view's, never shortened); `changedAt` is written by
 * `formatTime` (the shop's time zone); `decimalComma` for a file separated by
 * semicolons, which spreadsheets set to a decimal comma open.
 */
export function toCsvRecord(
  row: HistoryExportRow,
  formatTime: (epochMs: number) => string,
  decimalComma = false
): CsvRecord {
  const context = currencyContext(row.currency_code)
  return {
    changedAt: formatTime(row.changed_at_ms),
    productNumber: text(row.product_number),
    productName: text(row.product_name),
    fieldName: text(row.field_name),
    oldValue: cell(row.old_value, decimalComma),
    newValue: cell(row.new_value, decimalComma),
    currency:
      row.currency_code === null
        ? undefined
        : text(row.currency_code.toUpperCase()),
    oldValueFormatted: text(
      displayValue(row.field_name, row.old_value, context, true)
    ),
    newValueFormatted: text(
      displayValue(row.field_name, row.new_value, context, true)
    ),
    priceList: text(row.price_list_id),
    region: text(row.region_id),
    minQuantity: text(row.min_quantity),
    maxQuantity: text(row.max_quantity),
    location: text(row.location_name),
    changedBy: text(row.changed_by ?? row.source),
    source: text(row.source),
    manual: row.manual ? "yes" : undefined,
    comment: text(row.comment),
    id: text(row.id),
    productId: text(row.product_id),
    variantId: text(row.variant_id),
    rolledBackEntryId: text(row.rolled_back_entry_id),
    contextData: text(row.context_json),
  }
}
