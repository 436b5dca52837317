import { lineTaxInclusive } from "../line-price"

describe("lineTaxInclusive: net or gross prices", () => {
  const inclusive = { priceTaxInclusive: true }
  const exclusive = { priceTaxInclusive: false }

  it("catalogue prices keep the shop's price preference, whatever filePrices says", () => {
    const profile = {
      price_source: "catalogue",
      file_format: "opentrans",
      file_prices: "net",
    } as const
    expect(lineTaxInclusive(profile, inclusive)).toBe(true)
    expect(lineTaxInclusive(profile, exclusive)).toBe(false)
  })

  it("file prices follow the profile's filePrices, not the region", () => {
    for (const file_format of ["csv", "json", "opentrans"] as const) {
      expect(
        lineTaxInclusive(
          { price_source: "file", file_format, file_prices: "net" },
          inclusive
        )
      ).toBe(false)
      expect(
        lineTaxInclusive(
          { price_source: "file", file_format, file_prices: "gross" },
          exclusive
        )
      ).toBe(true)
    }
  })

  it("without filePrices: openTRANS net, CSV and JSON gross", () => {
    const without = (file_format: "csv" | "json" | "opentrans") =>
      lineTaxInclusive(
        { price_source: "file", file_format, file_prices: null },
        exclusive
      )
    expect(without("opentrans")).toBe(false)
    expect(without("csv")).toBe(true)
    expect(without("json")).toBe(true)
  })
})
