import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newHexId } from "../../../modules/api-access/secrets"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import type ProductHistoryModuleService from "../../../modules/product-history/service"

export type ManualEntryInput = {
  productNumber: string
  field: string
  oldValue: unknown
  newValue: unknown
  source: string
  comment?: string | null
}

type ManualEntryVariant = {
  id: string
  sku: string | null
  product: { id: string; title: string } | null
}

/** Writes a hand-made history entry for the product (handle) or variant (SKU) with that number; compensation removes it. */
export const addManualEntryStep = createStep(
  "plugin-history-add-manual-entry",
  async (input: ManualEntryInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const {
      data: [product],
    } = await query.graph({
      entity: "product",
      fields: ["id", "title", "handle"],
      filters: { handle: input.productNumber },
    })
    // Only when no product has that handle: a variant with that SKU.
    const variant: ManualEntryVariant | undefined = product
      ? undefined
      : (
          await query.graph({
            entity: "product_variant",
            fields: ["id", "sku", "product.id", "product.title"],
            filters: { sku: input.productNumber },
          })
        ).data[0]
    const owner = product
      ? {
          productId: product.id,
          variantId: null,
          name: product.title,
          number: product.handle,
        }
      : variant?.product && {
          productId: variant.product.id,
          variantId: variant.id,
          name: variant.product.title,
          number: variant.sku,
        }
    if (!owner) {
      throw new MedusaError(
        MedusaError.Types.NOT_FOUND,
        `No product has the number "${input.productNumber}" (a product handle or a variant SKU).`
      )
    }
    const service = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    const id = newHexId()
    const entry = await service.createProductHistoryEntries({
      id,
      change_set_id: id,
      product_id: owner.productId,
      variant_id: owner.variantId,
      product_name: owner.name,
      product_number: owner.number,
      field_name: input.field,
      old_value: input.oldValue as never,
      new_value: input.newValue as never,
      changed_at: new Date(),
      changed_by: input.source,
      source: input.source,
      comment: input.comment ?? null,
      manual: true,
    })
    return new StepResponse(entry, entry.id)
  },
  async (id: string | undefined, { container }) => {
    if (!id) return
    await container
      .resolve<ProductHistoryModuleService>(PRODUCT_HISTORY_MODULE)
      .deleteProductHistoryEntries(id)
  }
)
