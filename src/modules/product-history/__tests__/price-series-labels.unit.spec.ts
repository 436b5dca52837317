import { priceIdentityOf, priceKeyOf } from "../price-identity"
import {
  labelPriceSeries,
  priceLabelOf,
  priceSeriesNameIds,
} from "../price-series-labels"

const identity = (more: Record<string, unknown>) =>
  priceIdentityOf({ currency_code: "eur", ...more })!

describe("priceLabelOf", () => {
  it("names a base price by its currency alone", () => {
    expect(priceLabelOf(identity({}))).toBe("EUR")
  })

  it("names tiers by their quantity bounds", () => {
    expect(priceLabelOf(identity({ min_quantity: 10 }))).toBe(
      "EUR · from 10 pcs"
    )
    expect(priceLabelOf(identity({ max_quantity: 9 }))).toBe(
      "EUR · up to 9 pcs"
    )
    expect(priceLabelOf(identity({ min_quantity: 10, max_quantity: 49 }))).toBe(
      "EUR · 10–49 pcs"
    )
  })

  it("names regions and price lists by the names given, else by id", () => {
    const both = identity({
      price_list_id: "plist_1",
      rules: { region_id: "reg_1" },
      min_quantity: "10",
    })
    expect(
      priceLabelOf(both, {
        regions: { reg_1: "Europe" },
        price_lists: { plist_1: "Summer" },
      })
    ).toBe("EUR · Price list Summer · Region Europe · from 10 pcs")
    expect(priceLabelOf(both)).toBe(
      "EUR · Price list plist_1 · Region reg_1 · from 10 pcs"
    )
    expect(
      priceLabelOf(identity({ rules: { customer_group_id: "cg_1" } }))
    ).toBe("EUR · customer_group_id: cg_1")
  })
})

describe("price identity", () => {
  it("matches an entry's context data and a live price of the same price", () => {
    const entry = priceIdentityOf({
      price_id: "price_1",
      currency_code: "EUR",
      price_list_id: null,
      min_quantity: 10,
      max_quantity: null,
      rules: { region_id: "reg_1" },
      price_set_id: "pset_1",
    })!
    const live = priceIdentityOf({
      currency_code: "eur",
      min_quantity: "10",
      price_rules: [{ attribute: "region_id", value: "reg_1" }],
    })!
    expect(priceKeyOf("v1", entry)).toBe(priceKeyOf("v1", live))
    expect(priceKeyOf("v1", entry)).not.toBe(priceKeyOf("v2", live))
  })

  it("has none without a currency (hand-made entries may lack it)", () => {
    expect(priceIdentityOf(null)).toBeUndefined()
    expect(priceIdentityOf({ rules: {} })).toBeUndefined()
  })
})

describe("labelPriceSeries", () => {
  it("lists the ids to name and relabels the lines with their names", () => {
    const line = {
      ...identity({ rules: { region_id: "reg_1" }, price_list_id: "pl_1" }),
      label: "EUR · Price list pl_1 · Region reg_1",
    }
    const series = { series: [line] }
    expect(priceSeriesNameIds(series)).toEqual({
      region_ids: ["reg_1"],
      price_list_ids: ["pl_1"],
    })
    expect(
      labelPriceSeries(series, {
        regions: { reg_1: "Europe" },
        price_lists: { pl_1: "Summer" },
      }).series[0].label
    ).toBe("EUR · Price list Summer · Region Europe")
  })
})
