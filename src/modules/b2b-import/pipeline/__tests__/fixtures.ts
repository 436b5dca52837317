import type { ParseOptions } from "../types"

/** Parse options as a profile gives them (CSV, decimal comma), changed by `over`. */
export const parseOptions = (
  over: Partial<ParseOptions> = {}
): ParseOptions => ({
  fileFormat: "csv",
  csvDelimiter: null,
  csvEncoding: "utf-8",
  csvHeaderRow: true,
  decimalSeparator: ",",
  maxLines: 1000,
  sheetName: null,
  headerRow: 1,
  ...over,
})
