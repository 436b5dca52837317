import { ProductStatus } from "@medusajs/framework/utils"
import type { VariantFacts } from "./types"

/** A stock level as `query.graph` gives it; the bulk pass adds its own reservations to `reserved_quantity` (pass-catalogue.ts). */
type LocationLevelRow = {
  location_id: string
  stocked_quantity: number | null
  reserved_quantity: number | null
}

/** A variant's link to an inventory item, with the item's stock levels. */
type InventoryLinkRow = {
  inventory_item_id: string
  required_quantity: number | null
  inventory: { location_levels: LocationLevelRow[] | null } | null
}

/** A product variant as `query.graph` gives it with the fields of VARIANT_FIELDS (found by SKU, so it has one). */
export type VariantRow = {
  id: string
  sku: string
  title: string | null
  manage_inventory: boolean | null
  allow_backorder: boolean | null
  ean?: string | null
  upc?: string | null
  barcode?: string | null
  product: { title: string | null; status: string } | null
  // Optional: a context field, absent from Medusa's generated ProductVariant type.
  calculated_price?: {
    calculated_amount: number | null
    is_calculated_price_tax_inclusive: boolean | null
  } | null
  inventory_items: InventoryLinkRow[] | null
}

/** The fields of a variant the import reads (through `query.graph`, with a calculated price). */
export const VARIANT_FIELDS = [
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
function bestStock(
  variant: VariantRow,
  locationIds: string[]
): VariantFacts["stock"] {
  if (!variant.manage_inventory) return null
  const items = (variant.inventory_items ?? []).filter(Boolean).map((link) => ({
    inventoryItemId: link.inventory_item_id,
    requiredQuantity: Number(link.required_quantity ?? 1),
    levels: (link.inventory?.location_levels ?? []).filter(
      (l) => l && locationIds.includes(l.location_id)
    ),
  }))
  let best: { locationId: string | null; available: number } = {
    locationId: null,
    available: 0,
  }
  for (const locationId of locationIds) {
    const units = Math.min(
      ...items.map((item) => {
        const level = item.levels.find((l) => l.location_id === locationId)
        // available = stocked - reserved, as Medusa's own inventory confirmation counts it
        const available = level
          ? Number(level.stocked_quantity ?? 0) -
            Number(level.reserved_quantity ?? 0)
          : 0
        return Math.max(0, Math.floor(available / item.requiredQuantity))
      })
    )
    if (items.length && units > best.available)
      best = { locationId, available: units }
  }
  if (!best.locationId && locationIds.length) best.locationId = locationIds[0]
  return {
    ...best,
    items: items.map(({ inventoryItemId, requiredQuantity }) => ({
      inventoryItemId,
      requiredQuantity,
    })),
  }
}

/** Catalogue facts of a variant row, for the sales channel's stock locations. */
export function toVariantFacts(
  v: VariantRow,
  locationIds: string[]
): VariantFacts {
  const amount = v.calculated_price?.calculated_amount
  return {
    id: v.id,
    sku: v.sku,
    title: v.title ?? v.sku,
    productTitle: v.product?.title ?? "",
    published: v.product?.status === ProductStatus.PUBLISHED,
    manageInventory: !!v.manage_inventory,
    allowBackorder: !!v.allow_backorder,
    price: amount === null || amount === undefined ? null : Number(amount),
    priceTaxInclusive: !!v.calculated_price?.is_calculated_price_tax_inclusive,
    stock: bestStock(v, locationIds),
  }
}
