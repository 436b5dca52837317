import type { PreparedOrder } from "../../pipeline/order/types"
import type { MappedLine } from "../../pipeline/types"
import type { ResponseOrder, ResponseRecord } from "../build-response"

/** A file line as mapped: row, SKU, quantity, price (null: the file gave none). */
export const fileLine = (
  row: number,
  sku: string,
  quantity: number,
  unitPrice: number | null
): MappedLine => ({ row, sku, quantity, unitPrice, note: null })

/** The order kept at import: the file's lines and the lines as the shop would order them. */
export function prepared(
  lines: MappedLine[],
  confirmed: { row: number; quantity: number; unitPrice: number }[] = lines.map(
    (l) => ({ row: l.row, quantity: l.quantity, unitPrice: l.unitPrice ?? 1 })
  )
): PreparedOrder {
  return {
    mapped: {
      externalNumber: "PO-4711",
      note: null,
      requestedDate: null,
      customer: { email: "buyer@example.com", number: "K-10001" },
      shipping: null,
      billing: null,
      lines,
    },
    setup: {
      regionId: "reg_1",
      currencyCode: "eur",
      countries: ["de"],
      salesChannelId: "sc_1",
      locationIds: [],
      shippingMethod: null,
    },
    customerId: "cus_1",
    email: "buyer@example.com",
    lines: confirmed.map((c) => {
      const file = lines.find((l) => l.row === c.row)!
      return {
        row: c.row,
        sku: file.sku,
        variantId: `variant_${file.sku}`,
        title: `Product ${file.sku}`,
        quantity: c.quantity,
        unitPrice: c.unitPrice,
        taxInclusive: false,
        note: null,
        reservations: [],
      }
    }),
    shippingAddress: null,
    billingAddress: null,
  }
}

export function record(fields: Partial<ResponseRecord>): ResponseRecord {
  return {
    id: "0123456789abcdef0123456789abcdef",
    status: "approved",
    external_order_number: "PO-4711",
    order_id: null,
    line_count: null,
    error_message: null,
    rejection_reason: null,
    errors: [],
    prepared_order: null,
    ...fields,
  }
}

/** The shop's order with an item per [row, sku, quantity, unit price]. */
export function order(
  items: [number | null, string, number, number][],
  totals: { total?: number; taxTotal?: number } = {}
): ResponseOrder {
  return {
    id: "order_b2b_1",
    currencyCode: "eur",
    email: "buyer@example.com",
    total: totals.total ?? null,
    taxTotal: totals.taxTotal ?? null,
    items: items.map(([row, sku, quantity, unitPrice]) => ({
      row,
      sku,
      title: `Product ${sku}`,
      quantity,
      unitPrice,
      taxInclusive: false,
      taxRate: null,
    })),
  }
}

export const ISSUED = new Date("2026-12-06T10:30:00.000Z")
