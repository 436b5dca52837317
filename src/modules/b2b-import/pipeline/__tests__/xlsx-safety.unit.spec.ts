import { parseXlsx } from "../parse-xlsx"
import { FileProblem } from "../types"
import { MAX_CELLS } from "../xlsx-safety"
import { MAX_ENTRIES, MAX_UNPACKED_BYTES } from "../xlsx-zip"
import { parseOptions } from "./fixtures"
import { orderSheet, rezipped, workbookBytes, zipOf } from "./xlsx-fixtures"

const xlsxOptions = parseOptions({ fileFormat: "xlsx", headerRow: 3 })

async function problemOf(buf: Buffer): Promise<FileProblem> {
  try {
    await parseXlsx(buf, xlsxOptions)
  } catch (error) {
    if (error instanceof FileProblem) return error
    throw error
  }
  throw new Error("the workbook was read")
}

let order: Buffer
beforeAll(async () => {
  order = await workbookBytes((wb) =>
    orderSheet(wb, [["A-1", "K-1", "SW1", 1]])
  )
})

const SHEET = "xl/worksheets/sheet1.xml"
/** The order workbook with its sheet's XML changed. */
const withSheet = (change: (xml: string) => string) =>
  rezipped(order, (name, text) => (name === SHEET ? change(text) : text))

describe("assertSafeWorkbook: what is not an .xlsx workbook", () => {
  it("refuses an old .xls or a password-protected workbook (an OLE file)", async () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ])
    const problem = await problemOf(ole)
    expect(problem.code).toBe("PARSE_ERROR")
    expect(problem.message).toMatch(
      /old Excel workbook \(\.xls\) or a workbook protected with a password/
    )
  })

  it("refuses an empty file, a text file, a ZIP without a workbook and a damaged one", async () => {
    expect((await problemOf(Buffer.alloc(0))).code).toBe("FILE_EMPTY")
    expect((await problemOf(Buffer.from("a;b;c\n1;2;3\n"))).message).toMatch(
      /^The file is not an Excel workbook \(\.xlsx\)/
    )
    const notWorkbook = zipOf([{ name: "readme.txt", data: "hello" }])
    expect((await problemOf(notWorkbook)).message).toMatch(
      /no workbook part \(xl\/workbook\.xml\)/
    )
    const cut = order.subarray(0, order.length - 100)
    expect((await problemOf(cut)).message).toMatch(/^The Excel file is damaged/)
  })
})

describe("assertSafeWorkbook: unsafe workbooks", () => {
  it("refuses macros: a VBA project, or a macro-enabled content type", async () => {
    const vba = rezipped(order, undefined, [
      { name: "xl/vbaProject.bin", data: Buffer.alloc(64) },
    ])
    const problem = await problemOf(vba)
    expect(problem.code).toBe("FILE_UNSAFE")
    expect(problem.message).toMatch(
      /^The workbook contains macros .* save it in Excel as "Excel Workbook \(\.xlsx\)"/i
    )
    const xlsm = rezipped(order, (name, text) =>
      name === "[Content_Types].xml"
        ? text.replace(
            "spreadsheetml.sheet.main+xml",
            "../vnd.ms-excel.sheet.macroEnabled.main+xml"
          )
        : text
    )
    expect((await problemOf(xlsm)).code).toBe("FILE_UNSAFE")
  })

  it("refuses links to other workbooks", async () => {
    const linked = rezipped(order, undefined, [
      { name: "xl/externalLinks/externalLink1.xml", data: "<externalLink/>" },
    ])
    const problem = await problemOf(linked)
    expect(problem.code).toBe("FILE_UNSAFE")
    expect(problem.message).toMatch(
      /links to other workbooks .* paste them as values/
    )
  })

  it("refuses a DOCTYPE in the workbook's XML", async () => {
    const doctype = withSheet((xml) =>
      xml.replace("<worksheet", '<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet')
    )
    expect((await problemOf(doctype)).code).toBe("XML_DOCTYPE_NOT_ALLOWED")
  })
})

describe("assertSafeWorkbook: zip bombs and what exceljs would expand", () => {
  it("refuses an entry unpacking beyond the limit whatever size it declares", async () => {
    const bomb = rezipped(order, undefined, [
      {
        name: "xl/media/image1.png",
        data: Buffer.alloc(MAX_UNPACKED_BYTES + 1024),
        declaredSize: 1000,
      },
    ])
    expect(bomb.length).toBeLessThan(200 * 1024)
    const problem = await problemOf(bomb)
    expect(problem.code).toBe("FILE_TOO_COMPLEX")
    expect(problem.message).toMatch(
      /unpacks to more than 100 MB \(it may be a "zip bomb"\)/
    )
  })

  it("refuses an entry packed more than 100 times, and too many entries", async () => {
    const dense = rezipped(order, undefined, [
      { name: "xl/media/image1.png", data: Buffer.alloc(2 * 1024 * 1024) },
    ])
    expect((await problemOf(dense)).message).toMatch(
      /packed more than 100 times/
    )
    const many = zipOf(
      Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => ({
        name: `f${i}`,
        data: "",
      }))
    )
    expect((await problemOf(many)).code).toBe("FILE_TOO_COMPLEX")
  })

  it("refuses more cells than exceljs can hold", async () => {
    // Numbered values, so that the sheet packs like a real one (not a hundredfold).
    const cells = Array.from(
      { length: MAX_CELLS + 1 },
      (_, i) => `<c><v>${i}</v></c>`
    ).join("")
    const huge = withSheet((xml) =>
      xml.replace("</sheetData>", `<row r="9">${cells}</row></sheetData>`)
    )
    const problem = await problemOf(huge)
    expect(problem.code).toBe("FILE_TOO_COMPLEX")
    expect(problem.message).toMatch(/holds more than 1,000,000 cells/)
  })

  it("refuses rows reaching far to the right (exceljs keeps each row as wide as its last cell)", async () => {
    const rows = Array.from(
      { length: 31_000 },
      (_, i) => `<row r="${i + 10}"><c r="ALM${i + 10}"><v>1</v></c></row>`
    ).join("")
    const wide = withSheet((xml) =>
      xml.replace("</sheetData>", `${rows}</sheetData>`)
    )
    const problem = await problemOf(wide)
    expect(problem.code).toBe("FILE_TOO_COMPLEX")
    expect(problem.message).toMatch(
      /far to the right of the order in too many rows/
    )
  })

  it("refuses defined names over millions of cells", async () => {
    const named = rezipped(order, (name, text) =>
      name === "xl/workbook.xml"
        ? text.replace(
            "</workbook>",
            '<definedNames><definedName name="alles">Bestellung!$A$1:$XFD$1048576</definedName></definedNames></workbook>'
          )
        : text
    )
    expect((await problemOf(named)).message).toMatch(
      /defined names .* cover more than 1,000,000 cells/
    )
  })

  it("reads a sheet with a merge and a data validation over the whole sheet quickly (neither is expanded)", async () => {
    const spread = withSheet((xml) =>
      xml
        .replace(/<mergeCells[\s\S]*?<\/mergeCells>/, "")
        .replace(
          "</sheetData>",
          '</sheetData><mergeCells count="1"><mergeCell ref="A20:XFD1048576"/></mergeCells>' +
            '<dataValidations count="1"><dataValidation type="list" sqref="A1:XFD1048576"><formula1>"a,b"</formula1></dataValidation></dataValidations>'
        )
    )
    const parsed = await parseXlsx(spread, xlsxOptions)
    expect(parsed.lines).toHaveLength(1)
  })
})
