import fs from "node:fs"
import { assertPdfFontsInstalled, fontRuns, pdfFontFile } from "../pdf-fonts"

describe("fontRuns", () => {
  it("keeps text without CJK in one run, whatever its script", () => {
    expect(fontRuns("Zażółć gęślą — Привет — Γειά σου ✓ €12.00")).toEqual([
      { text: "Zażółć gęślą — Привет — Γειά σου ✓ €12.00", cjk: false },
    ])
  })

  it("cuts where the text changes between CJK and other characters", () => {
    expect(fontRuns("Kabel 数据线 USB-C「新」ｶﾀｶﾅ")).toEqual([
      { text: "Kabel ", cjk: false },
      { text: "数据线 ", cjk: true },
      { text: "USB-C", cjk: false },
      { text: "「新」ｶﾀｶﾅ", cjk: true },
    ])
  })

  it("keeps characters outside the basic plane whole", () => {
    expect(fontRuns("𠀀a")).toEqual([
      { text: "𠀀", cjk: true },
      { text: "a", cjk: false },
    ])
  })

  it("gives no run for empty text", () => {
    expect(fontRuns("")).toEqual([])
  })
})

describe("the PDF's fonts", () => {
  it("are installed with the plugin's packages", () => {
    expect(() => assertPdfFontsInstalled()).not.toThrow()
    for (const name of ["text", "textBold", "cjk", "cjkBold"] as const)
      expect(fs.statSync(pdfFontFile(name)).size).toBeGreaterThan(100_000)
  })
})
