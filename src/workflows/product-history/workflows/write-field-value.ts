import {
  createWorkflow,
  transform,
  when,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { ProductWorkflowEvents } from "@medusajs/framework/utils"
import {
  emitEventStep,
  updateInventoryLevelsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import {
  removeAddedProductMetadataKeyStep,
  removeAddedVariantMetadataKeyStep,
} from "../steps/remove-added-metadata-key"
import { setProductReferenceStep } from "../steps/set-product-reference"
import type { FieldWrite } from "../utils/field-write"

/** The one input a branch runs with; the branch's condition has made sure it is there. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("A field write without its input.")
  return value
}

/**
 * Writes one field's value through Medusa's own workflow for it (product,
 * variant and its prices, stock level), each nested with `runAsStep`: when
 * this workflow is cancelled, Medusa's compensation of that workflow puts
 * back what it changed, and a metadata key the write added goes again. A
 * collection or type is set by a step of its own, with the event Medusa's
 * workflow sends (steps/set-product-reference.ts says why). A rollback runs
 * it (steps/write-old-value.ts).
 */
export const writeFieldValueWorkflow = createWorkflow(
  "plugin-history-write-field-value",
  (input: WorkflowData<FieldWrite>) => {
    // Each metadata write follows a step whose compensation runs after the write's (it must be the
    // step right before it: Medusa compensates a step once the one after it is compensated or skipped).
    const addedKey = transform(
      { input },
      ({ input }) => input.addedMetadataKey ?? null
    )
    when("write-product-field", input, (write) => !!write.products).then(() => {
      removeAddedProductMetadataKeyStep(addedKey)
      updateProductsWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => present(input.products)),
      })
    })
    when(
      "write-product-reference",
      input,
      (write) => !!write.productReference
    ).then(() => {
      const reference = transform({ input }, ({ input }) =>
        present(input.productReference)
      )
      setProductReferenceStep(reference)
      emitEventStep({
        eventName: ProductWorkflowEvents.UPDATED,
        data: transform({ reference }, ({ reference }) => [
          { id: reference.productId },
        ]),
      })
    })
    when("write-variant-field", input, (write) => !!write.variants).then(() => {
      removeAddedVariantMetadataKeyStep(addedKey)
      updateProductVariantsWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => present(input.variants)),
      })
    })
    when("write-stock-level", input, (write) => !!write.inventoryLevels).then(
      () => {
        updateInventoryLevelsWorkflow.runAsStep({
          input: transform({ input }, ({ input }) =>
            present(input.inventoryLevels)
          ),
        })
      }
    )
    return new WorkflowResponse(undefined)
  }
)
