import { format } from "date-fns"
import PDFDocument from "pdfkit"
import type { Readable, Writable } from "node:stream"
import { type HistoryEntryView, toEntryView } from "../entry-view"
import type { HistoryFilterInput } from "../filters"
import type { HistoryEntryRow } from "../repositories/entry-reads"
import { contextReferences, describeContext } from "./context-summary"
import { describeHistoryFilters, MAX_LISTED_VALUES } from "./filter-summary"
import {
  CJK_FONT_PACKAGE,
  type PdfFontFiles,
  registerPdfFonts,
  undrawnCjkCharacters,
  writeText,
} from "./pdf-fonts"
import { HistoryPdfTable } from "./pdf-table"
import { zonedDate } from "../../../utils/zoned-date"

/** A4 landscape is 842 pt wide: the columns fill it between the margins. */
const COLUMNS = [
  { title: "Changed at", width: 84 },
  { title: "Field", width: 92 },
  { title: "Old value", width: 120 },
  { title: "New value", width: 120 },
  { title: "Context", width: 112 },
  { title: "Changed by", width: 84 },
  { title: "Source", width: 48 },
  { title: "Comment", width: 110 },
] as const
const MARGIN = 36
const NOTE_SIZE = 8
const TIME_FORMAT = "yyyy-MM-dd HH:mm:ss xxx"

/** Names the document shows for ids, as they are now (a deleted product as it was then); undefined when there is none. */
export type PdfNames = {
  product(
    id: string
  ): Promise<{ name: string; number: string; deleted: boolean } | undefined>
  region(id: string): Promise<string | undefined>
  priceList(id: string): Promise<string | undefined>
}

type Options = {
  total: number
  max: number
  timeZone: string
  /** The filters as the caller gave them (dates unresolved), stated at the top. */
  filters: Partial<HistoryFilterInput>
  names: PdfNames
  /** The fonts to embed (default: those installed). */
  fonts?: PdfFontFiles
}

/** The title, the filters and time zone, and how many entries the document holds. */
async function writeDocumentHeader(
  doc: PDFKit.PDFDocument,
  { total, max, timeZone, filters, names }: Options
) {
  const width = doc.page.width - 2 * MARGIN
  const note = (text: string) => {
    doc.y = writeText(doc, text, MARGIN, doc.y, { width, size: NOTE_SIZE })
  }
  doc.y = writeText(doc, "Product history", MARGIN, doc.y, {
    width,
    size: 14,
    bold: true,
  })
  const numbers = new Map<string, string>()
  for (const id of (filters.product_id ?? []).slice(0, MAX_LISTED_VALUES))
    numbers.set(id, (await names.product(id))?.number ?? id)
  doc.fillColor("#333")
  note(
    `${describeHistoryFilters(filters, (id) => numbers.get(id) ?? id)} — times in ${timeZone}`
  )
  doc.fillColor("#555")
  note(
    `${total} ${total === 1 ? "entry" : "entries"}${total > max ? `; this document holds the first ${max} — narrow the filters or use the CSV export for all` : ""}. Made ${format(zonedDate(Date.now(), timeZone), TIME_FORMAT)}.`
  )
  doc.fillColor("#000")
}

/** Says why characters print as boxes and what makes them print. */
export function missingCjkFontNote(characters: number): string {
  return `${characters} Chinese or Japanese ${characters === 1 ? "character prints" : "characters print"} as empty boxes: this shop lacks the optional font package ${CJK_FONT_PACKAGE}. To print them, the shop's administrator installs it (npm install ${CJK_FONT_PACKAGE}); the next export uses it.`
}

/** The product block's title: its name and number now (or when it was deleted); one removed from the database by what its entries recorded. */
async function productTitle(entry: HistoryEntryView, names: PdfNames) {
  const now = await names.product(entry.product_id)
  if (now)
    return `${now.name}${now.deleted ? " (deleted)" : ""} — ${now.number}`
  return `${entry.product_name ?? "(unnamed product)"} (deleted) — ${entry.product_number ?? entry.product_id}`
}

async function contextCell(entry: HistoryEntryView, names: PdfNames) {
  const { regionId, priceListId } = contextReferences(entry.context_data)
  return describeContext(entry.context_data, {
    region: regionId ? await names.region(regionId) : undefined,
    priceList: priceListId ? await names.priceList(priceListId) : undefined,
  })
}

/**
 * Renders the rows (sorted by product) as an A4 landscape table with a
 * block per product. Every script prints (embedded Unicode fonts); title and
 * headings repeat on each page a block continues on.
 */
export async function renderHistoryPdf(
  rows: Readable,
  out: Writable,
  options: Options
): Promise<void> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    info: { Title: "Product history" },
  })
  // Every text goes through writeText in these fonts; pdfkit's default Helvetica (Latin-1 only) is never drawn, so never embedded.
  registerPdfFonts(doc, options.fonts)
  const finished = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve)
    out.on("error", reject)
  })
  doc.pipe(out)
  await writeDocumentHeader(doc, options)
  const { names } = options
  const table = new HistoryPdfTable(doc, COLUMNS, MARGIN)

  let product: string | undefined
  let count = 0
  for await (const raw of rows) {
    const entry = toEntryView(raw as HistoryEntryRow)
    const cells = [
      format(
        zonedDate(new Date(entry.changed_at), options.timeZone),
        TIME_FORMAT
      ),
      entry.variant_id && entry.product_number
        ? `${entry.field_name} (${entry.product_number})`
        : entry.field_name,
      entry.old_value_display,
      entry.new_value_display,
      await contextCell(entry, names),
      entry.changed_by,
      entry.manual ? `${entry.source} (by hand)` : entry.source,
      entry.comment ?? "",
    ]
    if (entry.product_id !== product) {
      product = entry.product_id
      table.startBlock(await productTitle(entry, names), cells)
    } else table.row(cells)
    count++
  }
  const width = doc.page.width - 2 * MARGIN
  if (count === 0)
    writeText(doc, "No entries match these filters.", MARGIN, doc.y + 10, {
      width,
      size: 10,
    })
  const undrawn = undrawnCjkCharacters(doc)
  if (undrawn > 0)
    writeText(doc, missingCjkFontNote(undrawn), MARGIN, doc.y + 10, {
      width,
      size: NOTE_SIZE,
    })
  doc.end()
  await finished
}
