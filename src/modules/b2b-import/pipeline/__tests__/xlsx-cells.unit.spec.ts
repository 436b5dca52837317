import { parseXlsx } from "../parse-xlsx"
import { FileProblem } from "../types"
import { parseOptions } from "./fixtures"
import { orderSheet, workbookBytes } from "./xlsx-fixtures"

const xlsxOptions = parseOptions({ fileFormat: "xlsx", headerRow: 3 })

/** The FileProblem a parse ends with (fails the test when it succeeds). */
async function problemOf(buf: Buffer): Promise<FileProblem> {
  try {
    await parseXlsx(buf, xlsxOptions)
  } catch (error) {
    if (error instanceof FileProblem) return error
    throw error
  }
  throw new Error("the workbook was read")
}

describe("parseXlsx: typed cells as text", () => {
  const typedRow = async (cells: Record<string, unknown>, numFmt = {}) => {
    const buf = await workbookBytes((wb) => {
      const sheet = wb.addWorksheet("S")
      sheet.getRow(1).values = ["Key", ...Object.keys(cells)]
      const row = sheet.getRow(2)
      row.getCell(1).value = "k"
      Object.values(cells).forEach((value, i) => {
        row.getCell(i + 2).value = value as never
      })
      Object.entries(numFmt).forEach(([column, fmt]) => {
        row.getCell(column).numFmt = fmt as string
      })
    })
    return buf
  }

  it("writes numbers without grouping, exactly as Excel shows them, in the profile's decimal separator", async () => {
    const buf = await typedRow({
      price: 1234567.5,
      noise: { formula: "0.1+0.2", result: 0.30000000000000004 },
      tiny: 0.00000015,
      big: 1e21,
      negative: -7.25,
      whole: 200,
    })
    const comma = await parseXlsx(buf, { ...xlsxOptions, headerRow: 1 })
    expect(comma.lines[0].values).toMatchObject({
      price: "1234567,5",
      noise: "0,3",
      tiny: "0,00000015",
      big: "1000000000000000000000",
      negative: "-7,25",
      whole: "200",
    })
    const point = await parseXlsx(buf, {
      ...xlsxOptions,
      headerRow: 1,
      decimalSeparator: ".",
    })
    expect(point.lines[0].values.price).toBe("1234567.5")
  })

  it("reads dates (date cells, numbers with a date format, formula results) as yyyy-MM-dd", async () => {
    const buf = await typedRow(
      {
        date: new Date(Date.UTC(2026, 11, 15)),
        late: new Date(Date.UTC(2026, 11, 15, 23, 59)),
        serial: 46371,
        byFormula: { formula: "DATE(2026,12,15)", result: 46371 },
      },
      { C: "dd.mm.yyyy", D: "yyyy-mm-dd", E: "dd.mm.yyyy" }
    )
    const parsed = await parseXlsx(buf, { ...xlsxOptions, headerRow: 1 })
    expect(parsed.lines[0].values).toMatchObject({
      date: "2026-12-15",
      late: "2026-12-15",
      serial: "2026-12-15",
      byFormula: "2026-12-15",
    })
  })

  it("reads formulas' saved results, rich text, links and booleans as their text", async () => {
    const buf = await typedRow({
      sum: { formula: "B2*2", result: 14 },
      text: { formula: 'CONCAT("SW","1")', result: "SW1" },
      rich: {
        richText: [{ text: "SW0" }, { text: "1000", font: { bold: true } }],
      },
      link: { text: "Katalog", hyperlink: "https://example.com" },
      yes: true,
      no: false,
    })
    const parsed = await parseXlsx(buf, { ...xlsxOptions, headerRow: 1 })
    expect(parsed.lines[0].values).toMatchObject({
      sum: "14",
      text: "SW1",
      rich: "SW01000",
      link: "Katalog",
      yes: "true",
      no: "false",
    })
  })

  it("refuses a formula without a saved result, naming the cell", async () => {
    const buf = await workbookBytes((wb) => {
      orderSheet(wb, [
        ["A-1", "K-1", "SW1", 1],
        ["A-1", "K-1", "SW2", 1],
        ["A-1", "K-1", "SW3", 1],
        ["A-1", "K-1", "SW4", { formula: "D4*2" }],
      ])
    })
    const problem = await problemOf(buf)
    expect(problem.code).toBe("PARSE_ERROR")
    expect(problem.message).toBe(
      "Cell D7 holds a formula without a saved result; open the file in Excel and save it again, so that Excel stores the formula's value."
    )
  })

  it("refuses an error value (#N/A) under a header, naming the cell; beside the table it is not read", async () => {
    const withError = (address: string) =>
      workbookBytes((wb) => {
        orderSheet(wb, [["A-1", "K-1", "SW1", 1]]).getCell(address).value = {
          error: "#N/A",
        }
      })
    const problem = await problemOf(await withError("E4"))
    expect(problem.message).toMatch(/^Cell E4 shows the error #N\/A; correct/)
    const parsed = await parseXlsx(await withError("J4"), xlsxOptions)
    expect(parsed.lines).toHaveLength(1)
  })
})
