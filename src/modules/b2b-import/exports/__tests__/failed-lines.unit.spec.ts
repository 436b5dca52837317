import { parseCsvBuffer } from "../../pipeline/parse-csv"
import type { ParseOptions, RowError } from "../../pipeline/types"
import { csvFailedLines, errorListTable } from "../failed-lines"

const OPTIONS: ParseOptions = {
  fileFormat: "csv",
  csvDelimiter: null,
  csvEncoding: "utf-8",
  csvHeaderRow: true,
  decimalSeparator: ".",
  maxLines: 100,
  sheetName: null,
  headerRow: 1,
}

const error = (
  row: number | null,
  message: string,
  column: string | null = null
): RowError => ({
  row,
  column,
  value: null,
  code: "UNKNOWN_SKU",
  message,
})

describe("csvFailedLines", () => {
  it("takes the failed rows as the file had them, a cell with a line break whole, matched by the parser's row numbers", async () => {
    const file = 'sku;qty;note\nA;1;ok\nB;2;"two\nlines"\nC;3;\n'
    const parsed = await parseCsvBuffer(Buffer.from(file), OPTIONS)
    const rowOf = (sku: string) =>
      parsed.lines.find((l) => l.values.sku === sku)!.row
    const table = csvFailedLines(
      parsed,
      [
        error(rowOf("C"), "SKU 'C' is unknown.", "sku"),
        error(rowOf("B"), "SKU 'B' is unknown.", "sku"),
        error(rowOf("B"), "Not enough stock.", "qty"),
        error(null, "Customer unknown."),
      ],
      true
    )
    expect(table).toEqual({
      header: ["sku", "qty", "note", "Import error"],
      delimiter: ";",
      rows: [
        ["", "", "", "Customer unknown."],
        [
          "B",
          "2",
          "two\nlines",
          "sku: SKU 'B' is unknown. | qty: Not enough stock.",
        ],
        ["C", "3", "", "sku: SKU 'C' is unknown."],
      ],
    })
  })

  it("names its column differently when the file already has an 'Import error' column", async () => {
    const parsed = await parseCsvBuffer(
      Buffer.from("sku,Import error\nA,x\n"),
      OPTIONS
    )
    const table = csvFailedLines(
      parsed,
      [error(parsed.lines[0].row, "bad")],
      true
    )
    expect(table.header).toEqual([
      "sku",
      "Import error",
      "Import error (import)",
    ])
  })
})

describe("errorListTable", () => {
  it("lists line, column, value and message; a file-level error without a line", () => {
    expect(
      errorListTable(
        [
          { ...error(2, "bad", "items[].sku"), value: "X" },
          error(null, "empty"),
        ],
        ","
      ).rows
    ).toEqual([
      ["2", "items[].sku", "X", "bad"],
      ["", "", "", "empty"],
    ])
  })
})
