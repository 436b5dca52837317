import type { OrderContext, VariantFacts } from "../../pipeline/order/types"
import { validateOrder } from "../../pipeline/order/validate-order"
import { summariseErrors } from "../../pipeline/summary"
import type { MappedOrder } from "../../pipeline/types"
import { buildOrderResponse } from "../build-response"
import { writeOrderResponse } from "../documents"
import { fileLine, ISSUED, record } from "./response-fixtures"

const LINES = 1000

const variant: VariantFacts = {
  id: "v-A",
  sku: "A",
  title: "A",
  productTitle: "Shirt",
  published: true,
  manageInventory: true,
  allowBackorder: false,
  price: 12.5,
  priceTaxInclusive: false,
  stock: {
    locationId: "loc",
    available: 10,
    items: [{ inventoryItemId: "i-A", requiredQuantity: 1 }],
  },
}

const context: OrderContext = {
  setup: {
    regionId: "reg",
    currencyCode: "eur",
    countries: ["de"],
    salesChannelId: "sc",
    locationIds: ["loc"],
    shippingMethod: null,
  },
  setupErrors: [],
  customer: { id: "cus", email: "a@b.de", addresses: [] },
  customerErrors: [],
  variants: { A: variant },
  numberHolder: null,
}

/** A file of `count` lines of one SKU, 1 each, with 10 in stock: every line short. */
function shortFile(count: number) {
  const mapped: MappedOrder = {
    externalNumber: "PO-1",
    note: null,
    requestedDate: null,
    customer: { email: "a@b.de", number: null },
    shipping: null,
    billing: null,
    lines: Array.from({ length: count }, (_, i) =>
      fileLine(i + 2, "A", 1, null)
    ),
  }
  const { errors } = validateOrder(
    { price_source: "catalogue", file_format: "csv", file_prices: null },
    mapped,
    context,
    {}
  )
  return record({
    status: "mapped",
    errors,
    line_count: count,
    error_message: summariseErrors(errors, count),
  })
}

describe("an order response of a large file with one SKU short on stock", () => {
  it("each line's reason is about that line, the header's list is cut short", () => {
    const stocked = shortFile(LINES)
    const response = buildOrderResponse({
      record: stocked,
      order: null,
      issuedAt: ISSUED,
      filePrices: "gross",
    })
    expect(response.lines).toHaveLength(LINES)
    const [first] = response.lines[0].problems
    expect(first.message).toBe(
      "SKU 'A': 1000 ordered over lines 2, 3, 4 and 997 more, only 10 in stock."
    )
    expect(response.reason!.length).toBeLessThan(1000)
  })

  it("grows linearly: under 2 KB a line in every document, 1,000 lines as 20", () => {
    for (const format of ["json", "edifact", "opentrans", "ubl"] as const) {
      const size = (count: number) =>
        writeOrderResponse(
          buildOrderResponse({
            record: shortFile(count),
            order: null,
            issuedAt: ISSUED,
            filePrices: "gross",
          }),
          format,
          { seller: { id: "s", name: "Shop" } }
        ).content.length
      const small = size(20)
      const large = size(LINES)
      expect([format, large / LINES < 2048]).toEqual([format, true])
      // Per line, the large file's response costs about what the small one's does.
      expect([format, large / LINES < (small / 20) * 1.5]).toEqual([
        format,
        true,
      ])
    }
  })
})
