import { decorateCartTotals } from "@medusajs/framework/utils"
import type { CheckTotals, PricedLine } from "./check-types"
import type { OrderSetup } from "./types"

/** A BigNumber (or number) of Medusa's totals as a plain number. */
function amount(value: unknown): number {
  if (value === null || value === undefined) return 0
  if (typeof value === "number") return value
  const numeric = (value as { numeric?: unknown }).numeric
  return Number(numeric ?? value)
}

/**
 * Totals with tax of the lines approve would order, computed by Medusa's own
 * totals utilities (as the order module computes the order's), from the tax
 * rates the tax module gave.
 */
export function checkTotals(
  setup: OrderSetup,
  lines: PricedLine[],
  rates: {
    lines: Record<number, { rate: number }[]>
    shipping: { rate: number }[]
  }
): CheckTotals {
  const totals = decorateCartTotals({
    currency_code: setup.currencyCode,
    items: lines.map((line) => ({
      id: String(line.row),
      unit_price: line.unitPrice,
      quantity: line.quantity,
      is_tax_inclusive: line.taxInclusive,
      tax_lines: rates.lines[line.row] ?? [],
    })),
    shipping_methods: setup.shippingMethod
      ? [
          {
            id: "shipping",
            amount: setup.shippingMethod.amount,
            is_tax_inclusive: false,
            tax_lines: rates.shipping,
          },
        ]
      : [],
  }) as unknown as Record<string, unknown>
  return {
    subtotal: amount(totals.subtotal),
    taxTotal: amount(totals.tax_total),
    shippingTotal: amount(totals.shipping_total),
    total: amount(totals.total),
    currencyCode: setup.currencyCode,
  }
}
