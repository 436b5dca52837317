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
  for (const p of data as any[]) {
    const prices = bySet.get(p.price_set_id) ?? []
    prices.push({
      amount: Number(p.amount),
      currency_code: p.currency_code,
      price_list_id: p.price_list_id ?? null,
      min_quantity: optionalNumber(p.min_quantity),
      max_quantity: optionalNumber(p.max_quantity),
      rules: Object.fromEntries(
        ((p.price_rules ?? []) as { attribute: string; value: string }[]).map(
          (r) => [r.attribute, r.value]
        )
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
  for (const pref of data as any[])
    if (pref.attribute === "region_id" || pref.attribute === "currency_code")
      result[pref.attribute as keyof TaxInclusivePreferences][pref.value] =
        !!pref.is_tax_inclusive
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
  const {
    data: [product],
  } = await query.graph({
    entity: "product",
    fields: PRODUCT_FIELDS,
    filters: { id: productId },
  })
  if (!product)
    throw new HistoryError(
      "NOT_FOUND",
      HISTORY_ERROR_CODES.PRODUCT_NOT_FOUND,
      `No product with id "${productId}" exists.`
    )
  const created = (v: any) => new Date(v.created_at).getTime()
  // The chart lists variants as the product page does: by rank, then as created.
  const ordered = ((product.variants ?? []) as any[]).sort(
    (a, b) =>
      (a.variant_rank ?? 0) - (b.variant_rank ?? 0) ||
      created(a) - created(b) ||
      // Variants created together: by SKU, so the legend keeps one order.
      String(a.sku ?? "").localeCompare(String(b.sku ?? "")) ||
      String(a.id).localeCompare(String(b.id))
  )
  const bySet = await pricesBySet(
    query,
    ordered.map((v) => v.price_set?.id).filter(Boolean)
  )
  const variants = ordered.map((v) => ({
    id: v.id as string,
    sku: (v.sku as string | null) ?? null,
    created_at: v.created_at as Date | string,
    prices: bySet.get(v.price_set?.id) ?? [],
  }))
  const values = new Set<string>()
  for (const v of variants)
    for (const p of v.prices) {
      values.add(p.currency_code)
      if (p.rules.region_id) values.add(p.rules.region_id)
    }
  return {
    created_at: product.created_at as Date | string,
    variants,
    tax_inclusive: await taxInclusive(query, [...values]),
  }
}
