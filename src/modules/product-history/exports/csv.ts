import { Transform as CsvTransform } from "@json2csv/node"
import { Readable, Transform, Writable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { toEntryView } from "../entry-view"
import type { HistoryEntryRow } from "../repositories/entry-reads"
import { neutraliseFormula } from "./spreadsheet-safe"

/** The export's columns (its own file format, the same from both dialects) and where each comes from. */
const COLUMNS = {
  changedAt: "changed_at",
  productNumber: "product_number",
  productName: "product_name",
  fieldName: "field_name",
  oldValue: "old_value",
  newValue: "new_value",
  oldValueDisplay: "old_value_display",
  newValueDisplay: "new_value_display",
  changedBy: "changed_by",
  source: "source",
  contextData: "context_data",
  comment: "comment",
  id: "id",
  productId: "product_id",
  variantId: "variant_id",
  rolledBackEntryId: "rolled_back_entry_id",
} as const
const FIELDS = Object.keys(COLUMNS)

function cell(value: unknown): string {
  if (value === null || value === undefined) return ""
  return neutraliseFormula(
    typeof value === "string" ? value : JSON.stringify(value)
  )
}

/** Writes the rows as CSV (UTF-8 with BOM, CRLF, full display values, formulas neutralised) to `out`. */
export async function writeHistoryCsv(
  rows: Readable,
  out: Writable
): Promise<void> {
  const toRecord = new Transform({
    objectMode: true,
    transform(row: HistoryEntryRow, _enc, done) {
      const entry = toEntryView(row, true)
      done(
        null,
        Object.fromEntries(
          Object.entries(COLUMNS).map(([column, key]) => [
            column,
            cell(entry[key]),
          ])
        )
      )
    },
  })
  const csv = new CsvTransform(
    { fields: FIELDS, withBOM: true, eol: "\r\n" },
    {},
    { objectMode: true }
  )
  await pipeline(rows, toRecord, csv, out)
}
