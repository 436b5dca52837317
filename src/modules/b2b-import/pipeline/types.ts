import type {
  AddressField,
  CSV_ENCODINGS,
  DECIMAL_SEPARATORS,
  FileFormat,
  MappingTarget,
} from "../types"
import type { TransformStep } from "../schemas"

/** Codes of the row-level and file-level problems a clerk sees on a record, declared once. */
export const ROW_ERROR_CODES = [
  // file level: status `failed`
  "FILE_EMPTY",
  "FILE_BINARY",
  "INVALID_ENCODING",
  "PARSE_ERROR",
  "XML_DOCTYPE_NOT_ALLOWED",
  "NO_LINES",
  "TOO_MANY_LINES",
  "TOO_MANY_COLUMNS",
  "FILE_TOO_COMPLEX",
  "FILE_UNSAFE",
  "MULTIPLE_ORDERS",
  "PROFILE_INACTIVE",
  "PROFILE_MISSING",
  "FILE_MISSING",
  "DUPLICATE_ORDER_NUMBER",
  // mapping: status `parsed`
  "MISSING_COLUMN",
  "MISSING_VALUE",
  "INVALID_NUMBER",
  "INVALID_DATE",
  "CONFLICTING_VALUE",
  "VALUE_TOO_LONG",
  "INVALID_CHARACTER",
  // building the order: status `mapped`
  "UNKNOWN_SKU",
  "PRODUCT_NOT_AVAILABLE",
  "INVALID_QUANTITY",
  "INVALID_PRICE",
  "PRICE_MISSING",
  "INSUFFICIENT_STOCK",
  "UNKNOWN_CUSTOMER",
  "CUSTOMER_MISSING",
  "SETUP_INCOMPLETE",
  "ADDRESS_INCOMPLETE",
  "UNKNOWN_COUNTRY",
  "COUNTRY_NOT_IN_REGION",
  "ORDER_FAILED",
] as const
export type RowErrorCode = (typeof ROW_ERROR_CODES)[number]

/** One problem, as stored on the record and answered by process/approve. */
export type RowError = {
  /** Line of the file (CSV: the physical line the record starts on, counting the header, blank lines and line breaks inside quoted cells; JSON/XML: position in the list of lines, from 1); null for the whole file. */
  row: number | null
  /** Column header or source path; null when no single column is at fault. */
  column: string | null
  /** The offending value as found in the file (truncated to 200 characters). */
  value: string | null
  code: RowErrorCode
  /** In words a clerk can act on. */
  message: string
}

/** A file-level problem: the pipeline stops with status `failed`. */
export class FileProblem extends Error {
  constructor(
    readonly code: RowErrorCode,
    message: string
  ) {
    super(message)
    this.name = "FileProblem"
  }
}

/** The profile settings the pure pipeline reads. */
export type ParseOptions = {
  fileFormat: FileFormat
  /** null: detect from the file. */
  csvDelimiter: string | null
  csvEncoding: (typeof CSV_ENCODINGS)[number]
  csvHeaderRow: boolean
  decimalSeparator: (typeof DECIMAL_SEPARATORS)[number]
  /** Stop with TOO_MANY_LINES beyond this many order lines. */
  maxLines: number
  /** Excel: the sheet to read (null: the first). */
  sheetName: string | null
  /** Excel: the sheet row holding the column headers (from 1); the lines follow it. */
  headerRow: number
}

/** A mapping as the pure pipeline reads it. */
export type MappingRule = {
  source: string
  target: MappingTarget
  transform: TransformStep[] | null
  required: boolean
}

/** One line of a table file: column name (or 1-based column number without header) → raw text. */
export type SourceLine = { row: number; values: Record<string, string> }

/**
 * Where a file names its places, for errors in the file's own terms (plain
 * data: it crosses from the reader thread). `columns`: a column header → its
 * letter in the sheet (Excel: "Quantity" → "C", shown as "Quantity (C17)");
 * `rows`: a line's row → where the line stands in the file (EDIFACT: 3 →
 * "LIN+3, segment 17").
 */
export type FilePlaces = {
  columns?: Record<string, string>
  rows?: Record<number, string>
}

/** What parse hands to map. */
export type ParsedFile =
  | {
      kind: "table"
      columns: string[]
      lines: SourceLine[]
      delimiter: string
      places?: FilePlaces
    }
  | { kind: "tree"; root: unknown; places?: FilePlaces }

export type MappedAddress = Partial<Record<AddressField, string>>

export type MappedLine = {
  row: number
  sku: string
  quantity: number
  unitPrice: number | null
  note: string | null
  /**
   * Only on a line the map stage could read in part (`MapResult.partialLines`):
   * the fields it already reported, which later stages do not check again
   * (their values here are placeholders: "" and 0).
   */
  unread?: ("sku" | "quantity" | "unitPrice")[]
}

/** What map hands to validate: the order as the file states it. */
export type MappedOrder = {
  externalNumber: string | null
  note: string | null
  /** ISO date (yyyy-MM-dd). */
  requestedDate: string | null
  customer: { email: string | null; number: string | null }
  shipping: MappedAddress | null
  billing: MappedAddress | null
  lines: MappedLine[]
}

export type MapResult = {
  order: MappedOrder
  errors: RowError[]
  lineCount: number
  /** Lines with a problem, as far as they could be read: still checked against the shop so one run reports all. */
  partialLines?: MappedLine[]
  /** How the file names its places (Excel cells, EDIFACT segments): applied to every stage's errors. */
  places?: FilePlaces
}
