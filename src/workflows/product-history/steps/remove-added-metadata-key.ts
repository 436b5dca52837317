import type { IProductModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { AddedMetadataKey } from "../utils/field-write"

type Undo = { added: AddedMetadataKey | null }
type RemoveKey = (
  products: IProductModuleService,
  added: AddedMetadataKey
) => Promise<unknown>

/**
 * Medusa merges metadata, so its compensation of a metadata write puts back
 * the keys there were but cannot take away a key the write added. These
 * steps go right before a product's or a variant's write and do nothing;
 * their compensation, which runs after the write's, removes the key (an
 * empty string is how Medusa removes one). Null: the write adds no key.
 *
 * One step per record rather than one renamed with `.config`: inside
 * `when`, a renamed step loses its compensation input (Medusa 2.21).
 */
const removeAddedKeyStep = (name: string, remove: RemoveKey) =>
  createStep(
    name,
    // Wrapped: a compensation input of null would be replaced by the step's output.
    async (added: AddedMetadataKey | null) =>
      new StepResponse<Undo, Undo>({ added }, { added }),
    async (undo: Undo | undefined, { container }) => {
      if (undo?.added)
        await remove(container.resolve(Modules.PRODUCT), undo.added)
    }
  )

export const removeAddedProductMetadataKeyStep = removeAddedKeyStep(
  "plugin-history-remove-added-product-metadata-key",
  (products, { id, key }) =>
    products.updateProducts(id, { metadata: { [key]: "" } })
)

export const removeAddedVariantMetadataKeyStep = removeAddedKeyStep(
  "plugin-history-remove-added-variant-metadata-key",
  (products, { id, key }) =>
    products.updateProductVariants(id, { metadata: { [key]: "" } })
)
