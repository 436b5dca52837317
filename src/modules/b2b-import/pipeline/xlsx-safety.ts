import { FileProblem } from "./types"
import { eachZipEntry, tooComplex, type ZipEntry } from "./xlsx-zip"

/**
 * What an uploaded workbook must be before exceljs reads it: an .xlsx ZIP
 * (not an old .xls, not password-protected), without macros or links to other
 * workbooks (the file is handed out again to clerks, who would open it), and
 * small enough in what exceljs builds from it. exceljs keeps a whole workbook
 * in memory, about 350 bytes per cell, and expands a defined name's range
 * cell by cell: both are bounded here, from the unpacked XML.
 */

/** Cells in all sheets: a million is about 400 MB in exceljs, within a reader thread's 1 GB. */
export const MAX_CELLS = 1_000_000
/**
 * Cell places in all sheets: exceljs keeps a row as an array as long as its
 * last cell's column, so one cell in column ALL of a row costs 1,000 places.
 * Counted as the sum of every cell's column; an order of 10,000 lines in
 * 7 columns needs 280,000.
 */
export const MAX_CELL_PLACES = 30_000_000
/** Rows in all sheets (Excel's own limit for one sheet). */
const MAX_ROWS = 1_048_576
/** Elements in the workbook's other XML (shared strings, styles, drawings …). */
const MAX_OTHER_ELEMENTS = 2_000_000
/** Cells the workbook's defined names may cover: exceljs creates an object per cell of each named range. */
export const MAX_NAMED_CELLS = 1_000_000

const OLE_SIGNATURE = Buffer.from([
  0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1,
])
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04])
/** The sheets exceljs reads (its own pattern, unanchored as there). */
const SHEET_ENTRY = /xl\/worksheets\/sheet(\d+)[.]xml/
const XML_ENTRY = /\.(xml|rels|vml)$/i
const MACRO_ENTRY = /(^|\/)vbaproject\.bin$|^xl\/(macrosheets|activex)\//i
const EXTERNAL_LINK_ENTRY = /^xl\/externallinks\//i

const LT = 0x3c

const unsafe = (message: string) => new FileProblem("FILE_UNSAFE", message)

/** The column of a cell element starting at `at` (`<c r="AB12" …>`); 1 without a reference. */
function cellColumn(xml: Buffer, at: number): number {
  const close = xml.indexOf(0x3e, at)
  const tag = xml.toString("latin1", at, close === -1 ? xml.length : close)
  const ref = /\sr="\$?([A-Za-z]+)/.exec(tag)
  return ref ? columnNumber(ref[1]) : 1
}

/** Counts elements in XML bytes; in a sheet also its cells (`<c`), their places (`cellColumn`) and rows (`<row`). */
function countElements(xml: Buffer, isSheet: boolean) {
  let elements = 0
  let cells = 0
  let places = 0
  let rows = 0
  const endsName = (at: number) => {
    const b = xml[at]
    return (
      b === 0x20 ||
      b === 0x3e ||
      b === 0x2f ||
      b === 0x09 ||
      b === 0x0a ||
      b === 0x0d
    )
  }
  for (let at = xml.indexOf(LT); at !== -1; at = xml.indexOf(LT, at + 1)) {
    const next = xml[at + 1]
    // A letter or "_" starts an element's name (not "/", "?", "!").
    if (!((next | 0x20) >= 0x61 && (next | 0x20) <= 0x7a) && next !== 0x5f)
      continue
    elements++
    if (!isSheet) continue
    if (next === 0x63 && endsName(at + 2)) {
      cells++
      places += cellColumn(xml, at)
    } else if (
      next === 0x72 &&
      xml[at + 2] === 0x6f &&
      xml[at + 3] === 0x77 &&
      endsName(at + 4)
    )
      rows++
  }
  return { elements, cells, places, rows }
}

/** A column's number from its letters; beyond Excel's three letters it is too many to count. */
function columnNumber(letters: string): number {
  if (letters.length > 3) return Infinity
  let n = 0
  for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64
  return n
}

/**
 * The cells the workbook's defined names cover, counted generously (every
 * A1:B2-like range in a name's formula; exceljs expands those written with $).
 */
export function namedCells(workbookXml: string): number {
  let total = 0
  for (const [, formula] of workbookXml.matchAll(
    /<definedName\b[^>]*>([^<]*)<\/definedName>/g
  )) {
    for (const ref of formula.matchAll(
      /\$?([A-Za-z]+)\$?(\d+):\$?([A-Za-z]+)\$?(\d+)/g
    )) {
      const columns = Math.abs(columnNumber(ref[3]) - columnNumber(ref[1])) + 1
      const rows = Math.abs(Number(ref[4]) - Number(ref[2])) + 1
      total += columns * rows
    }
  }
  return total
}

