// The library file: pdf-parse's index reads a sample PDF of its own when it is loaded without a parent module, as under Jest.
import pdfParse from "pdf-parse/lib/pdf-parse.js"

type TextItem = { str: string; transform: number[]; width: number }

/**
 * A page's text: pieces that continue one another on a line (a font change
 * inside a cell) are joined as they are; anything else (the next line of a
 * cell, the next cell) starts a new line.
 */
function pageText(items: TextItem[]): string {
  let text = ""
  let previous: { y: number; end: number } | undefined
  for (const item of items) {
    const x = item.transform[4]
    const y = item.transform[5]
    const continues =
      previous &&
      Math.abs(previous.y - y) < 0.5 &&
      Math.abs(previous.end - x) < 1
    text += (previous && !continues ? "\n" : "") + item.str
    previous = { y, end: x + item.width }
  }
  // A wrapped line keeps the space it broke at.
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
}

/** The text of each page of a PDF, in the order it was drawn. */
export async function pdfPages(data: ArrayBuffer | Buffer): Promise<string[]> {
  const pages: string[] = []
  await pdfParse(Buffer.from(data as ArrayBuffer), {
    pagerender: async (page) => {
      const text = pageText((await page.getTextContent()).items)
      pages.push(text)
      return text
    },
  })
  return pages
}

/** Text without whitespace: a value wrapped over lines in its cell still reads the same. */
export const squash = (text: string) => text.replace(/\s+/g, "")
