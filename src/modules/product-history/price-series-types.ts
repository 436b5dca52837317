import type {
  PriceField,
  PriceIdentity,
  TaxInclusivePreferences,
} from "./price-identity"

/** From `at` on, the price was `value` (null: there was no such price); `entry_id` names the change it comes from. */
export type PricePoint = {
  at: string
  value: number | null
  entry_id: string | null
}

/** One line of the price chart: one price of a variant (currency, price list, rules, quantity bounds). */
export type PriceSeriesLine = {
  variant_id: string
  sku: string | null
  currency_code: string
  field_name: PriceField
  price_list_id: string | null
  min_quantity: number | null
  max_quantity: number | null
  rules: Record<string, string>
  /** The price in words, e.g. "EUR · Region Europe · from 10 pcs". */
  label: string
  points: PricePoint[]
}

/** The price chart's data of one product over the last `days`. */
export type PriceSeries = {
  product_id: string
  days: number
  from: string
  to: string
  series: PriceSeriesLine[]
}

/** A stored price change, as the module's read returns it. */
export type PriceChangeRow = {
  id: string
  variant_id: string | null
  product_number: string | null
  field_name: string
  old_value: unknown
  new_value: unknown
  changed_at: Date | string
  context_data: unknown
}

/** A price as Medusa stores it now. */
export type LivePrice = PriceIdentity & { amount: number }

/** What the shop holds now, read by the caller from the product and pricing modules (this module reads only its own tables). */
export type LiveProductPrices = {
  created_at: Date | string
  variants: {
    id: string
    sku: string | null
    created_at: Date | string
    prices: LivePrice[]
  }[]
  tax_inclusive: TaxInclusivePreferences
}
