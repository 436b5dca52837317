import type { Readable, Writable } from "node:stream"
import { pipeline } from "node:stream/promises"
import type { HistoryExportRow } from "../repositories/export-reads"
import { CSV_COLUMNS, type CsvRecord, toCsvRecord } from "./csv-columns"
import { csvEncoder } from "./csv-encoder"
import type { CsvOptions } from "./csv-options"
import { zonedIsoFormatter } from "./zoned-time"

/**
 * Quotes a cell only when it has to (RFC 4180: it holds the delimiter, a
 * quote or a line break), doubling its quotes. json2csv quotes every string by
 * default; most cells here need no quotes, and an export writes millions.
 */
function quoteWhenNeeded(delimiter: string): (value: string) => string {
  const special = delimiter === ";" ? /[;"\r\n]/ : /[,"\r\n]/
  return (value) =>
    special.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/**
 * Writes batches of rows (arrays, in list order) as CSV to `out`: UTF-8 with
 * BOM, CRLF, readable headers (CSV_COLUMNS), times in the shop's time zone
 * with offset, full display values, formulas neutralised. A batch's lines
 * leave as one chunk of UTF-8 (csvEncoder): per row, the stream machinery
 * would cost about as much as formatting it. Memory stays flat: batches
 * arrive and leave one at a time, with backpressure.
 */
export async function writeHistoryCsv(
  batches: Readable,
  out: Writable,
  { timeZone, delimiter }: CsvOptions
): Promise<void> {
  const formatTime = zonedIsoFormatter(timeZone)
  // A semicolon is chosen for spreadsheets with a decimal comma (German Excel): numbers follow.
  const decimalComma = delimiter === ";"
  const csv = csvEncoder<HistoryExportRow[], CsvRecord>({
    fields: CSV_COLUMNS.map(([value, label]) => ({ label, value })),
    delimiter,
    formatters: { string: quoteWhenNeeded(delimiter) },
    withBOM: true,
    eol: "\r\n",
    // A chunk is a batch of rows; json2csv flattens the records a transform returns.
    transforms: [
      (batch) => batch.map((row) => toCsvRecord(row, formatTime, decimalComma)),
    ],
  })
  // json2csv separates records; RFC 4180 (and the docs) end every record, the last too.
  // Written once after the pipeline, which leaves `out` open for it.
  await pipeline(batches, csv, out, { end: false })
  await new Promise<void>((resolve, reject) =>
    out.end("\r\n", (error?: Error | null) =>
      error ? reject(error) : resolve()
    )
  )
}
