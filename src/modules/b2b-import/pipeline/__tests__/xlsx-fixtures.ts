import { deflateRawSync } from "node:zlib"
import ExcelJS from "exceljs"
import { eachZipEntry } from "../xlsx-zip"

/** One file of a crafted archive; `declaredSize` lies about its unpacked size when set. */
export type RawEntry = {
  name: string
  data: Buffer | string
  stored?: boolean
  declaredSize?: number
}

/** A ZIP archive written byte by byte (CRCs left 0: neither JSZip nor the reader checks them), for files Excel would never write. */
export function zipOf(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const raw = Buffer.isBuffer(entry.data)
      ? entry.data
      : Buffer.from(entry.data, "utf8")
    const packed = entry.stored ? raw : deflateRawSync(raw)
    const name = Buffer.from(entry.name, "utf8")
    const size = entry.declaredSize ?? raw.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x800, 6)
    local.writeUInt16LE(entry.stored ? 0 : 8, 8)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x800, 8)
    central.writeUInt16LE(entry.stored ? 0 : 8, 10)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** The files of an archive, unpacked (to change a workbook Excel-like files cannot be made with exceljs). */
export function entriesOf(buf: Buffer): RawEntry[] {
  const entries: RawEntry[] = []
  eachZipEntry(buf, ({ names, data }) =>
    entries.push({ name: names[0], data: Buffer.from(data) })
  )
  return entries
}

/** A workbook's archive with some files changed (`change` returns the new content, null to drop it) and others added. */
export function rezipped(
  buf: Buffer,
  change: (name: string, text: string) => string | null = (_n, t) => t,
  added: RawEntry[] = []
): Buffer {
  const kept = entriesOf(buf).flatMap((e) => {
    const text = change(e.name, e.data.toString("utf8"))
    if (text === null) return []
    return [{ ...e, data: text === e.data.toString("utf8") ? e.data : text }]
  })
  return zipOf([...kept, ...added])
}

/** A workbook built with exceljs, as Excel would save it. */
export async function workbookBytes(
  build: (workbook: ExcelJS.Workbook) => void
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  build(workbook)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export const ORDER_HEADER = [
  "Bestellnummer",
  "Kundennummer",
  "Artikelnummer",
  "Menge",
  "Einzelpreis",
  "Liefertermin",
  "Bemerkung",
]

/** An order sheet: a merged title in row 1, the header in row 3, `lines` from row 4. */
export function orderSheet(
  workbook: ExcelJS.Workbook,
  lines: ExcelJS.CellValue[][],
  name = "Bestellung"
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name)
  sheet.getCell("A1").value = "Bestellung ACME Industrial GmbH"
  sheet.mergeCells("A1:G1")
  sheet.getRow(3).values = ORDER_HEADER
  lines.forEach((line, i) => {
    sheet.getRow(4 + i).values = line
  })
  return sheet
}
