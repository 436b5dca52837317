import { textHeight, writeText } from "./pdf-fonts"

export type PdfColumn = { title: string; width: number }

const CELL_SIZE = 8
const TITLE_SIZE = 10
/** Space between columns, and below each row. */
const COLUMN_GAP = 4
const ROW_GAP = 3
const RULE_COLOR = "#999"
/**
 * A cell longer than this ends in "…" (the CSV holds it whole): one row
 * must fit on a page, or pdfkit would break it across pages mid-cell.
 */
const MAX_CELL_CHARS = 300

const clip = (text: string) =>
  [...text].length > MAX_CELL_CHARS
    ? `${[...text].slice(0, MAX_CELL_CHARS - 1).join("")}…`
    : text

/**
 * The history table: blocks (one per product) of a title, the column
 * headings and rows. A block continued on a new page repeats its title,
 * marked "(continued)", and the headings, so every page reads on its own.
 */
export class HistoryPdfTable {
  private title = ""
  private readonly left: number
  private readonly fullWidth: number

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly PdfColumn[],
    private readonly margin: number
  ) {
    this.left = margin
    this.fullWidth = columns.reduce((sum, c) => sum + c.width, 0)
  }

  private get bottom() {
    return this.doc.page.height - this.margin
  }

  private cellStyle(i: number, bold = false) {
    return { width: this.columns[i].width - COLUMN_GAP, size: CELL_SIZE, bold }
  }

  private rowHeight(cells: string[], bold = false): number {
    const heights = cells.map((c, i) =>
      textHeight(this.doc, c, this.cellStyle(i, bold))
    )
    return Math.max(...heights) + ROW_GAP
  }

  private titleHeight(title: string): number {
    return (
      textHeight(this.doc, title, {
        width: this.fullWidth,
        size: TITLE_SIZE,
        bold: true,
      }) + ROW_GAP
    )
  }

  private drawRow(cells: string[], bold = false): void {
    const top = this.doc.y
    let x = this.left
    let end = top
    cells.forEach((cell, i) => {
      end = Math.max(
        end,
        writeText(this.doc, cell, x, top, this.cellStyle(i, bold))
      )
      x += this.columns[i].width
    })
    this.doc.x = this.left
    this.doc.y = end + ROW_GAP
  }

  private drawTitle(title: string): void {
    const end = writeText(this.doc, title, this.left, this.doc.y, {
      width: this.fullWidth,
      size: TITLE_SIZE,
      bold: true,
    })
    this.doc.y = end + ROW_GAP
  }

  private drawHeadings(): void {
    this.drawRow(
      this.columns.map((c) => c.title),
      true
    )
    const y = this.doc.y - ROW_GAP / 2
    this.doc
      .save()
      .moveTo(this.left, y)
      .lineTo(this.left + this.fullWidth, y)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOR)
      .stroke()
      .restore()
  }

  private headingsHeight(): number {
    return this.rowHeight(
      this.columns.map((c) => c.title),
      true
    )
  }

  /** Starts a product's block with its first row; on a new page when title, headings and that row do not fit. */
  startBlock(title: string, firstRow: string[]): void {
    this.title = clip(title)
    const cells = firstRow.map(clip)
    const needed =
      this.titleHeight(this.title) +
      this.headingsHeight() +
      this.rowHeight(cells)
    this.doc.y += TITLE_SIZE / 2
    if (this.doc.y + needed > this.bottom) this.doc.addPage()
    this.drawTitle(this.title)
    this.drawHeadings()
    this.drawRow(cells)
  }

  /** A row of the current block; on a new page (title and headings repeated) when it does not fit. */
  row(cells: string[]): void {
    const clipped = cells.map(clip)
    if (this.doc.y + this.rowHeight(clipped) > this.bottom) {
      this.doc.addPage()
      this.drawTitle(`${this.title} (continued)`)
      this.drawHeadings()
    }
    this.drawRow(clipped)
  }
}
