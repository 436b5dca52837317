import { PassThrough, Readable } from "node:stream"
import {
  pdfPages,
  squash,
} from "../../../../../integration-tests/helpers/pdf-text"
import type { HistoryEntryRow } from "../../repositories/entry-reads"
import { CJK_FONT_PACKAGE, installedPdfFonts } from "../pdf-fonts"
import { renderHistoryPdf } from "../pdf"

/**
 * The CJK font is an optional package: with it, Chinese prints; without it,
 * the document still renders, its other text prints, and it says which
 * characters print as boxes and which package to install.
 */

const entry = (
  over: Partial<HistoryEntryRow> & Pick<HistoryEntryRow, "new_value">
): HistoryEntryRow => ({
  id: "phe_1",
  product_id: "prod_1",
  variant_id: null,
  product_name: "Kabel",
  product_number: "K-1",
  field_name: "title",
  old_value: "Kabel",
  changed_at: new Date("2026-11-02T10:00:00Z"),
  user_id: null,
  integration_id: null,
  changed_by: "clerk@example.com",
  source: "admin",
  context_data: null,
  comment: null,
  rolled_back_entry_id: null,
  manual: false,
  change_set_id: null,
  ...over,
})

async function render(
  rows: HistoryEntryRow[],
  fonts = installedPdfFonts()
): Promise<string> {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on("data", (chunk: Buffer) => chunks.push(chunk))
  await renderHistoryPdf(Readable.from(rows), out, {
    total: rows.length,
    max: 1000,
    timeZone: "Europe/Berlin",
    filters: {},
    names: {
      product: async () => ({ name: "Kabel", number: "K-1", deleted: false }),
      region: async () => undefined,
      priceList: async () => undefined,
    },
    fonts,
  })
  return squash((await pdfPages(Buffer.concat(chunks))).join("\n"))
}

/** Resolves every font but the CJK package's, as in a shop that did not install it. */
const withoutCjkPackage = (request: string) => {
  if (request.startsWith(CJK_FONT_PACKAGE))
    throw new Error(`Cannot find module '${request}'`)
  return require.resolve(request)
}

describe("the PDF's CJK font", () => {
  it("is left out, not refused, when its package is missing", () => {
    const fonts = installedPdfFonts(withoutCjkPackage)
    expect(Object.keys(fonts).sort()).toEqual(["text", "textBold"])
  })

  it("prints Chinese when installed, and says nothing of boxes", async () => {
    const text = await render([entry({ new_value: "数据线 Kabel" })])
    expect(text).toContain(squash("数据线 Kabel"))
    expect(text).not.toContain(squash("empty boxes"))
  })

  it("when missing: the rest prints, and the document counts the boxes and names the package", async () => {
    const text = await render(
      [
        entry({ new_value: "数据线 Kabel" }),
        entry({ id: "phe_2", new_value: "Zażółć", comment: "「新」" }),
      ],
      installedPdfFonts(withoutCjkPackage)
    )
    expect(text).toContain("Zażółć")
    expect(text).toContain(
      squash(
        `6 Chinese or Japanese characters print as empty boxes: this shop lacks the optional font package ${CJK_FONT_PACKAGE}. To print them, the shop's administrator installs it (npm install ${CJK_FONT_PACKAGE})`
      )
    )
  })

  it("when missing, a document without Chinese or Japanese says nothing of it", async () => {
    const text = await render(
      [entry({ new_value: "Привет" })],
      installedPdfFonts(withoutCjkPackage)
    )
    expect(text).toContain("Привет")
    expect(text).not.toContain(CJK_FONT_PACKAGE)
  })
})
