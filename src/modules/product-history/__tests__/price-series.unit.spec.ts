import { buildPriceSeries } from "../price-series"
import type {
  LivePrice,
  LiveProductPrices,
  PriceChangeRow,
} from "../price-series-types"

const DAY = 86_400_000
const NOW = new Date("2026-06-30T12:00:00.000Z")
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY)
const iso = (d: Date) => d.toISOString()

const base = { price_list_id: null, min_quantity: null, max_quantity: null }
const eur = (amount: number, more: Partial<LivePrice> = {}): LivePrice => ({
  ...base,
  currency_code: "eur",
  rules: {},
  amount,
  ...more,
})

/** One product with one variant (SW-S, created then) holding these prices; EUR includes tax, the region does not. */
function shop(prices: LivePrice[], created = daysAgo(365)): LiveProductPrices {
  return {
    created_at: created,
    variants: [{ id: "v1", sku: "SW-S", created_at: created, prices }],
    tax_inclusive: {
      region_id: { reg_eu: false },
      currency_code: { eur: true },
    },
  }
}

let seq = 0
const change = (
  at: Date,
  oldValue: number | null,
  newValue: number | null,
  context: Record<string, unknown> | null = { currency_code: "eur" },
  more: Partial<PriceChangeRow> = {}
): PriceChangeRow => ({
  id: `e${++seq}`,
  variant_id: "v1",
  product_number: "SW-S",
  field_name: "price.gross",
  old_value: oldValue,
  new_value: newValue,
  changed_at: at,
  context_data: context,
  ...more,
})

const build = (live: LiveProductPrices, changes: PriceChangeRow[] = []) =>
  buildPriceSeries({ productId: "p1", days: 90, changes, live, now: NOW })
const pointsOf = (line: { points: { at: string; value: unknown }[] }) =>
  line.points.map((p) => [p.at, p.value])

describe("buildPriceSeries", () => {
  it("starts a product created today at its creation, not 90 days back", () => {
    const created = new Date(NOW.getTime() - 3_600_000)
    const series = build(shop([eur(10)], created))
    expect(pointsOf(series.series[0])).toEqual([
      [iso(created), 10],
      [iso(NOW), 10],
    ])
    expect(series.from).toBe(iso(daysAgo(90)))
  })

  it("draws a price that never changed flat over the window when the variant is older", () => {
    const [line] = build(shop([eur(10)])).series
    expect(pointsOf(line)).toEqual([
      [iso(daysAgo(90)), 10],
      [iso(NOW), 10],
    ])
    expect(line).toMatchObject({
      variant_id: "v1",
      sku: "SW-S",
      currency_code: "eur",
      field_name: "price.gross",
      label: "EUR",
    })
  })

  it("ends at the live price, even where the last entry says otherwise", () => {
    const first = change(daysAgo(10), 10, 12)
    const [line] = build(shop([eur(13)]), [first]).series
    expect(line.points.map((p) => [p.value, p.entry_id])).toEqual([
      [10, null],
      [12, first.id],
      [13, null],
    ])
  })

  it("takes the value at the window's start from the last change before it", () => {
    const old = change(daysAgo(120), 8, 9)
    const inside = change(daysAgo(5), 9, 11)
    const [line] = build(shop([eur(11)]), [old, inside]).series
    expect(pointsOf(line)).toEqual([
      [iso(daysAgo(90)), 9],
      [iso(daysAgo(5)), 11],
      [iso(NOW), 11],
    ])
  })

  it("starts a price added later at the change that created it", () => {
    const added = change(daysAgo(20), null, 15, { currency_code: "usd" })
    const usd = eur(15, { currency_code: "usd" })
    const lines = build(shop([eur(10), usd]), [added]).series
    expect(pointsOf(lines[1])).toEqual([
      [iso(daysAgo(20)), 15],
      [iso(NOW), 15],
    ])
    expect(lines[1].field_name).toBe("price.net")
  })

  it("starts at the variant's creation when it was created inside the window", () => {
    const changed = change(daysAgo(3), 10, 12)
    const [line] = build(shop([eur(12)], daysAgo(30)), [changed]).series
    expect(pointsOf(line)).toEqual([
      [iso(daysAgo(30)), 10],
      [iso(daysAgo(3)), 12],
      [iso(NOW), 12],
    ])
  })

  it("gives tier, region and price-list prices lines of their own, base price first, then tiers", () => {
    const tier = eur(9, { min_quantity: 10 })
    const region = eur(8, { rules: { region_id: "reg_eu" } })
    const listed = eur(7, { price_list_id: "plist_1", max_quantity: 49 })
    const tierChange = change(daysAgo(2), 9.5, 9, {
      currency_code: "eur",
      min_quantity: 10,
      max_quantity: null,
      price_list_id: null,
      rules: {},
    })
    const lines = build(shop([listed, region, tier, eur(10)]), [
      tierChange,
    ]).series
    expect(lines.map((l) => [l.label, l.field_name])).toEqual([
      ["EUR", "price.gross"],
      ["EUR · from 10 pcs", "price.gross"],
      ["EUR · Region reg_eu", "price.net"],
      ["EUR · Price list plist_1 · up to 49 pcs", "price.gross"],
    ])
    expect(lines[1].points.map((p) => [p.value, p.entry_id])).toEqual([
      [9.5, null],
      [9, tierChange.id],
      [9, null],
    ])
    expect(lines[2]).toMatchObject({ rules: { region_id: "reg_eu" } })
  })

  it("leaves out hand-made entries without a currency and entries without a variant", () => {
    const manual = change(daysAgo(1), 10, 99, null)
    const productLevel = change(
      daysAgo(1),
      10,
      98,
      { currency_code: "eur" },
      {
        variant_id: null,
      }
    )
    const [line] = build(shop([eur(10)]), [manual, productLevel]).series
    expect(line.points.map((p) => p.value)).toEqual([10, 10])
  })

  it("keeps a hand-made entry that carries its currency", () => {
    const manual = change(daysAgo(1), 10, 11, { currency_code: "EUR" })
    const [line] = build(shop([eur(11)]), [manual]).series
    expect(line.points.map((p) => p.value)).toEqual([10, 11, 11])
  })

  it("ends a price deleted since with no price now, and drops one gone before the window", () => {
    const deleted = change(daysAgo(10), 10, null, { currency_code: "usd" })
    const gone = change(daysAgo(200), 5, 6, { currency_code: "chf" })
    const lines = build(shop([eur(10)]), [deleted, gone]).series
    expect(lines.map((l) => l.currency_code)).toEqual(["eur", "usd"])
    expect(pointsOf(lines[1])).toEqual([
      [iso(daysAgo(90)), 10],
      [iso(daysAgo(10)), null],
      [iso(NOW), null],
    ])
  })

  it("ends the window at the newest change when the database's clock runs ahead", () => {
    const ahead = new Date(NOW.getTime() + 5)
    const series = build(shop([eur(12)]), [change(ahead, 10, 12)])
    expect(series.to).toBe(iso(ahead))
  })
})
