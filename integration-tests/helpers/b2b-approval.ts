import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/** Loosely typed reads of the shop for the approval specs (Medusa's generated query types mark relations nullable). */
export function shopReads(getContainer: () => MedusaContainer) {
  const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
  return {
    orderCount: async () =>
      (await query().graph({ entity: "order", fields: ["id"] })).data.length,
    order: async (id: string): Promise<any> =>
      (
        await query().graph({
          entity: "order",
          fields: ["id", "total", "subtotal", "tax_total", "items.*"],
          filters: { id },
        })
      ).data[0],
    record: async (id: string): Promise<any> =>
      (
        await query().graph({
          entity: "inbound_record",
          fields: [
            "id",
            "status",
            "attempts",
            "updated_at",
            "order_id",
            "rejection_reason",
          ],
          filters: { id },
        })
      ).data[0],
    variant: async (sku: string): Promise<any> =>
      (
        await query().graph({
          entity: "product_variant",
          fields: [
            "id",
            "title",
            "product_id",
            "product.title",
            "prices.amount",
            "prices.currency_code",
            "inventory_items.inventory_item_id",
          ],
          filters: { sku },
        })
      ).data[0],
  }
}

/** Sets a variant's EUR price through the admin API (its other prices kept). */
export async function setEurPrice(
  api: any,
  admin: any,
  variant: any,
  amount: number
) {
  const others = variant.prices
    .filter((p: any) => p.currency_code !== "eur")
    .map((p: any) => ({ currency_code: p.currency_code, amount: p.amount }))
  await api.post(
    `/admin/products/${variant.product_id}/variants/${variant.id}`,
    { prices: [{ currency_code: "eur", amount }, ...others] },
    admin
  )
}

/** Sets the stocked quantity of a variant at every location it is stocked at. */
export async function setStock(
  container: MedusaContainer,
  variant: any,
  stocked: number
) {
  const inventory = container.resolve(Modules.INVENTORY)
  const itemId = variant.inventory_items[0].inventory_item_id
  const levels = await inventory.listInventoryLevels({
    inventory_item_id: itemId,
  })
  await inventory.updateInventoryLevels(
    levels.map((l) => ({
      inventory_item_id: itemId,
      location_id: l.location_id,
      stocked_quantity: stocked,
    }))
  )
}
