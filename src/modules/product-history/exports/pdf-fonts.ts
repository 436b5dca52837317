import { HISTORY_ERROR_CODES, HistoryError } from "../errors"

/**
 * The PDF's fonts. PDF's built-in Helvetica knows Latin-1 only: Polish,
 * Cyrillic, Greek and Chinese came out as garbage. The document embeds fonts
 * from npm packages instead (pdfkit embeds only the glyphs it uses):
 * DejaVu Sans Condensed for Latin with every European accent, Greek,
 * Cyrillic, ✓/✗ and most other alphabets; Noto Sans SC for Chinese
 * characters, Japanese kana and CJK punctuation, which DejaVu lacks.
 */
const FONT_FILES = {
  text: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf",
  textBold: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf",
  cjk: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  cjkBold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
} as const
export type PdfFontName = keyof typeof FONT_FILES

/** Where a font file lies; refused in words when its package is not installed. */
export function pdfFontFile(name: PdfFontName): string {
  try {
    return require.resolve(FONT_FILES[name])
  } catch {
    throw new HistoryError(
      "UNEXPECTED_STATE",
      HISTORY_ERROR_CODES.PDF_FONT_MISSING,
      `The PDF export cannot find its font "${FONT_FILES[name]}": the plugin's packages are incomplete. Reinstall them (npm install), or use the CSV export meanwhile.`
    )
  }
}

const FONT_NAMES = Object.keys(FONT_FILES) as PdfFontName[]

/** Refuses in words when a font is missing: call it before answering with a PDF. */
export function assertPdfFontsInstalled(): void {
  FONT_NAMES.forEach(pdfFontFile)
}

/**
 * Registers the fonts under their names. Use only these names with the
 * document: pdfkit caches a parsed font by the name it was first opened
 * under, and a font opened once by path and then by name is parsed again
 * (10 MB for the CJK one) on every switch: 5,000 rows took minutes.
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const name of FONT_NAMES) doc.registerFont(name, pdfFontFile(name))
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

const fontOf = (cjk: boolean, bold: boolean): PdfFontName =>
  cjk ? (bold ? "cjkBold" : "cjk") : bold ? "textBold" : "text"

export type TextStyle = { width: number; size: number; bold?: boolean }

/** Height of the text in a box of this width, as `writeText` draws it. */
export function textHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  { width, size, bold = false }: TextStyle
): number {
  const fonts = new Set(fontRuns(text).map((r) => fontOf(r.cjk, bold)))
  doc.fontSize(size)
  if (fonts.size <= 1)
    return doc
      .font(fontOf(fonts.has("cjk") || fonts.has("cjkBold"), bold))
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
    doc.font(fontOf(run.cjk, bold))
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
