import type {
  MedusaContainer,
  RemoteQueryFunction,
} from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  HISTORY_ERROR_CODES,
  HistoryError,
} from "../../modules/product-history/errors"
import type { TaxInclusivePreferences } from "../../modules/product-history/price-identity"
import type {
  LivePrice,
  LiveProductPrices,
} from "../../modules/product-history/price-series-types"

const PRODUCT_FIELDS = [
  "id",
  "created_at",
  "variants.id",
  "variants.sku",
  "variants.variant_rank",
  "variants.created_at",
  "variants.price_set.id",
]
const PRICE_FIELDS = [
  "price_set_id",
  "amount",
  "currency_code",
  "min_quantity",
  "max_quantity",
  "price_list_id",
  "price_rules.attribute",
  "price_rules.value",
]

/** A product with the fields of PRODUCT_FIELDS, as `query.graph` gives it. */
type ProductRow = {
  id: string
  created_at: Date | string
  variants: VariantRow[] | null
}
/** A variant of ProductRow, with what orders it and its price set. */
type VariantRow = {
  id: string
  sku: string | null
  variant_rank: number | null
  created_at: Date | string
  price_set: { id: string } | null
}

/** A price with the fields of PRICE_FIELDS. */
type PriceRow = {
  price_set_id: string
  amount: number
  currency_code: string
  min_quantity: number | null
  max_quantity: number | null
  price_list_id: string | null
  // Optional: Medusa's generated Price type does not name the link.
  price_rules?: { attribute: string; value: string }[] | null
}

/** A price preference: whether prices of a region or currency include tax. */
type PreferenceRow = {
  attribute: string
  value: string | null
  is_tax_inclusive: boolean | null
}

/** Medusa's query, as the container resolves it. */
type Query = { graph: RemoteQueryFunction["graph"] }

const optionalNumber = (v: unknown) =>
  v === null || v === undefined ? null : Number(v)

/**
 * Every live price (base, tier, region, price list) of these price sets, by
 * set. Read from the price entity: a variant's `prices` leave out price-list
 * prices.
 */
async function pricesBySet(
  query: Query,
  setIds: string[]
): Promise<Map<string, LivePrice[]>> {
  const bySet = new Map<string, LivePrice[]>()
  if (!setIds.length) return bySet
  const { data } = await query.graph({
    entity: "price",
    fields: PRICE_FIELDS,
    filters: { price_set_id: setIds },
  })
  const rows: PriceRow[] = data
  for (const p of rows) {
    const prices = bySet.get(p.price_set_id) ?? []
    prices.push({
      amount: Number(p.amount),
      currency_code: p.currency_code,
      price_list_id: p.price_list_id ?? null,
      min_quantity: optionalNumber(p.min_quantity),
      max_quantity: optionalNumber(p.max_quantity),
      rules: Object.fromEntries(
        (p.price_rules ?? []).map((r) => [r.attribute, r.value])
      ),
    })
    bySet.set(p.price_set_id, prices)
  }
  return bySet
}

/** Whether prices include tax, from the price preferences of these regions and currencies. */
async function taxInclusive(
  query: Query,
  values: string[]
): Promise<TaxInclusivePreferences> {
  const result: TaxInclusivePreferences = { region_id: {}, currency_code: {} }
  if (!values.length) return result
  const { data } = await query.graph({
    entity: "price_preference",
    fields: ["attribute", "value", "is_tax_inclusive"],
    filters: { value: values },
  })
  const preferences: PreferenceRow[] = data
  for (const pref of preferences)
    if (
      pref.value !== null &&
      (pref.attribute === "region_id" || pref.attribute === "currency_code")
    )
      result[pref.attribute][pref.value] = !!pref.is_tax_inclusive
  return result
}

/**
 * What the shop holds now for the product's price series: its variants' live
 * prices and the price preferences that make a price gross or net. Read here,
 * through query.graph, as the history module reads only its own tables.
 */
export async function liveProductPrices(
  scope: MedusaContainer,
  productId: string
): Promise<LiveProductPrices> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: PRODUCT_FIELDS,
    filters: { id: productId },
  })
  const product: ProductRow | undefined = data[0]
  if (!product)
    throw new HistoryError(
      "NOT_FOUND",
      HISTORY_ERROR_CODES.PRODUCT_NOT_FOUND,
      `No product with id "${productId}" exists.`
    )
  const created = (v: VariantRow) => new Date(v.created_at).getTime()
  // The chart lists variants as the product page does: by rank, then as created.
  const ordered = (product.variants ?? []).sort(
    (a, b) =>
      (a.variant_rank ?? 0) - (b.variant_rank ?? 0) ||
      created(a) - created(b) ||
      // Variants created together: by SKU, so the legend keeps one order.
      String(a.sku ?? "").localeCompare(String(b.sku ?? "")) ||
      String(a.id).localeCompare(String(b.id))
  )
  const bySet = await pricesBySet(
    query,
    ordered
      .map((v) => v.price_set?.id)
      .filter((id): id is string => Boolean(id))
  )
  const variants = ordered.map((v) => ({
    id: v.id,
    sku: v.sku ?? null,
    created_at: v.created_at,
    prices: (v.price_set && bySet.get(v.price_set.id)) ?? [],
  }))
  const values = new Set<string>()
  for (const v of variants)
    for (const p of v.prices) {
      values.add(p.currency_code)
      if (p.rules.region_id) values.add(p.rules.region_id)
    }
  return {
    created_at: product.created_at,
    variants,
    tax_inclusive: await taxInclusive(query, [...values]),
  }
}
