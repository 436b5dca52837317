import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { HISTORY_ERROR_CODES } from "../../errors"
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

  it("take the text fonts from the plugin's assets/fonts, with DejaVu's licence beside them", () => {
    const folder = path.resolve(__dirname, "../../../../../assets/fonts")
    expect(installedPdfFonts()).toMatchObject({
      text: path.join(folder, "DejaVuSansCondensed.ttf"),
      textBold: path.join(folder, "DejaVuSansCondensed-Bold.ttf"),
    })
    expect(fs.readFileSync(path.join(folder, "LICENSE"), "utf8")).toContain(
      "Bitstream Vera Fonts Copyright"
    )
  })

  describe("when installed", () => {
    let root: string
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-fonts-"))
    })
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

    it("are found from the build as well, two folders deeper than the sources", () => {
      const plugin = path.join(
        root,
        "node_modules",
        "medusa-plugin-b2b-history"
      )
      const built = path.join(
        plugin,
        ".medusa/server/src/modules/product-history/exports"
      )
      const folder = path.join(plugin, "assets", "fonts")
      fs.mkdirSync(built, { recursive: true })
      fs.mkdirSync(folder, { recursive: true })
      for (const file of [
        "DejaVuSansCondensed.ttf",
        "DejaVuSansCondensed-Bold.ttf",
      ])
        fs.writeFileSync(path.join(folder, file), "")
      expect(installedPdfFonts(require.resolve, built)).toMatchObject({
        text: path.join(folder, "DejaVuSansCondensed.ttf"),
        textBold: path.join(folder, "DejaVuSansCondensed-Bold.ttf"),
      })
    })

    const refusal = (from: string) => {
      try {
        installedPdfFonts(require.resolve, from)
      } catch (error) {
        return error as { message: string; code: string }
      }
      throw new Error("no refusal")
    }

    it("refuse in words, naming the missing file, when a text font is not there", () => {
      const folder = path.join(root, "assets", "fonts")
      fs.mkdirSync(folder, { recursive: true })
      const regular = path.join(folder, "DejaVuSansCondensed.ttf")
      expect(refusal(root)).toMatchObject({
        code: HISTORY_ERROR_CODES.PDF_FONT_MISSING,
        message: `The PDF export cannot find its font "${regular}": the plugin's installation is incomplete. Reinstall the plugin (npm install), or use the CSV export meanwhile.`,
      })
      fs.writeFileSync(regular, "")
      expect(refusal(root).message).toContain(
        `"${path.join(folder, "DejaVuSansCondensed-Bold.ttf")}"`
      )
    })

    it("refuse in words when no folder above holds assets/fonts", () => {
      expect(refusal(root).message).toContain(
        `cannot find its font "${path.join("assets", "fonts", "DejaVuSansCondensed.ttf")}"`
      )
    })
  })
})
