import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import type { RetentionInput } from "./delete-expired-entries"

/**
 * Retention of whole months: each monthly partition past every group's
 * retention goes at once, but for the newest entry of each product field.
 * Runs before the batches, which then find little left. Dropped entries are
 * gone for good: nothing to compensate.
 */
export const dropExpiredPartitionsStep = createStep(
  "plugin-history-drop-expired-partitions",
  async ({ retention, now }: RetentionInput, { container }) => {
    const service = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    return new StepResponse(
      await service.dropExpiredPartitions(retention, new Date(now))
    )
  }
)
