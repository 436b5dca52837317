import { tz } from "@date-fns/tz"
import { format } from "date-fns"
import PDFDocument from "pdfkit"
import type { Readable, Writable } from "node:stream"
import { toEntryView } from "../entry-view"
import type { HistoryEntryRow } from "../repositories/entry-reads"

const COLUMNS = [
  { title: "Changed at", width: 120 },
  { title: "Field", width: 110 },
  { title: "Old value", width: 170 },
  { title: "New value", width: 170 },
  { title: "Changed by", width: 120 },
  { title: "Source", width: 60 },
] as const
const MARGIN = 36
const FONT_SIZE = 8

type Options = {
  total: number
  max: number
  timeZone: string
  productHeader: (
    productId: string
  ) => Promise<{ name: string; number: string } | undefined>
}

/** Renders the rows (sorted by product) as an A4 landscape table with a header per product. */
export async function renderHistoryPdf(
  rows: Readable,
  out: Writable,
  { total, max, timeZone, productHeader }: Options
): Promise<void> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    info: { Title: "Product history" },
  })
  const finished = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve)
    out.on("error", reject)
  })
  doc.pipe(out)
  const bottom = doc.page.height - MARGIN
  const inZone = tz(timeZone)
  doc.fontSize(14).text("Product history", { continued: false })
  doc
    .fontSize(FONT_SIZE)
    .fillColor("#555")
    .text(
      `${total} entries${total > max ? `; this document holds the first ${max} — narrow the filters or use the CSV export for all` : ""}. Times in ${timeZone}.`
    )
  doc.fillColor("#000").moveDown()

  const row = (cells: string[], bold = false) => {
    const heights = cells.map((c, i) =>
      doc
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(FONT_SIZE)
        .heightOfString(c, { width: COLUMNS[i].width - 4 })
    )
    const height = Math.max(...heights) + 4
    if (doc.y + height > bottom) doc.addPage()
    const y = doc.y
    let x = MARGIN
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: COLUMNS[i].width - 4 })
      x += COLUMNS[i].width
    })
    doc.x = MARGIN
    doc.y = y + height
  }

  let product: string | undefined
  let count = 0
  for await (const raw of rows) {
    const entry = toEntryView(raw as HistoryEntryRow)
    if (entry.product_id !== product) {
      product = entry.product_id
      const now = await productHeader(entry.product_id)
      const title = now
        ? `${now.name} — ${now.number}`
        : `${entry.product_name ?? "(unnamed product)"} (deleted) — ${entry.product_id}`
      if (doc.y + 40 > bottom) doc.addPage()
      doc.moveDown(0.5).font("Helvetica-Bold").fontSize(10).text(title, MARGIN)
      row(
        COLUMNS.map((c) => c.title),
        true
      )
    }
    const when = format(new Date(entry.changed_at), "yyyy-MM-dd HH:mm:ss xxx", {
      in: inZone,
    })
    const field =
      entry.variant_id && entry.product_number
        ? `${entry.field_name} (${entry.product_number})`
        : entry.field_name
    // The PDF standard fonts have no check mark or cross.
    const plain = (v: string) => v.replace("✓", "yes").replace("✗", "no")
    row([
      when,
      field,
      plain(entry.old_value_display),
      plain(entry.new_value_display),
      entry.changed_by,
      entry.source,
    ])
    count++
  }
  if (count === 0)
    doc.font("Helvetica").fontSize(10).text("No entries match these filters.")
  doc.end()
  await finished
}
