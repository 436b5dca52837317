import fs from "node:fs"
import path from "node:path"
import { mapFile } from "../map"
import { parseXlsx } from "../parse-xlsx"
import { placedAll } from "../places"
import { FileProblem, type MappingRule, type ParseOptions } from "../types"
import { parseOptions } from "./fixtures"
import { ORDER_HEADER, orderSheet, workbookBytes } from "./xlsx-fixtures"

const xlsxOptions = parseOptions({ fileFormat: "xlsx", headerRow: 3 })

/** The FileProblem a parse ends with (fails the test when it succeeds). */
async function problemOf(
  buf: Buffer,
  over: Partial<ParseOptions> = {}
): Promise<FileProblem> {
  try {
    await parseXlsx(buf, { ...xlsxOptions, ...over })
  } catch (error) {
    if (error instanceof FileProblem) return error
    throw error
  }
  throw new Error("the workbook was read")
}

const rule = (
  source: string,
  target: MappingRule["target"],
  required = false
): MappingRule => ({ source, target, transform: null, required })

describe("parseXlsx: the sheet as a table", () => {
  it("reads the header on row 3 under a merged title, lines with the sheet's row numbers, columns by letter", async () => {
    const buf = await workbookBytes((wb) =>
      orderSheet(wb, [
        ["A-1", "K-1", "SW01000", 200, 0.35, null, "eilig"],
        ["A-1", "K-1", "SW01001.100", 2, 7.5],
      ])
    )
    const parsed = await parseXlsx(buf, xlsxOptions)
    expect(parsed.columns).toEqual(ORDER_HEADER)
    expect(parsed.delimiter).toBe("")
    expect(parsed.lines.map((l) => l.row)).toEqual([4, 5])
    expect(parsed.lines[0].values).toEqual({
      Bestellnummer: "A-1",
      Kundennummer: "K-1",
      Artikelnummer: "SW01000",
      Menge: "200",
      Einzelpreis: "0,35",
      Liefertermin: "",
      Bemerkung: "eilig",
    })
    expect(parsed.places?.columns).toEqual({
      Bestellnummer: "A",
      Kundennummer: "B",
      Artikelnummer: "C",
      Menge: "D",
      Einzelpreis: "E",
      Liefertermin: "F",
      Bemerkung: "G",
    })
  })

  it("skips empty rows and rows with values only beside the table, keeping later rows' numbers", async () => {
    const buf = await workbookBytes((wb) => {
      const sheet = orderSheet(wb, [["A-1", "K-1", "SW1", 1]])
      sheet.getCell("I5").value = "a note beside the table"
      sheet.getCell("B6").value = "   "
      sheet.getRow(7).values = ["A-1", "K-1", "SW2", 3]
    })
    const parsed = await parseXlsx(buf, xlsxOptions)
    expect(parsed.lines.map((l) => [l.row, l.values.Artikelnummer])).toEqual([
      [4, "SW1"],
      [7, "SW2"],
    ])
  })

  it("names a merged header by its first column; the others of the merge have no name", async () => {
    const buf = await workbookBytes((wb) => {
      const sheet = wb.addWorksheet("S")
      sheet.getRow(1).values = ["SKU", "Menge", "Preis"]
      sheet.mergeCells("B1:C1")
      sheet.getCell("D1").value = "Notiz"
      sheet.getRow(2).values = ["SW1", 5, 7, "x"]
    })
    const parsed = await parseXlsx(buf, { ...xlsxOptions, headerRow: 1 })
    expect(parsed.columns).toEqual(["SKU", "Menge", "", "Notiz"])
    expect(parsed.lines[0].values).toEqual({
      SKU: "SW1",
      Menge: "5",
      Notiz: "x",
    })
    expect(parsed.places?.columns).toEqual({ SKU: "A", Menge: "B", Notiz: "D" })
  })

  it("keeps repeated headers for the map stage to report; the first column's values are read", async () => {
    const buf = await workbookBytes((wb) => {
      const sheet = wb.addWorksheet("S")
      sheet.getRow(1).values = ["SKU", "Menge", "SKU"]
      sheet.getRow(2).values = ["SW1", 5, "SW2"]
    })
    const parsed = await parseXlsx(buf, { ...xlsxOptions, headerRow: 1 })
    expect(parsed.columns).toEqual(["SKU", "Menge", "SKU"])
    expect(parsed.lines[0].values.SKU).toBe("SW1")
    expect(parsed.places?.columns?.SKU).toBe("A")
  })
})

