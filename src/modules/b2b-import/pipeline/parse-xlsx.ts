import { FileProblem, type ParseOptions, type ParsedFile } from "./types"

type TableFile = Extract<ParsedFile, { kind: "table" }>

/** Reads the profile's sheet of an Excel workbook (.xlsx) into a table. */
export async function parseXlsx(
  _buf: Buffer,
  _opts: ParseOptions
): Promise<TableFile> {
  throw new FileProblem("PARSE_ERROR", "Excel files cannot be read yet.")
}
