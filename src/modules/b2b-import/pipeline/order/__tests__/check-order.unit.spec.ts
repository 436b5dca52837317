import type { MappedOrder } from "../../types"
import { checkOrder, needAcceptance } from "../check-order"
import { checkTotals } from "../check-totals"
import type {
  OrderContext,
  OrderSetup,
  PreparedOrder,
  VariantFacts,
} from "../types"

const SETUP: OrderSetup = {
  regionId: "reg",
  currencyCode: "eur",
  countries: ["de"],
  salesChannelId: "sc",
  locationIds: ["loc"],
  shippingMethod: null,
}

const variant = (
  sku: string,
  over: Partial<VariantFacts> = {}
): VariantFacts => ({
  id: `v-${sku}`,
  sku,
  title: sku,
  productTitle: "Shirt",
  published: true,
  manageInventory: true,
  allowBackorder: false,
  price: 10,
  priceTaxInclusive: false,
  stock: {
    locationId: "loc",
    available: 10,
    items: [{ inventoryItemId: `i-${sku}`, requiredQuantity: 1 }],
  },
  ...over,
})

const mapped = {
  externalNumber: "PO-1",
  note: null,
  requestedDate: null,
  customer: { email: "a@b.de", number: null },
  shipping: null,
  billing: null,
  lines: [
    { row: 2, sku: "A", quantity: 2, unitPrice: null, note: null },
    { row: 3, sku: "B", quantity: 5, unitPrice: null, note: null },
  ],
} as unknown as MappedOrder

const before: PreparedOrder = {
  mapped,
  setup: SETUP,
  customerId: "cus",
  email: "a@b.de",
  shippingAddress: { country_code: "de" },
  billingAddress: null,
  lines: mapped.lines.map((l) => ({
    row: l.row,
    sku: l.sku,
    variantId: `v-${l.sku}`,
    title: l.sku,
    quantity: l.quantity,
    unitPrice: 10,
    taxInclusive: false,
    note: null,
    reservations: [],
  })),
}

const context = (variants: Record<string, VariantFacts>): OrderContext => ({
  setup: SETUP,
  setupErrors: [],
  customer: { id: "cus", email: "a@b.de", addresses: [] },
  customerErrors: [],
  variants,
  numberHolder: null,
})

const run = (variants: Record<string, VariantFacts>, tolerance = 0) =>
  checkOrder({
    profile: {
      price_source: "catalogue",
      file_format: "csv",
      file_prices: null,
      price_tolerance_percent: tolerance,
    },
    before,
    context: context(variants),
    names: {},
  })

describe("checkOrder: the approval's dry run", () => {
  it("finds nothing when the shop is as at import, and prices every line", () => {
    const result = run({ A: variant("A"), B: variant("B") })
    expect(result.differences).toEqual([])
    expect(result.priced.map((l) => [l.row, l.unitPrice])).toEqual([
      [2, 10],
      [3, 10],
    ])
    expect(result.lines[0]).toMatchObject({
      shopPrice: 10,
      importPrice: 10,
      orderPrice: 10,
      stockAvailable: 10,
    })
  })

  it("judges a price move against the profile's tolerance: within passes, beyond needs acceptance", () => {
    const moved = {
      A: variant("A", { price: 10.4 }),
      B: variant("B", { price: 12 }),
    }
    const { differences } = run(moved, 5)
    expect(
      differences.map((d) => [d.sku, d.field, d.allowed, d.acceptable])
    ).toEqual([
      ["A", "unitPrice", true, true],
      ["B", "unitPrice", false, true],
    ])
    expect(differences[1].message).toBe(
      "Line 3, SKU 'B': the price changed from 10.00 to 12.00 EUR since the import (20 %; the profile lets prices move by up to 5 %)."
    )
    expect(needAcceptance(differences).map((d) => d.sku)).toEqual(["B"])
    // Tolerance 0: every move needs acceptance.
    expect(needAcceptance(run(moved).differences)).toHaveLength(2)
  })

  it("compares the exact move with the tolerance, not the rounded percent it shows", () => {
    // 12 → 11 is a move of 8.333… %: beyond a tolerance of 8.33 %, within one of 8.34 %.
    const before12 = { A: variant("A", { price: 11 }), B: variant("B") }
    const at = (tolerance: number) =>
      checkOrder({
        profile: {
          price_source: "catalogue",
          file_format: "csv",
          file_prices: null,
          price_tolerance_percent: tolerance,
        },
        before: {
          ...before,
          lines: before.lines.map((l) =>
            l.sku === "A" ? { ...l, unitPrice: 12 } : l
          ),
        },
        context: context(before12),
        names: {},
      }).differences
    expect(at(8.33).map((d) => [d.allowed, d.message])).toEqual([
      [
        false,
        "Line 2, SKU 'A': the price changed from 12.00 to 11.00 EUR since the import (8.33 %; the profile lets prices move by up to 8.33 %).",
      ],
    ])
    expect(at(8.34).map((d) => d.allowed)).toEqual([true])
    // Exactly at the tolerance is within it, float arithmetic notwithstanding (10 → 10.4 with 4 %).
    expect(
      run({ A: variant("A", { price: 10.4 }), B: variant("B") }, 4).differences
    ).toMatchObject([{ sku: "A", allowed: true }])
  })

  it("lists stock short and a product gone as differences nobody can accept", () => {
    const { differences, priced } = run({
      A: variant("A", { published: false }),
      B: variant("B", {
        stock: { locationId: "loc", available: 1, items: [] },
      }),
    })
    expect(
      differences.map((d) => [d.row, d.field, d.acceptable, d.before, d.after])
    ).toEqual([
      [2, "product", false, "A", null],
      [3, "stock", false, 5, 1],
    ])
    expect(needAcceptance(differences)).toEqual([])
    expect(priced.map((l) => l.row)).toEqual([3])
  })
})

describe("checkTotals", () => {
  it("adds tax on net prices and takes it out of gross ones, with Medusa's totals utilities", () => {
    const net = checkTotals(
      SETUP,
      [
        {
          row: 2,
          variantId: "v",
          quantity: 2,
          unitPrice: 10,
          taxInclusive: false,
        },
      ],
      { lines: { 2: [{ rate: 19 }] }, shipping: [] }
    )
    expect(net).toMatchObject({ subtotal: 20, taxTotal: 3.8, total: 23.8 })
    const gross = checkTotals(
      SETUP,
      [
        {
          row: 2,
          variantId: "v",
          quantity: 1,
          unitPrice: 119,
          taxInclusive: true,
        },
      ],
      { lines: { 2: [{ rate: 19 }] }, shipping: [] }
    )
    expect(gross).toMatchObject({ subtotal: 100, taxTotal: 19, total: 119 })
  })
})
