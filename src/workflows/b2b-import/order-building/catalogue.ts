import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus, QueryContext } from "@medusajs/framework/utils"
import type { OrderSetup, VariantFacts } from "./types"

const FIELDS = [
  "id",
  "sku",
  "title",
  "manage_inventory",
  "allow_backorder",
  "product.title",
  "product.status",
  "calculated_price.calculated_amount",
  "calculated_price.is_calculated_price_tax_inclusive",
  "inventory_items.inventory_item_id",
  "inventory_items.required_quantity",
  "inventory_items.inventory.location_levels.location_id",
  "inventory_items.inventory.location_levels.stocked_quantity",
  "inventory_items.inventory.location_levels.reserved_quantity",
]

/** The location of the sales channel that can give the most units of a variant, and how many. */
function bestStock(variant: any, locationIds: string[]): VariantFacts["stock"] {
  if (!variant.manage_inventory) return null
  const items = (variant.inventory_items ?? []).filter(Boolean).map((link: any) => ({
    inventoryItemId: link.inventory_item_id as string,
    requiredQuantity: Number(link.required_quantity ?? 1),
    levels: (link.inventory?.location_levels ?? []).filter((l: any) => l && locationIds.includes(l.location_id)),
  }))
  let best: { locationId: string | null; available: number } = { locationId: null, available: 0 }
  for (const locationId of locationIds) {
    const units = Math.min(
      ...items.map((item: any) => {
        const level = item.levels.find((l: any) => l.location_id === locationId)
        // available = stocked - reserved, as Medusa's own inventory confirmation counts it
        const available = level ? Number(level.stocked_quantity ?? 0) - Number(level.reserved_quantity ?? 0) : 0
        return Math.max(0, Math.floor(available / item.requiredQuantity))
      })
    )
    if (items.length && units > best.available) best = { locationId, available: units }
  }
  if (!best.locationId && locationIds.length) best.locationId = locationIds[0]
  return { ...best, items: items.map(({ inventoryItemId, requiredQuantity }: any) => ({ inventoryItemId, requiredQuantity })) }
}

/** Catalogue facts of the variants with the given SKUs (case-sensitive), with prices for the setup's currency and region. */
export async function loadVariantsBySku(container: MedusaContainer, skus: string[], setup: OrderSetup): Promise<Map<string, VariantFacts>> {
  const result = new Map<string, VariantFacts>()
  if (!skus.length) return result
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: FIELDS,
    filters: { sku: Array.from(new Set(skus)) },
    context: { calculated_price: QueryContext({ currency_code: setup.currencyCode, region_id: setup.regionId }) },
  })
  for (const v of data as any[]) {
    const amount = v.calculated_price?.calculated_amount
    result.set(v.sku, {
      id: v.id,
      sku: v.sku,
      title: v.title ?? v.sku,
      productTitle: v.product?.title ?? "",
      published: v.product?.status === ProductStatus.PUBLISHED,
      manageInventory: !!v.manage_inventory,
      allowBackorder: !!v.allow_backorder,
      price: amount === null || amount === undefined ? null : Number(amount),
      priceTaxInclusive: !!v.calculated_price?.is_calculated_price_tax_inclusive,
      stock: bestStock(v, setup.locationIds),
    })
  }
  return result
}