/** Refuses a file that is not an .xlsx workbook (an old .xls, a password-protected one, anything else) in words. */
function assertXlsxContainer(buf: Buffer): void {
  if (!buf.length)
    throw new FileProblem(
      "FILE_EMPTY",
      "The file is empty. Save the order in Excel again and upload the file with its content."
    )
  if (buf.subarray(0, 8).equals(OLE_SIGNATURE))
    throw new FileProblem(
      "PARSE_ERROR",
      "The file is an old Excel workbook (.xls) or a workbook protected with a password; the import reads .xlsx files without a password. " +
        'Open it in Excel, remove the password if it has one (File > Info > Protect Workbook), and save it as "Excel Workbook (.xlsx)".'
    )
  if (!buf.subarray(0, 4).equals(ZIP_SIGNATURE))
    throw new FileProblem(
      "PARSE_ERROR",
      'The file is not an Excel workbook (.xlsx). Save the order in Excel as "Excel Workbook (.xlsx)", or upload it with an import profile of its own format (such as CSV).'
    )
}

/**
 * Refuses an unsafe or oversized workbook with a FileProblem in words; a file
 * that passes unpacks to at most MAX_UNPACKED_BYTES and holds at most
 * MAX_CELLS cells.
 */
export function assertSafeWorkbook(buf: Buffer): void {
  assertXlsxContainer(buf)
  let hasWorkbook = false
  let isBinaryWorkbook = false
  let cells = 0
  let rows = 0
  let places = 0
  let otherElements = 0
  eachZipEntry(buf, (entry: ZipEntry) => {
    const names = entry.names.map((n) => n.replace(/^\//, ""))
    if (names.some((n) => MACRO_ENTRY.test(n))) throw macros()
    if (names.some((n) => EXTERNAL_LINK_ENTRY.test(n)))
      throw unsafe(
        "The workbook links to other workbooks (external links); their values may be out of date. In Excel, copy the order's cells and paste them as values (Paste Special > Values), remove the links (Data > Edit Links > Break Link), save and upload it again."
      )
    if (names.includes("xl/workbook.xml")) hasWorkbook = true
    if (names.some((n) => n.toLowerCase() === "xl/workbook.bin"))
      isBinaryWorkbook = true
    if (!names.some((n) => XML_ENTRY.test(n))) return
    if (entry.data.includes("<!DOCTYPE"))
      throw new FileProblem(
        "XML_DOCTYPE_NOT_ALLOWED",
        "The workbook's XML declares a document type (DOCTYPE), which Excel never writes; the file was made or changed by another program. Open it in Excel and save it again as .xlsx."
      )
    if (
      names.includes("[Content_Types].xml") &&
      /macroEnabled/i.test(entry.data.toString("utf8"))
    )
      throw macros()
    const isSheet = names.some((n) => SHEET_ENTRY.test(n))
    const counted = countElements(entry.data, isSheet)
    if (isSheet) {
      cells += counted.cells
      places += counted.places
      rows += counted.rows
    } else otherElements += counted.elements
    if (cells > MAX_CELLS)
      throw tooComplex(
        `holds more than ${MAX_CELLS.toLocaleString("en")} cells`
      )
    if (places > MAX_CELL_PLACES)
      throw tooComplex(
        "has values or formatting far to the right of the order in too many rows"
      )
    if (rows > MAX_ROWS)
      throw tooComplex(`holds more than ${MAX_ROWS.toLocaleString("en")} rows`)
    if (otherElements > MAX_OTHER_ELEMENTS)
      throw tooComplex(
        `holds more than ${MAX_OTHER_ELEMENTS.toLocaleString("en")} texts, styles and drawings`
      )
    if (
      names.includes("xl/workbook.xml") &&
      namedCells(entry.data.toString("utf8")) > MAX_NAMED_CELLS
    )
      throw new FileProblem(
        "FILE_TOO_COMPLEX",
        `The workbook's defined names (Formulas > Name Manager) cover more than ${MAX_NAMED_CELLS.toLocaleString("en")} cells; an order workbook needs far fewer. Delete the names over whole columns, or save the order sheet alone as a new .xlsx file, and upload it again.`
      )
  })
  if (!hasWorkbook)
    throw new FileProblem(
      "PARSE_ERROR",
      isBinaryWorkbook
        ? 'The file is an Excel binary workbook (.xlsb); the import reads .xlsx. Save the order in Excel as "Excel Workbook (.xlsx)".'
        : 'The file is a ZIP archive but not an Excel workbook (.xlsx): it has no workbook part (xl/workbook.xml). Save the order in Excel as "Excel Workbook (.xlsx)".'
    )
}

const macros = () =>
  unsafe(
    'The workbook contains macros (VBA, Excel 4.0 macro sheets or ActiveX controls), which the import does not accept. Save it in Excel as "Excel Workbook (.xlsx)", which leaves the macros out, and upload that file.'
  )
