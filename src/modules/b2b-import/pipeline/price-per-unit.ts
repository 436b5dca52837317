/**
 * The price of one unit when a file prices `basis` units at once ("35.00 per
 * 100 pieces": EDIFACT PRI's unit price basis, UBL's Price/BaseQuantity). A
 * comma is read as the decimal mark (EDIFACT allows no digit grouping). Not a
 * number, or no basis: the price as found, for the mapping to judge.
 */
export function pricePerUnit(price: string, basis: string): string {
  const amount = price.trim().replace(",", ".")
  const per = Number(basis.trim().replace(",", "."))
  if (!basis.trim() || !Number.isFinite(per) || per <= 0 || per === 1)
    return amount
  const value = Number(amount)
  if (!amount || !Number.isFinite(value)) return amount
  // Twelve significant digits: what a price holds, without a division's binary noise (0.35000000000000003).
  return String(Number((value / per).toPrecision(12)))
}
