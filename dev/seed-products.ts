import { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  Modules,
  ProductStatus,
} from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import { DEMO_PRODUCTS } from "./demo-catalog"

type Targets = {
  salesChannelId: string
  locationId: string
  shippingProfileId: string
}

const GERMAN_VAT = 1.19
const USD_PER_EUR = 1.1
const round2 = (n: number) => Math.round(n * 100) / 100

/** Creates the demo products that are missing, stocked at the warehouse; returns how many. */
export async function seedProducts(
  container: MedusaContainer,
  targets: Targets
) {
  const productModule = container.resolve(Modules.PRODUCT)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const existing = await productModule.listProducts(
    { handle: DEMO_PRODUCTS.map((p) => p.handle) },
    { select: ["handle"] }
  )
  const have = new Set(existing.map((p) => p.handle))
  const missing = DEMO_PRODUCTS.filter((p) => !have.has(p.handle))
  if (!missing.length) {
    return 0
  }

  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: missing.map((p, index) => {
        const packs = p.packs ?? [1]
        const number = String(1000 + DEMO_PRODUCTS.indexOf(p)).padStart(5, "0")
        return {
          title: p.title,
          handle: p.handle,
          description: p.description,
          status: ProductStatus.PUBLISHED,
          discountable: true,
          weight: 100 + index * 10,
          shipping_profile_id: targets.shippingProfileId,
          sales_channels: [{ id: targets.salesChannelId }],
          options: [{ title: "Pack", values: packs.map(String) }],
          variants: packs.map((pack) => ({
            title: pack === 1 ? "Single" : `Pack of ${pack}`,
            sku: pack === 1 ? `SW${number}` : `SW${number}.${pack}`,
            ean: `40${number}${String(pack).padStart(6, "0")}`.slice(0, 13),
            manage_inventory: true,
            options: { Pack: String(pack) },
            prices: [
              // EUR prices are tax-inclusive (gross), USD prices are net.
              {
                currency_code: "eur",
                amount: round2(p.price * pack * GERMAN_VAT),
              },
              {
                currency_code: "usd",
                amount: round2(p.price * pack * USD_PER_EUR),
              },
            ],
          })),
        }
      }),
    },
  })

  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "sku", "inventory_items.inventory_item_id"],
    filters: { product_id: result.map((p) => p.id) },
  })
  // By SKU, so that each SKU has the same stock in every demo shop (query order is not fixed).
  variants.sort((a, b) => String(a.sku).localeCompare(String(b.sku)))
  const inventoryItemIds = variants.flatMap((v) =>
    (v.inventory_items ?? []).flatMap(
      (item: { inventory_item_id?: string } | null) =>
        item?.inventory_item_id ? [item.inventory_item_id] : []
    )
  )
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: inventoryItemIds.map((inventory_item_id, i) => ({
        inventory_item_id,
        location_id: targets.locationId,
        stocked_quantity: 50 + ((i * 37) % 450),
      })),
    },
  })
  return result.length
}
