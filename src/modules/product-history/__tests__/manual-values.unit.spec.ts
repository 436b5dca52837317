import { manualValueProblem } from "../manual-values"

describe("manualValueProblem", () => {
  it("accepts values that fit the field, and no value for any field", () => {
    for (const [field, value] of [
      ["price.gross", 12.5],
      ["price.net", 0],
      ["weight", 400],
      ["stock", 40],
      ["discountable", false],
      ["manage_inventory", true],
      ["status", "published"],
      ["title", "Widget"],
      ["sku", "SW-1"],
      ["collection", { id: "pcol_1", title: "Summer" }],
      ["tags", [{ id: "ptag_1", value: "sale" }]],
      ["metadata.colour", { any: ["thing"] }],
      ["some.free.name", "anything"],
      ["price.gross", null],
      ["status", null],
    ] as const) {
      expect({ field, problem: manualValueProblem(field, value) }).toEqual({
        field,
        problem: undefined,
      })
    }
  })

  it("names what the field holds and the value that does not fit", () => {
    expect(manualValueProblem("price.gross", "abc")).toBe(
      '"price.gross" holds a number, e.g. 12.5; "abc" is not.'
    )
    expect(manualValueProblem("stock", 2.5)).toBe(
      '"stock" holds a whole number, e.g. 40; 2.5 is not.'
    )
    expect(manualValueProblem("status", "live")).toBe(
      '"status" holds one of draft, proposed, published, rejected; "live" is not.'
    )
    expect(manualValueProblem("discountable", "yes")).toMatch(/true or false/)
    expect(manualValueProblem("title", 12)).toMatch(/holds text; 12 is not/)
    expect(manualValueProblem("collection", "pcol_1")).toMatch(/with an id/)
    expect(manualValueProblem("tags", [{ value: "x" }])).toMatch(/list of/)
    expect(manualValueProblem("weight", Infinity)).toMatch(/a number/)
    // Whole to JavaScript, not to a shop: beyond what a number holds exactly.
    expect(manualValueProblem("stock", 1e30)).toBe(
      '"stock" holds a whole number, e.g. 40; 1e+30 is not.'
    )
    expect(manualValueProblem("price.gross", 1e300)).toMatch(/a number/)
  })
})
