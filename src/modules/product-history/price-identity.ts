import { PRICE_FIELDS } from "./types"

export type PriceField = (typeof PRICE_FIELDS)[number]

/**
 * What tells one price of a variant from another, as the capture keys prices
 * across a replace (capture/sql/prices.ts): currency, price list, quantity
 * bounds and rules (attribute → value, e.g. `region_id`).
 */
export type PriceIdentity = {
  currency_code: string
  price_list_id: string | null
  min_quantity: number | null
  max_quantity: number | null
  rules: Record<string, string>
}

/** Whether prices include tax, per region and per currency (Medusa's price preferences). */
export type TaxInclusivePreferences = {
  region_id: Record<string, boolean>
  currency_code: Record<string, boolean>
}

const quantity = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

/** Rules as an object with string values, whatever shape they came in (object, list of rules, nothing). */
function rulesOf(raw: unknown): Record<string, string> {
  const pairs: [string, unknown][] = Array.isArray(raw)
    ? raw.map((r: { attribute: string; value: unknown }) => [
        r.attribute,
        r.value,
      ])
    : Object.entries((raw as Record<string, unknown>) ?? {})
  return Object.fromEntries(
    pairs
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, String(v)] as const)
      .sort(([a], [b]) => a.localeCompare(b))
  )
}

/**
 * The identity of a price from an entry's context data or a live price (the
 * same names in both); undefined without a currency, which hand-made entries
 * may lack: a price line cannot be placed without one.
 */
export function priceIdentityOf(source: unknown): PriceIdentity | undefined {
  const data = (source ?? {}) as Record<string, unknown>
  const currency = data.currency_code
  if (typeof currency !== "string" || !currency.trim()) return undefined
  const list = data.price_list_id
  return {
    currency_code: currency.trim().toLowerCase(),
    price_list_id: typeof list === "string" && list ? list : null,
    min_quantity: quantity(data.min_quantity),
    max_quantity: quantity(data.max_quantity),
    rules: rulesOf(data.rules ?? data.price_rules),
  }
}

/** One key per variant and price identity; the same for an entry and the live price it changed. */
export function priceKeyOf(variantId: string, identity: PriceIdentity): string {
  return JSON.stringify([
    variantId,
    identity.currency_code,
    identity.price_list_id,
    identity.min_quantity,
    identity.max_quantity,
    Object.entries(identity.rules),
  ])
}

/**
 * The history field a price is recorded under, decided as the capture does
 * (capture/sql/flush.ts): the region's preference for a region price, else
 * the currency's; net when neither says tax is included.
 */
export function priceFieldOf(
  identity: PriceIdentity,
  preferences: TaxInclusivePreferences
): PriceField {
  const region = identity.rules.region_id
  const inclusive =
    (region !== undefined ? preferences.region_id[region] : undefined) ??
    preferences.currency_code[identity.currency_code] ??
    false
  return inclusive ? "price.gross" : "price.net"
}

/** Base prices first, then by price list, rules and quantity: the order lines of one variant and currency are listed in. */
export function comparePriceIdentities(
  a: PriceIdentity,
  b: PriceIdentity
): number {
  const byNull = (x: unknown, y: unknown) =>
    (x === null ? 0 : 1) - (y === null ? 0 : 1)
  return (
    a.currency_code.localeCompare(b.currency_code) ||
    byNull(a.price_list_id, b.price_list_id) ||
    (a.price_list_id ?? "").localeCompare(b.price_list_id ?? "") ||
    Object.keys(a.rules).length - Object.keys(b.rules).length ||
    JSON.stringify(a.rules).localeCompare(JSON.stringify(b.rules)) ||
    byNull(a.min_quantity, b.min_quantity) ||
    (a.min_quantity ?? 0) - (b.min_quantity ?? 0) ||
    byNull(a.max_quantity, b.max_quantity) ||
    (a.max_quantity ?? 0) - (b.max_quantity ?? 0)
  )
}
