import { contextReferences, describeContext } from "../context-summary"

/** A price entry's context as the capture records it. */
const priceContext = {
  price_id: "price_1",
  currency_code: "eur",
  price_list_id: "plist_1",
  min_quantity: 10,
  max_quantity: 49,
  rules: { region_id: "reg_1", customer_group_id: "cusgroup_1" },
  price_set_id: "pset_1",
}

describe("describeContext", () => {
  it("puts a price's currency, price list, region, other rules and tier in words, with names", () => {
    expect(
      describeContext(priceContext, { region: "Europe", priceList: "B2B" })
    ).toBe(
      'EUR; price list "B2B"; region Europe; customer group cusgroup_1; quantity 10 to 49'
    )
  })

  it("falls back to the ids when the names are unknown (deleted since)", () => {
    expect(describeContext(priceContext)).toBe(
      "EUR; price list plist_1; region reg_1; customer group cusgroup_1; quantity 10 to 49"
    )
  })

  it("says a base price in its currency only", () => {
    expect(
      describeContext({
        currency_code: "usd",
        price_list_id: null,
        min_quantity: null,
        max_quantity: null,
        rules: {},
      })
    ).toBe("USD")
  })

  it("words open quantity tiers", () => {
    expect(describeContext({ min_quantity: 100 })).toBe("quantity 100 or more")
    expect(describeContext({ max_quantity: "9" })).toBe("quantity up to 9")
  })

  it("names the order that moved the stock, by its number", () => {
    expect(
      describeContext({
        location_name: "Lager Köln",
        order_id: "order_1",
        order_display_id: 1042,
      })
    ).toBe("location Lager Köln; order #1042")
  })

  it("names a stock entry's location, by id when it has no name", () => {
    expect(
      describeContext({
        location_id: "sloc_1",
        location_name: "Lager Köln",
        inventory_item_id: "iitem_1",
      })
    ).toBe("location Lager Köln")
    expect(describeContext({ location_id: "sloc_1" })).toBe("location sloc_1")
  })

  it("is empty without context", () => {
    expect(describeContext(null)).toBe("")
    expect(describeContext({})).toBe("")
  })
})

describe("contextReferences", () => {
  it("gives the ids whose names the column shows", () => {
    expect(contextReferences(priceContext)).toEqual({
      regionId: "reg_1",
      priceListId: "plist_1",
    })
    expect(contextReferences({ currency_code: "eur", rules: {} })).toEqual({
      regionId: undefined,
      priceListId: undefined,
    })
    expect(contextReferences(null)).toEqual({
      regionId: undefined,
      priceListId: undefined,
    })
  })
})
