import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import type ProductHistoryModuleService from "../../../modules/product-history/service"

export type RetentionInput = { olderThan: string; batchSize: number }

/**
 * Deletes entries changed before `olderThan`, one batch per statement, but
 * never the newest entry of a product field, so charts and rollback keep
 * their baseline. Deleted entries are gone for good: nothing to compensate.
 */
export const deleteExpiredEntriesStep = createStep(
  "plugin-history-delete-expired-entries",
  async ({ olderThan, batchSize }: RetentionInput, { container }) => {
    const service = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    return new StepResponse({
      deleted: await service.deleteExpiredEntries({
        olderThan: new Date(olderThan),
        batchSize,
      }),
    })
  }
)
