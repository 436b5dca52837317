import type { CsvParseResult } from "../pipeline/parse-csv"
import type { RowError } from "../pipeline/types"

/** The column added to a CSV file's own columns: all errors of that line. */
export const ERROR_COLUMN = "Import error"
/** The columns of the error list of any file but a readable CSV one (JSON, XML, EDIFACT, Excel). */
export const ERROR_LIST_COLUMNS = ["Line", "Column", "Value", "Error"]

/** A table to write: header (null: none), rows of cells, delimiter. */
export type FailedLinesTable = {
  header: string[] | null
  rows: string[][]
  delimiter: string
}

const describe = (e: RowError) =>
  e.column ? `${e.column}: ${e.message}` : e.message
const joined = (errors: RowError[]) => errors.map(describe).join(" | ")

/**
 * A CSV file's failed lines as it had them: its header and the failed rows
 * (cells in its column order) with the line's errors in an added column, so
 * the clerk can fix them and send them again. Lines are matched by the
 * errors' `row` and the parse result's `row` (the same parser numbers both).
 * File-level errors (row null) come first, as one row with empty cells.
 */
export function csvFailedLines(
  parsed: CsvParseResult,
  errors: RowError[],
  withHeader: boolean
): FailedLinesTable {
  const byRow = new Map<number, RowError[]>()
  const fileLevel: RowError[] = []
  for (const error of errors) {
    if (error.row === null) fileLevel.push(error)
    else byRow.set(error.row, [...(byRow.get(error.row) ?? []), error])
  }
  const { columns } = parsed
  const errorColumn = columns.includes(ERROR_COLUMN)
    ? `${ERROR_COLUMN} (import)`
    : ERROR_COLUMN
  const rows: string[][] = []
  if (fileLevel.length) rows.push([...columns.map(() => ""), joined(fileLevel)])
  for (const line of parsed.lines) {
    const lineErrors = byRow.get(line.row)
    if (!lineErrors) continue
    rows.push([...columns.map((c) => line.values[c] ?? ""), joined(lineErrors)])
    byRow.delete(line.row)
  }
  // Errors naming a line the file does not have (should not happen) are not lost.
  for (const rest of byRow.values())
    rows.push([...columns.map(() => ""), joined(rest)])
  return {
    header: withHeader ? [...columns, errorColumn] : null,
    rows,
    delimiter: parsed.delimiter,
  }
}

/** The errors as a list: line, column or path, value, error; file-level errors without a line. */
export function errorListTable(
  errors: RowError[],
  delimiter: string
): FailedLinesTable {
  return {
    header: ERROR_LIST_COLUMNS,
    rows: errors.map((e) => [
      e.row === null ? "" : String(e.row),
      e.column ?? "",
      e.value ?? "",
      e.message,
    ]),
    delimiter,
  }
}
