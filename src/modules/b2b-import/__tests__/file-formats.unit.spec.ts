import {
  DEFAULT_FILE_PRICES,
  FILE_FORMAT_NAMES,
  FILE_FORMAT_TRAITS,
  FILE_FORMATS,
  isFileFormat,
} from "../file-formats"
import { effectiveMappings } from "../pipeline/parse"
import { sourcePathProblem } from "../pipeline/source-path"

describe("the order-file formats, declared once", () => {
  it.each(FILE_FORMATS)(
    "%s: its standard fields are read exactly when its traits say so",
    (format) => {
      const standard = effectiveMappings(format, [])
      expect(standard.length > 0).toBe(
        FILE_FORMAT_TRAITS[format].standardMappings
      )
      const own = [
        {
          source: "a",
          target: "line.sku" as const,
          transform: null,
          required: true,
        },
      ]
      expect(effectiveMappings(format, own)).toBe(own)
    }
  )

  it.each(FILE_FORMATS)(
    "%s: a mapping's source is checked as a path only for tree formats",
    (format) => {
      const problem = sourcePathProblem(format, "a..b")
      expect(problem === null).toBe(
        FILE_FORMAT_TRAITS[format].shape === "table"
      )
    }
  )

  it("derives the default file prices and the formats in words from the traits", () => {
    for (const format of FILE_FORMATS) {
      expect(DEFAULT_FILE_PRICES[format]).toBe(
        FILE_FORMAT_TRAITS[format].filePrices
      )
      expect(FILE_FORMAT_NAMES).toContain(FILE_FORMAT_TRAITS[format].name)
    }
    expect(DEFAULT_FILE_PRICES.opentrans).toBe("net")
    const last = FILE_FORMAT_TRAITS[FILE_FORMATS[FILE_FORMATS.length - 1]].name
    expect(FILE_FORMAT_NAMES.endsWith(` or ${last}`)).toBe(true)
    expect(FILE_FORMATS.every(isFileFormat)).toBe(true)
    expect(isFileFormat("xls")).toBe(false)
  })
})
