import fs from "node:fs"
import { fontRuns, installedPdfFonts } from "../pdf-fonts"

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
  it("are installed in this repository, the optional CJK font too", () => {
    const fonts = installedPdfFonts()
    expect(Object.keys(fonts).sort()).toEqual([
      "cjk",
      "cjkBold",
      "text",
      "textBold",
    ])
    for (const file of Object.values(fonts))
      expect(fs.statSync(file).size).toBeGreaterThan(100_000)
  })

  it("refuses in words when a text font is missing", () => {
    const withoutDejaVu = (request: string) => {
      if (request.startsWith("dejavu-fonts-ttf/"))
        throw new Error(`Cannot find module '${request}'`)
      return require.resolve(request)
    }
    expect(() => installedPdfFonts(withoutDejaVu)).toThrow(
      /The PDF export cannot find its font "dejavu-fonts-ttf\/ttf\/DejaVuSansCondensed.ttf": the plugin's packages are incomplete/
    )
  })
})
