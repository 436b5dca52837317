/**
 * UBL gives a line's price per `Price/BaseQuantity` units (35.00 per 100
 * pieces). A mapping cannot divide, so the reader turns such a PriceAmount
 * into the price of one unit (0.35) and the BaseQuantity into 1, where both
 * are numbers; anything else stays as written for the map stage to judge.
 */
import { textAt } from "./parse-tree"
import { pricePerUnit } from "./price-per-unit"
import { elementOf } from "./xml-document"

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]

const NUMBER = /^\s*\d+(?:\.\d+)?\s*$/

/** Sets an element's text, keeping its attributes (currencyID, unitCode). */
function withText(element: unknown, text: string): unknown {
  const node = elementOf(element)
  return node ? { ...node, "#text": text } : text
}

/** Prices per one unit in every OrderLine of a UBL Order tree (changed in place). */
export function pricesPerUnit(root: Record<string, unknown>): void {
  const order = elementOf(root.Order)
  for (const line of listOf(order?.OrderLine)) {
    const price = elementOf(elementOf(elementOf(line)?.LineItem)?.Price)
    if (!price) continue
    const amount = textAt(price, "PriceAmount").text
    const base = textAt(price, "BaseQuantity").text
    if (!amount || !base || !NUMBER.test(amount) || !NUMBER.test(base)) continue
    const unit = pricePerUnit(amount, base)
    if (unit === amount.trim()) continue
    price.PriceAmount = withText(price.PriceAmount, unit)
    price.BaseQuantity = withText(price.BaseQuantity, "1")
  }
}
