import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** A product's collection or type, by id (null: none). */
export type ProductReference = {
  productId: string
  field: "collection_id" | "type_id"
  value: string | null
}

/**
 * Sets a product's collection or type; compensation sets back the one it
 * had. Not through updateProductsWorkflow: Medusa's compensation of that
 * workflow (2.21) writes back the collection or type it read as a new
 * record, which fails ("ProductCollection.title is required") and leaves
 * the change in place.
 */
export const setProductReferenceStep = createStep(
  "plugin-history-set-product-reference",
  async ({ productId, field, value }: ProductReference, { container }) => {
    const products = container.resolve(Modules.PRODUCT)
    const before = await products.retrieveProduct(productId, {
      select: ["id", field],
    })
    await products.updateProducts(productId, { [field]: value })
    const previous: ProductReference = {
      productId,
      field,
      value: before[field] ?? null,
    }
    return new StepResponse(undefined, previous)
  },
  async (previous: ProductReference | undefined, { container }) => {
    if (!previous) return
    await container
      .resolve(Modules.PRODUCT)
      .updateProducts(previous.productId, {
        [previous.field]: previous.value,
      })
  }
)
