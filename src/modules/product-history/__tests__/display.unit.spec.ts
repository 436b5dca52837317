import { displayValue } from "../display"

describe("displayValue", () => {
  it("shows prices with their currency", () => {
    expect(displayValue("price.gross", 12.5, { currency_code: "eur" })).toBe(
      "€12.50"
    )
    expect(displayValue("price.net", 1234.5, { currency_code: "usd" })).toBe(
      "$1,234.50"
    )
  })

  it("keeps the amount readable for a currency Intl does not know", () => {
    expect(displayValue("price.gross", 3, { currency_code: "xx1" })).toBe(
      "3 XX1"
    )
  })

  it("shows booleans as check mark and cross", () => {
    expect(displayValue("allow_backorder", true)).toBe("✓")
    expect(displayValue("discountable", false)).toBe("✗")
  })

  it("names collections, types, tags and categories by their names", () => {
    expect(
      displayValue("collection", { id: "pcol_1", title: "Fasteners" })
    ).toBe("Fasteners")
    expect(
      displayValue("tags", [
        { id: "t1", value: "steel" },
        { id: "t2", value: "zinc" },
      ])
    ).toBe("steel, zinc")
    expect(displayValue("categories", [])).toBe("")
  })

  it("shows other JSON compact, cut in lists and whole in the detail view", () => {
    const long = { note: "x".repeat(300) }
    expect(displayValue("metadata.specs", { a: 1, b: [1, 2] })).toBe(
      '{"a":1,"b":[1,2]}'
    )
    expect(displayValue("metadata.specs", long).length).toBe(200)
    expect(displayValue("metadata.specs", long, null, true)).toBe(
      JSON.stringify(long)
    )
  })

  it("shows no value as empty and numbers and text as they are", () => {
    expect(displayValue("title", null)).toBe("")
    expect(displayValue("stock", 40)).toBe("40")
    expect(displayValue("title", "Washer M8")).toBe("Washer M8")
  })

  it("shows a product's options with their values and a variant's option values", () => {
    expect(
      displayValue("options", [
        { id: "opt_1", title: "Color", values: ["Red"] },
        { id: "opt_2", title: "Size", values: ["M", "S"] },
      ])
    ).toBe("Color: Red; Size: M, S")
    expect(displayValue("options", { Color: "Red", Size: "S" })).toBe(
      "Color: Red, Size: S"
    )
    expect(displayValue("options", [])).toBe("")
  })
})
