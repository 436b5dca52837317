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
    const {
      data: [variant],
    } = product
      ? { data: [] as any[] }
      : await query.graph({
          entity: "product_variant",
          fields: ["id", "sku", "product.id", "product.title"],
          filters: { sku: input.productNumber },
        })
    if (!product && !variant?.product) {
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
      product_id: product?.id ?? variant.product.id,
      variant_id: product ? null : variant.id,
      product_name: product?.title ?? variant.product.title,
      product_number: product?.handle ?? variant.sku,
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
