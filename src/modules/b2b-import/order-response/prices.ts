import type { FilePrices } from "../file-formats"

/**
 * How a response states prices: on the order file's basis (net or gross,
 * as the profile reads the file's prices), money rounded to the currency's
 * decimals. A shop price on the other basis is converted with the line's
 * tax rate; without a known rate it is stated as it is.
 */
export type PriceBasis = { basis: FilePrices; digits: number }

/** The currency's decimals (EUR 2, JPY 0, KWD 3), as ISO 4217 says through Intl; 2 for an unknown code. */
export function currencyDigits(currency: string | null): number {
  if (!currency) return 2
  try {
    return (
      new Intl.NumberFormat("en", {
        style: "currency",
        currency: currency.toUpperCase(),
      }).resolvedOptions().maximumFractionDigits ?? 2
    )
  } catch {
    return 2
  }
}

export const rounded = (value: number, digits: number) =>
  Math.round(value * 10 ** digits) / 10 ** digits

/** Money as a document states it: rounded to the currency's decimals; null stays null. */
export const money = (value: number | null, digits: number) =>
  value === null ? null : rounded(value, digits)

/** A unit price keeps two more decimals than the currency (a net 0.42 / 1.19 is 0.3529, not 0.35). */
export const unitPrice = (value: number, digits: number) =>
  rounded(value, digits + 2)

/** Two unit prices on one basis are one price unless they differ by more than rounding: half the currency's smallest unit. */
export const samePrice = (a: number, b: number, digits: number) =>
  Math.abs(a - b) <= 0.5 * 10 ** -digits + 1e-9

/** A shop price on the file's basis: as it is on the same basis, converted by the tax rate (percent) else; null without a rate. */
export function onBasis(
  price: number,
  taxInclusive: boolean,
  taxRate: number | null,
  basis: FilePrices
): number | null {
  if (taxInclusive === (basis === "gross")) return price
  if (taxRate === null) return null
  const factor = 1 + taxRate / 100
  return taxInclusive ? price / factor : price * factor
}

/** A price net of tax: as it is when net, converted when gross and the rate is known, else null. */
export const netPrice = (
  price: number | null,
  taxInclusive: boolean | null,
  taxRate: number | null
) => (price === null ? null : onBasis(price, !!taxInclusive, taxRate, "net"))

/** A line's unit price and amount net of tax, as UBL (PEPPOL) and openTRANS state them; null where a gross price has no known rate. */
export function netOfLine(
  line: {
    confirmedUnitPrice: number | null
    lineAmount: number | null
    taxInclusive: boolean | null
    taxRate: number | null
  },
  digits: number
) {
  const net = (value: number | null, round: (v: number) => number) => {
    const converted = netPrice(value, line.taxInclusive, line.taxRate)
    return converted === null ? null : round(converted)
  }
  return {
    unitPrice: net(line.confirmedUnitPrice, (v) => unitPrice(v, digits)),
    amount: net(line.lineAmount, (v) => rounded(v, digits)),
  }
}
