import { AsyncParser } from "@json2csv/node"
import type { FailedLinesTable } from "../../modules/b2b-import/exports/failed-lines"
// The history export's rule, shared rather than copied (a module may not import another; routes' helpers may).
import { neutraliseFormula } from "../../modules/product-history/exports/spreadsheet-safe"

/** The table as CSV text: UTF-8 with BOM, CRLF, every cell neutralised against spreadsheet formulas. */
export async function writeFailedLinesCsv(
  table: FailedLinesTable
): Promise<string> {
  const width = Math.max(
    table.header?.length ?? 0,
    ...table.rows.map((r) => r.length)
  )
  const keys = Array.from({ length: width }, (_, i) => `c${i}`)
  const records = table.rows.map((row) =>
    Object.fromEntries(keys.map((k, i) => [k, neutraliseFormula(row[i] ?? "")]))
  )
  const parser = new AsyncParser(
    {
      fields: keys.map((value, i) => ({
        value,
        label: neutraliseFormula(table.header?.[i] ?? ""),
      })),
      header: table.header !== null,
      delimiter: table.delimiter,
      eol: "\r\n",
      withBOM: true,
    },
    {},
    { objectMode: true }
  )
  const csv = await parser.parse(records).promise()
  // json2csv separates records; RFC 4180 ends every record, the last too.
  return `${csv}\r\n`
}
