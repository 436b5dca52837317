import fs from "node:fs"
import path from "node:path"
import { HISTORY_ERROR_CODES, HistoryError } from "../errors"

/**
 * The PDF's fonts. PDF's built-in Helvetica knows Latin-1 only: Polish,
 * Cyrillic, Greek and Chinese came out as garbage. The document embeds
 * fonts instead (pdfkit embeds only the glyphs it uses): DejaVu Sans
 * Condensed for Latin with every European accent, Greek, Cyrillic, ✓/✗ and
 * most other alphabets; Noto Sans SC for Chinese characters, Japanese kana
 * and CJK punctuation, which DejaVu lacks.
 *
 * The two DejaVu files ship with the plugin in assets/fonts (its LICENSE
 * beside them): 1.3 MB, where the npm package of every DejaVu font put
 * 12 MB into each shop.
 */
const TEXT_FONTS = {
  text: "DejaVuSansCondensed.ttf",
  textBold: "DejaVuSansCondensed-Bold.ttf",
} as const

/**
 * assets/fonts of the plugin: the nearest above `from`, this file's folder.
 * It runs from the sources (src/modules/…: tests, `npm run dev`) and from
 * the build (.medusa/server/src/modules/…, in a host app's node_modules),
 * two folders deeper.
 */
function shippedFontFolder(from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const fonts = path.join(dir, "assets", "fonts")
    if (fs.existsSync(fonts)) return fonts
    if (path.dirname(dir) === dir) return undefined
  }
}

/**
 * The CJK font's package is optional (a peer dependency a shop installs):
 * it is 92 MB, most shops never print Chinese or Japanese, and without it
 * those characters print as empty boxes and the document says so.
 */
export const CJK_FONT_PACKAGE = "@expo-google-fonts/noto-sans-sc"
const CJK_FONTS = {
  cjk: `${CJK_FONT_PACKAGE}/400Regular/NotoSansSC_400Regular.ttf`,
  cjkBold: `${CJK_FONT_PACKAGE}/700Bold/NotoSansSC_700Bold.ttf`,
} as const

export type PdfFontName = keyof typeof TEXT_FONTS | keyof typeof CJK_FONTS
/** The installed font files: always the text fonts, the CJK pair when its package is installed. */
export type PdfFontFiles = Record<keyof typeof TEXT_FONTS, string> &
  Partial<Record<keyof typeof CJK_FONTS, string>>
/** How the CJK font file is found (`require.resolve`; tests hand in one that lacks the package). */
export type ResolveFont = (request: string) => string

/**
 * The font files, looked up on every export (a CJK package installed
 * meanwhile is used without a restart; tests hand in another folder to
 * search from). A missing text font is refused in words; a missing CJK
 * font is left out.
 */
export function installedPdfFonts(
  resolve: ResolveFont = require.resolve,
  from: string = __dirname
): PdfFontFiles {
  const folder = shippedFontFolder(from)
  // Without the folder a file is named within the plugin, never looked for in the working directory.
  const shipped = (file: string) =>
    path.join(folder ?? path.join("assets", "fonts"), file)
  const text = shipped(TEXT_FONTS.text)
  const textBold = shipped(TEXT_FONTS.textBold)
  const missing = [text, textBold].find((f) => !folder || !fs.existsSync(f))
  if (missing)
    throw new HistoryError(
      "UNEXPECTED_STATE",
      HISTORY_ERROR_CODES.PDF_FONT_MISSING,
      `The PDF export cannot find its font "${missing}": the plugin's installation is incomplete. Reinstall the plugin (npm install), or use the CSV export meanwhile.`
    )
  const find = (file: string) => {
    try {
      return resolve(file)
    } catch {
      return undefined
    }
  }
  const cjk = find(CJK_FONTS.cjk)
  const cjkBold = find(CJK_FONTS.cjkBold)
  return cjk && cjkBold ? { text, textBold, cjk, cjkBold } : { text, textBold }
}

/** What a document drew: whether it has the CJK font, and how many CJK characters it could not draw. */
const documents = new WeakMap<
  PDFKit.PDFDocument,
  { cjk: boolean; undrawn: number }
