import type { PriceIdentity } from "./price-identity"

/** Whatever holds labelled price lines (the price series). */
type Labelled = { series: (PriceIdentity & { label: string })[] }

/** Names the caller found for the ids a price line's label mentions; an id without a name is shown as it is. */
export type PriceSeriesNames = {
  regions?: Record<string, string>
  price_lists?: Record<string, string>
}

function quantityLabel(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${min}–${max} pcs`
  if (min !== null) return `from ${min} pcs`
  if (max !== null) return `up to ${max} pcs`
  return null
}

/**
 * What a price line is, in words: currency, price list, rules (a region by
 * its name) and quantity bounds, e.g. "EUR · Price list Summer · Region
 * Europe · from 10 pcs". A base price is its currency alone.
 */
export function priceLabelOf(
  identity: PriceIdentity,
  names: PriceSeriesNames = {}
): string {
  const parts = [identity.currency_code.toUpperCase()]
  if (identity.price_list_id)
    parts.push(
      `Price list ${names.price_lists?.[identity.price_list_id] ?? identity.price_list_id}`
    )
  for (const [attribute, value] of Object.entries(identity.rules))
    parts.push(
      attribute === "region_id"
        ? `Region ${names.regions?.[value] ?? value}`
        : `${attribute}: ${value}`
    )
  const quantity = quantityLabel(identity.min_quantity, identity.max_quantity)
  if (quantity) parts.push(quantity)
  return parts.join(" · ")
}

/** The region and price list ids the lines' labels mention, for the caller to find their names. */
export function priceSeriesNameIds(series: Labelled): {
  region_ids: string[]
  price_list_ids: string[]
} {
  const regions = new Set<string>()
  const lists = new Set<string>()
  for (const line of series.series) {
    if (line.rules.region_id) regions.add(line.rules.region_id)
    if (line.price_list_id) lists.add(line.price_list_id)
  }
  return { region_ids: [...regions], price_list_ids: [...lists] }
}

/** The series with each line's label naming its region and price list. */
export function labelPriceSeries<T extends Labelled>(
  series: T,
  names: PriceSeriesNames
): T {
  return {
    ...series,
    series: series.series.map((line) => ({
      ...line,
      label: priceLabelOf(line, names),
    })),
  }
}
