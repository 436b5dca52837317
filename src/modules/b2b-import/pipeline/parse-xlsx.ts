import ExcelJS from "exceljs"
import { tooManyLines } from "./parse-csv"
import { FileProblem, type ParseOptions, type ParsedFile } from "./types"
import { cellText, columnLetter } from "./xlsx-cells"
import { assertSafeWorkbook } from "./xlsx-safety"

type TableFile = Extract<ParsedFile, { kind: "table" }>
type Worksheet = ExcelJS.Worksheet

/** No order form has this many columns; more is a hostile or a wrong sheet. */
export const MAX_XLSX_COLUMNS = 1_000
/** Sheet names listed when the profile's is not there. */
const LISTED_SHEETS = 30

/**
 * Parts of a sheet exceljs need not build. Merges: exceljs creates a cell for
 * every cell of a merged range (A1:XFD1048576 would be 17 billion), and a
 * merge shows its value in its first (top-left) cell, where the file stores
 * it; the other cells of a merge are empty in the file and read as empty.
 * Data validations: exceljs expands their ranges cell by cell too.
 */
const SKIPPED_PARTS = [
  "mergeCells",
  "dataValidations",
  "conditionalFormatting",
  "extLst",
]

async function loadWorkbook(buf: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook()
  try {
    // exceljs declares its own Buffer type; Node's is what it reads.
    await workbook.xlsx.load(buf as unknown as ExcelJS.Buffer, {
      ignoreNodes: SKIPPED_PARTS,
    })
  } catch {
    throw new FileProblem(
      "PARSE_ERROR",
      'The Excel file cannot be read; it may be damaged or made by a program that writes it wrongly. Open it in Excel, save it again as "Excel Workbook (.xlsx)" and upload it again.'
    )
  }
  return workbook
}

/** The profile's sheet (by name, else the same name in other case), or the first visible sheet. */
function chosenSheet(workbook: ExcelJS.Workbook, name: string | null) {
  const sheets = workbook.worksheets
  if (!sheets.length)
    throw new FileProblem(
      "FILE_EMPTY",
      "The workbook has no worksheets. Save the order in Excel again and upload it."
    )
  if (name === null)
    return sheets.find((s) => s.state === "visible") ?? sheets[0]
  const wanted = name.trim()
  const found =
    sheets.find((s) => s.name === wanted) ??
    sheets.find((s) => s.name.toLowerCase() === wanted.toLowerCase())
  if (found) return found
  const listed = sheets
    .slice(0, LISTED_SHEETS)
    .map((s) => `"${s.name}"`)
    .join(", ")
  const more =
    sheets.length > LISTED_SHEETS
      ? ` and ${sheets.length - LISTED_SHEETS} more`
      : ""
  throw new FileProblem(
    "PARSE_ERROR",
    `The workbook has no sheet named "${wanted}"; its sheets are ${listed}${more}. Rename the sheet in Excel, or correct the sheet name in the import profile.`
  )
}

/** The text of each cell of the header row, columns 1 to its last cell. */
function headerTexts(sheet: Worksheet, opts: ParseOptions): string[] {
  const { headerRow } = opts
  const row = sheet.findRow(headerRow)
  const texts: string[] = []
  for (let column = 1; column <= (row?.cellCount ?? 0); column++) {
    const value = row?.findCell(column)?.value ?? null
    const address = `${columnLetter(column)}${headerRow}`
    texts.push(cellText(value, address, opts.decimalSeparator).trim())
  }
  return texts
}

/** Each column's name where its values are read: the first column of a name (map.ts reports repeated names); null for others. */
function readColumns(columns: string[]): (string | null)[] {
  const seen = new Set<string>()
  return columns.map((name) => {
    if (name === "" || seen.has(name)) return null
    seen.add(name)
    return name
  })
}

/**
 * A row's values under the named columns (`readColumns`), as the map stage
 * reads them; null for a row without any. Only the row's own
 * cells are visited (not every column), and only cells under a name are read,
 * so a cell beside the table is never refused.
 */
function lineValues(
  row: ExcelJS.Row,
  read: (string | null)[],
  opts: ParseOptions
): Record<string, string> | null {
  // No prototype: a column may be called "constructor" or "__proto__".
  const values: Record<string, string> = Object.create(null)
  let filled = false
  row.eachCell((cell, column) => {
    const name = read[column - 1]
    if (!name) return
    const address = `${columnLetter(column)}${row.number}`
    values[name] = cellText(cell.value, address, opts.decimalSeparator)
    filled ||= values[name].trim() !== ""
  })
  if (!filled) return null
  for (const name of read) if (name) values[name] ??= ""
  return values
}

/** The header row's column names (trimmed; "" for a column without one, such as the later columns of a merged header). */
function headerColumns(sheet: Worksheet, opts: ParseOptions): string[] {
  const { headerRow } = opts
  const names = headerTexts(sheet, opts)
  let count = names.length
  while (count > 0 && names[count - 1] === "") count--
  if (count > MAX_XLSX_COLUMNS)
    throw new FileProblem(
      "TOO_MANY_COLUMNS",
      `The header row (row ${headerRow} of sheet "${sheet.name}") has ${count} columns; an order sheet may have at most ${MAX_XLSX_COLUMNS}. Check the profile's header row and sheet.`
    )
  if (count > 0) return names.slice(0, count)
  if (sheet.actualRowCount === 0)
    throw new FileProblem(
      "FILE_EMPTY",
      `The sheet "${sheet.name}" is empty. Check the sheet name in the import profile, or save the order in Excel again.`
    )
  let firstFilled = 0
  sheet.eachRow((_row, n) => {
    firstFilled ||= n
  })
  throw new FileProblem(
    "PARSE_ERROR",
    `Row ${headerRow} of sheet "${sheet.name}", the header row the import profile names, is empty (the first row with values is row ${firstFilled}). Put the column headers in row ${headerRow}, or set the profile's header row to the row that holds them.`
  )
}

/**
 * Reads the profile's sheet of an Excel workbook (.xlsx) into a table: the
 * header row's names as columns, every later row with a value under a named
 * column as a line (its `row` the sheet's row number). Rows above the header
 * (a title) are ignored, as are empty rows and rows with values only in
 * columns without a header (notes beside the table).
 */
export async function parseXlsx(
  buf: Buffer,
  opts: ParseOptions
): Promise<TableFile> {
  assertSafeWorkbook(buf)
  const sheet = chosenSheet(await loadWorkbook(buf), opts.sheetName)
  const columns = headerColumns(sheet, opts)
  const read = readColumns(columns)
  const lines: TableFile["lines"] = []
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= opts.headerRow) return
    const values = lineValues(row, read, opts)
    if (!values) return
    if (lines.length >= opts.maxLines) throw tooManyLines(opts.maxLines)
    lines.push({ row: rowNumber, values })
  })
  if (!lines.length)
    throw new FileProblem(
      "NO_LINES",
      `The sheet "${sheet.name}" has a header row (row ${opts.headerRow}) but no order lines below it.`
    )
  const places: Record<string, string> = Object.create(null)
  read.forEach((name, i) => {
    if (name) places[name] = columnLetter(i + 1)
  })
  return {
    kind: "table",
    columns,
    lines,
    delimiter: "",
    places: { columns: places },
  }
}