>()

/**
 * Registers the fonts under their names. Use only these names with the
 * document: pdfkit caches a parsed font by the name it was first opened
 * under, and a font opened once by path and then by name is parsed again
 * (10 MB for the CJK one) on every switch: 5,000 rows took minutes.
 */
export function registerPdfFonts(
  doc: PDFKit.PDFDocument,
  files: PdfFontFiles = installedPdfFonts()
): void {
  for (const [name, file] of Object.entries(files)) doc.registerFont(name, file)
  documents.set(doc, { cjk: Boolean(files.cjk), undrawn: 0 })
}

/** How many Chinese or Japanese characters the document printed as empty boxes (its CJK font is not installed). */
export function undrawnCjkCharacters(doc: PDFKit.PDFDocument): number {
  return documents.get(doc)?.undrawn ?? 0
}

/** Han, kana, bopomofo, CJK punctuation and full-width forms: what only the CJK font draws. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\u31f0-\u31ff\uff00-\uffef]/u

export type FontRun = { text: string; cjk: boolean }

/**
 * The text cut where it changes between CJK and other characters, so that
 * each run is drawn in a font that has its characters. Whitespace stays in
 * the run it follows (fewer font changes, the same look).
 */
export function fontRuns(text: string): FontRun[] {
  const runs: FontRun[] = []
  for (const char of text) {
    const last = runs[runs.length - 1]
    const cjk = last && /\s/.test(char) ? last.cjk : CJK.test(char)
    if (last && last.cjk === cjk) last.text += char
    else runs.push({ text: char, cjk })
  }
  return runs
}

/**
 * DejaVu's ascent (1901 of 2048 units). pdfkit puts a run's baseline one
 * ascent of its own font below the line's top; Noto's is taller, so CJK in
 * a line of other text sat lower. Every run gets DejaVu's.
 */
const TEXT_ASCENT = 1901 / 2048

/** The font a run is drawn in: without the CJK font, CJK runs fall back to the text font's empty boxes. */
function fontOf(
  doc: PDFKit.PDFDocument,
  cjk: boolean,
  bold: boolean
): PdfFontName {
  if (cjk && documents.get(doc)?.cjk) return bold ? "cjkBold" : "cjk"
  return bold ? "textBold" : "text"
}

/** Counts a run's CJK characters the document cannot draw. */
function countUndrawn(doc: PDFKit.PDFDocument, run: FontRun) {
  const state = documents.get(doc)
  if (!run.cjk || !state || state.cjk) return
  for (const char of run.text) if (CJK.test(char)) state.undrawn++
}

export type TextStyle = { width: number; size: number; bold?: boolean }

/** Height of the text in a box of this width, as `writeText` draws it. */
export function textHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  { width, size, bold = false }: TextStyle
): number {
  const fonts = new Set(fontRuns(text).map((r) => fontOf(doc, r.cjk, bold)))
  doc.fontSize(size)
  if (fonts.size <= 1)
    return doc
      .font([...fonts][0] ?? fontOf(doc, false, bold))
      .heightOfString(text, { width })
  // pdfkit measures in one font: mixed text is measured in each, the taller kept, plus a line for the runs' different widths.
  const heights = [...fonts].map((font) =>
    doc.font(font).heightOfString(text, { width })
  )
  return Math.max(...heights) + doc.currentLineHeight(true)
}

/** Draws the text at (x, y), wrapped to the width, each run in its font; returns the y below it. */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  { width, size, bold = false }: TextStyle
): number {
  const runs = fontRuns(text)
  doc.fontSize(size)
  if (runs.length === 0) return y
  runs.forEach((run, i) => {
    countUndrawn(doc, run)
    doc.font(fontOf(doc, run.cjk, bold))
    const options = {
      width,
      continued: i < runs.length - 1,
      baseline: -TEXT_ASCENT * size,
    }
    if (i === 0) doc.text(run.text, x, y, options)
    else doc.text(run.text, options)
  })
  return doc.y
}
