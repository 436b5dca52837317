import { looksLikeGtin } from "../pipeline/order/gtin"
import { money, onBasis, type PriceBasis, samePrice, unitPrice } from "./prices"
import type { LineChange, ResponseLine } from "./schema"

/** A line's problem as the response lists it (a row error, or the shop's own reason). */
export type Problem = ResponseLine["problems"][number]

/** A shop's price for a line: the price, its basis and tax rate (null: not known yet). */
export type ShopPrice = {
  unitPrice: number
  taxInclusive: boolean
  taxRate: number | null
}

/**
 * The line's confirmed price as the response states it: on the file's basis
 * when it is or can be converted (`comparable`), else as the shop keeps it.
 * The amount is quantity × the unrounded price, rounded as money.
 */
function confirmedPrice(
  shop: ShopPrice | null,
  quantity: number | null,
  pricing: PriceBasis
) {
  if (!shop)
    return {
      unitPrice: null,
      taxInclusive: null,
      exact: null,
      comparable: false,
    }
  const converted = onBasis(
    shop.unitPrice,
    shop.taxInclusive,
    shop.taxRate,
    pricing.basis
  )
  const exact = converted ?? shop.unitPrice
  return {
    unitPrice: unitPrice(exact, pricing.digits),
    taxInclusive:
      converted === null ? shop.taxInclusive : pricing.basis === "gross",
    exact: quantity === null ? null : quantity * exact,
    comparable: converted !== null,
  }
}

/** The file's identifier as GTIN (EAN) when it has a GTIN's shape and is not the shop's SKU. */
export const gtinOf = (fileId: string, shopSku: string | null) =>
  looksLikeGtin(fileId) && fileId !== shopSku ? fileId : null

type LineFields = Omit<
  ResponseLine,
  | "lineNumber"
  | "lineAmount"
  | "changes"
  | "confirmedUnitPrice"
  | "taxInclusive"
  | "taxRate"
  | "gtin"
> & { changes?: LineChange[]; gtin?: string | null }

/** One line of the response: the confirmed price on the file's basis, a price change beyond rounding, the amount. */
export function line(
  fields: LineFields,
  shop: ShopPrice | null,
  pricing: PriceBasis
): ResponseLine {
  const price = confirmedPrice(shop, fields.confirmedQuantity, pricing)
  const changes = fields.changes ?? []
  if (
    price.comparable &&
    price.unitPrice !== null &&
    fields.orderedUnitPrice !== null &&
    !samePrice(fields.orderedUnitPrice, price.unitPrice, pricing.digits)
  )
    changes.push({
      field: "unitPrice",
      before: fields.orderedUnitPrice,
      after: price.unitPrice,
      message: `Unit price ${fields.orderedUnitPrice} ordered, ${price.unitPrice} confirmed (${pricing.basis}).`,
    })
  const status =
    fields.status === "accepted" && changes.length ? "changed" : fields.status
  return {
    lineNumber: 0,
    ...fields,
    gtin: fields.gtin ?? null,
    status,
    confirmedUnitPrice: price.unitPrice,
    taxInclusive: price.taxInclusive,
    taxRate: shop?.taxRate ?? null,
    changes,
    lineAmount:
      status === "rejected" ? null : money(price.exact, pricing.digits),
  }
}

/** What differs in quantity between the file's line and what the shop orders, in words (prices: `line`). */
export function changesOf(
  ordered: { quantity: number | null },
  confirmed: { quantity: number }
): LineChange[] {
  const changes: LineChange[] = []
  if (ordered.quantity !== confirmed.quantity)
    changes.push({
      field: "quantity",
      before: ordered.quantity,
      after: confirmed.quantity,
      message:
        ordered.quantity === null
          ? `The shop added ${confirmed.quantity} to the order.`
          : `Quantity ${ordered.quantity} ordered, ${confirmed.quantity} confirmed.`,
    })
  return changes
}
