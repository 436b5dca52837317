import { describeHistoryFilters } from "../filter-summary"

describe("describeHistoryFilters", () => {
  it("says so when nothing is filtered", () => {
    expect(describeHistoryFilters({})).toBe("Filters: none, all entries")
    // The default order (newest first) goes unsaid.
    expect(describeHistoryFilters({ order: "-changed_at" })).toBe(
      "Filters: none, all entries"
    )
  })

  it("names every filter in words, dates as they were given", () => {
    expect(
      describeHistoryFilters({
        field_name: ["title", "price.gross"],
        from: "2026-11-01",
        to: "2026-11-30T18:00:00.250+01:00",
        source: ["api"],
        q: "Kabel",
        order: "changed_at",
      })
    ).toBe(
      'Filters: field title, price.gross; from 2026-11-01; to 2026-11-30T18:00:00.250+01:00; source api; product number or name containing "Kabel"; each product\'s entries oldest first'
    )
  })

  it("names the field group", () => {
    expect(describeHistoryFilters({ field_group: "catalogue" })).toBe(
      "Filters: catalogue changes (no stock movements)"
    )
    expect(
      describeHistoryFilters({ field_group: "stock", source: ["api"] })
    ).toBe("Filters: stock movements (stock, stock.reserved); source api")
  })

  it("shows products by their number where it is known, else by id", () => {
    const numbers: Record<string, string> = { prod_1: "SW01004" }
    expect(
      describeHistoryFilters(
        { product_id: ["prod_1", "prod_gone"] },
        (id) => numbers[id] ?? id
      )
    ).toBe("Filters: product SW01004, prod_gone")
  })

  it("names the first 20 values of a long list and counts the rest", () => {
    const ids = Array.from({ length: 25 }, (_, i) => `prod_${i}`)
    const asked: string[] = []
    const line = describeHistoryFilters({ product_id: ids }, (id) => {
      asked.push(id)
      return id.toUpperCase()
    })
    expect(line).toBe(
      `Filters: product ${ids
        .slice(0, 20)
        .map((id) => id.toUpperCase())
        .join(", ")} and 5 more`
    )
    expect(asked).toEqual(ids.slice(0, 20))
  })

  it("puts each order in words", () => {
    expect(describeHistoryFilters({ order: "-product_number" })).toBe(
      "Filters: each product's entries by product number, Z to A"
    )
    expect(describeHistoryFilters({ order: "field_name" })).toBe(
      "Filters: each product's entries by field, A to Z"
    )
  })
})
