/**
 * UBL gives a line's price per `Price/BaseQuantity` units (35.00 per 100
 * pieces). A mapping cannot divide, so the reader turns such a PriceAmount
 * into the price of one unit (0.35) and the BaseQuantity into 1, where both
 * are numbers; anything else stays as written for the map stage to judge.
 */

type Node = Record<string, unknown>

const asNode = (value: unknown): Node | undefined =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Node)
    : undefined

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]

/** An element's text: as written, or its `#text` when it has attributes. */
const textOf = (value: unknown): string | undefined =>
  typeof value === "string" ? value : (asNode(value)?.["#text"] as string)

const NUMBER = /^\s*\d+(?:\.\d+)?\s*$/

/** Sets an element's text, keeping its attributes (currencyID, unitCode). */
function withText(element: unknown, text: string): unknown {
  const node = asNode(element)
  return node ? { ...node, "#text": text } : text
}

/** Prices per one unit in every OrderLine of a UBL Order tree (changed in place). */
export function pricesPerUnit(root: Node): void {
  const order = asNode(root.Order)
  for (const line of listOf(order?.OrderLine)) {
    const price = asNode(asNode(asNode(line)?.LineItem)?.Price)
    if (!price) continue
    const amount = textOf(price.PriceAmount)
    const base = textOf(price.BaseQuantity)
    if (!amount || !base || !NUMBER.test(amount) || !NUMBER.test(base)) continue
    const per = Number(base)
    if (per === 1 || per === 0) continue
    // Six decimals: a fraction of a cent per unit still sums to the right line total.
    const unit = Number((Number(amount) / per).toFixed(6))
    price.PriceAmount = withText(price.PriceAmount, String(unit))
    price.BaseQuantity = withText(price.BaseQuantity, "1")
  }
}
