/**
 * Writes docs/examples/orders/order-excel.xlsx, the Excel order form of the
 * demo profile "xlsx": sheet "Bestellung", a merged title in row 1, the header
 * in row 3, three lines from row 4 with a blank row before the third (empty
 * rows are skipped). Run: npx ts-node --transpile-only dev/examples/make-xlsx-example.ts
 */
import path from "node:path"
import ExcelJS from "exceljs"

const OUT = path.resolve(
  __dirname,
  "../../docs/examples/orders/order-excel.xlsx"
)
/** Fixed, so that writing the file again changes only the ZIP's timestamps. */
const SAVED = new Date(Date.UTC(2026, 0, 1))

const HEADER = [
  "Bestellnummer",
  "Kundennummer",
  "Artikelnummer",
  "Menge",
  "Einzelpreis",
  "Liefertermin",
  "Bemerkung",
]

async function main(): Promise<void> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = "ACME Industrial GmbH"
  workbook.created = SAVED
  workbook.modified = SAVED
  const sheet = workbook.addWorksheet("Bestellung")
  sheet.getCell("A1").value = "Bestellung ACME Industrial GmbH"
  sheet.getCell("A1").font = { bold: true, size: 14 }
  sheet.mergeCells("A1:G1")
  sheet.getRow(3).values = HEADER
  sheet.getRow(3).font = { bold: true }
  // The requested date is an order-level value: read from the first line that has it.
  sheet.getRow(4).values = [
    "XLSX-2026-0001",
    "K-10001",
    "SW01000",
    20,
    0.35,
    new Date(Date.UTC(2026, 11, 15)),
    "Bitte auf Euro-Palette",
  ]
  sheet.getRow(5).values = ["XLSX-2026-0001", "K-10001", "SW01001.100", 2, 8]
  // Row 6 stays blank.
  sheet.getRow(7).values = ["XLSX-2026-0001", "K-10001", "SW01005", 12, 4.9]
  sheet.getColumn(5).numFmt = "#,##0.00"
  sheet.getColumn(6).numFmt = "dd.mm.yyyy"
  sheet.columns.forEach((column) => {
    column.width = 18
  })
  await workbook.xlsx.writeFile(OUT)
  process.stdout.write(`Wrote ${path.relative(process.cwd(), OUT)}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`)
  process.exit(1)
})
