import type { MedusaContainer } from "@medusajs/framework/types"
import {
  updateInventoryLevelsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import type { RollbackTarget } from "../../../modules/product-history/rollback-state"

function productUpdate(
  field: string,
  value: any,
  metadata?: Record<string, unknown>
): Record<string, unknown> {
  if (field.startsWith("metadata.")) {
    const key = field.slice("metadata.".length)
    const next = { ...(metadata ?? {}) }
    // Medusa merges metadata on update; an empty string is how a key is removed.
    if (value === null || value === undefined) next[key] = ""
    else next[key] = value
    return { metadata: next }
  }
  switch (field) {
    case "collection":
      return { collection_id: value?.id ?? null }
    case "type":
      return { type_id: value?.id ?? null }
    case "tags":
      return { tag_ids: (value ?? []).map((t: { id: string }) => t.id) }
    case "categories":
      return { category_ids: (value ?? []).map((c: { id: string }) => c.id) }
    case "images":
      // The images again, in their order; Medusa gives them new ids.
      return {
        images: (value ?? []).map((i: { url: string }) => ({ url: i.url })),
      }
    case "sales_channels":
      return {
        sales_channels: (value ?? []).map((c: { id: string }) => ({
          id: c.id,
        })),
      }
    default:
      return { [field]: value }
  }
}

/**
 * Writes one field's value through Medusa's own workflows, so other modules,
 * events and the capture see a normal update.
 */
export async function writeFieldValue(
  container: MedusaContainer,
  target: RollbackTarget,
  value: any
): Promise<void> {
  switch (target.kind) {
    case "product":
      await updateProductsWorkflow(container).run({
        input: {
          selector: { id: target.productId },
          update: productUpdate(target.field, value, target.metadata) as never,
        },
      })
      return
    case "variant":
      await updateProductVariantsWorkflow(container).run({
        input: {
          selector: { id: target.variantId },
          update: target.field.startsWith("metadata.")
            ? {
                // Medusa merges variant metadata; an empty string removes a key.
                metadata: {
                  [target.field.slice("metadata.".length)]: value ?? "",
                },
              }
            : { [target.field]: value },
        },
      })
      return
    case "price": {
      // The variant's base prices replace as a whole: send all of them, with this one changed, added or left out.
      // Each price keeps its rules and quantity bounds: a price sent without them loses them (a region price would be dropped).
      const others = target.prices
        .filter((p) => p.price_id !== target.match?.price_id)
        .map((p) => ({
          id: p.price_id,
          currency_code: p.currency_code,
          amount: p.amount,
          rules: p.rules ?? {},
          min_quantity: p.min_quantity ?? null,
          max_quantity: p.max_quantity ?? null,
        }))
      const { currency_code, rules, min_quantity, max_quantity } =
        target.context
      const own =
        value === null || value === undefined
          ? []
          : [
              {
                ...(target.match ? { id: target.match.price_id } : {}),
                currency_code,
                amount: value,
                rules: rules ?? {},
                min_quantity: min_quantity ?? null,
                max_quantity: max_quantity ?? null,
              },
            ]
      await updateProductVariantsWorkflow(container).run({
        input: {
          selector: { id: target.variantId },
          update: { prices: [...others, ...own] as never },
        },
      })
      return
    }
    case "stock":
      await updateInventoryLevelsWorkflow(container).run({
        input: {
          updates: [
            {
              inventory_item_id: target.inventoryItemId,
              location_id: target.locationId,
              stocked_quantity: Number(value ?? 0),
            },
          ],
        },
      })
      return
  }
}