describe("parseXlsx: which sheet, and how much of it", () => {
  const threeSheets = () =>
    workbookBytes((wb) => {
      const hidden = wb.addWorksheet("Listen")
      hidden.state = "hidden"
      hidden.getCell("A3").value = "Artikel"
      orderSheet(wb, [["A-1", "K-1", "SW1", 1]])
      orderSheet(wb, [["B-2", "K-2", "SW9", 9]], "Zweite Bestellung")
    })

  it("reads the first visible sheet without a name, else the named one (also in other case)", async () => {
    const buf = await threeSheets()
    const first = await parseXlsx(buf, xlsxOptions)
    expect(first.lines[0].values.Bestellnummer).toBe("A-1")
    const named = await parseXlsx(buf, {
      ...xlsxOptions,
      sheetName: "zweite bestellung",
    })
    expect(named.lines[0].values.Bestellnummer).toBe("B-2")
  })

  it("refuses an unknown sheet name, listing the sheets there are", async () => {
    const problem = await problemOf(await threeSheets(), { sheetName: "Order" })
    expect(problem.code).toBe("PARSE_ERROR")
    expect(problem.message).toBe(
      'The workbook has no sheet named "Order"; its sheets are "Listen", "Bestellung", "Zweite Bestellung". Rename the sheet in Excel, or correct the sheet name in the import profile.'
    )
  })

  it("refuses an empty header row, pointing to the first row with values", async () => {
    const buf = await workbookBytes((wb) => orderSheet(wb, [["A-1"]]))
    const problem = await problemOf(buf, { headerRow: 2 })
    expect(problem.message).toMatch(
      /^Row 2 of sheet "Bestellung", the header row the import profile names, is empty \(the first row with values is row 1\)/
    )
  })

  it("refuses a header without lines, an empty sheet, more lines than allowed and too many columns", async () => {
    const noLines = await workbookBytes((wb) => orderSheet(wb, []))
    expect((await problemOf(noLines)).code).toBe("NO_LINES")
    const empty = await workbookBytes((wb) => wb.addWorksheet("Leer"))
    expect((await problemOf(empty)).code).toBe("FILE_EMPTY")
    const three = await workbookBytes((wb) =>
      orderSheet(wb, [
        ["A", "K", "SW1", 1],
        ["A", "K", "SW2", 1],
        ["A", "K", "SW3", 1],
      ])
    )
    const tooMany = await problemOf(three, { maxLines: 2 })
    expect(tooMany.code).toBe("TOO_MANY_LINES")
    expect(tooMany.message).toMatch(/^The file has more than 2 order lines/)
    const wide = await workbookBytes((wb) => {
      const sheet = wb.addWorksheet("S")
      sheet.getRow(1).values = Array.from({ length: 1001 }, (_, i) => `c${i}`)
      sheet.getRow(2).values = ["x"]
    })
    const columns = await problemOf(wide, { headerRow: 1 })
    expect(columns.code).toBe("TOO_MANY_COLUMNS")
  })
})

describe("parseXlsx with mapFile: errors name the cell", () => {
  const rules = [
    rule("Bestellnummer", "order.externalNumber", true),
    rule("Kundennummer", "customer.number"),
    rule("Artikelnummer", "line.sku"),
    rule("Menge", "line.quantity"),
    rule("Einzelpreis", "line.unitPrice"),
    rule("Liefertermin", "order.requestedDate"),
    rule("Bemerkung", "line.note"),
  ]

  it("reports a bad quantity as 'Menge (D7)'", async () => {
    const buf = await workbookBytes((wb) =>
      orderSheet(wb, [
        ["A-1", "K-1", "SW1", 1],
        ["A-1", "K-1", "SW2", 2],
        ["A-1", "K-1", "SW3", 3],
        ["A-1", "K-1", "SW4", "zwei"],
      ])
    )
    const result = mapFile(
      await parseXlsx(buf, xlsxOptions),
      rules,
      xlsxOptions
    )
    const [error] = placedAll(result.errors, result.places)
    expect(error).toMatchObject({
      row: 7,
      column: "Menge (D7)",
      value: "zwei",
      code: "INVALID_NUMBER",
    })
  })

  it("reads the example order form docs/examples/orders/order-excel.xlsx with the demo profile's settings", async () => {
    const file = path.resolve(
      __dirname,
      "../../../../../docs/examples/orders/order-excel.xlsx"
    )
    const opts = { ...xlsxOptions, decimalSeparator: "," as const }
    const result = mapFile(
      await parseXlsx(fs.readFileSync(file), opts),
      rules,
      opts
    )
    expect(result.errors).toEqual([])
    expect(result.order).toMatchObject({
      externalNumber: "XLSX-2026-0001",
      requestedDate: "2026-12-15",
      customer: { number: "K-10001" },
    })
    expect(
      result.order.lines.map((l) => [l.row, l.sku, l.quantity, l.unitPrice])
    ).toEqual([
      [4, "SW01000", 20, 0.35],
      [5, "SW01001.100", 2, 8],
      [7, "SW01005", 12, 4.9],
    ])
    expect(result.order.lines[0].note).toBe("Bitte auf Euro-Palette")
  })
})
