import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import type ProductHistoryModuleService from "../../../modules/product-history/service"

export type KeepPartitionsInput = { batchSize: number; forMs: number }

/**
 * Makes the history's monthly partitions ahead and carries a conversion of
 * an unpartitioned table on. Partitions made and entries copied are storage,
 * not data: nothing to compensate (a half-copied conversion resumes).
 */
export const keepHistoryPartitionsStep = createStep(
  "plugin-history-keep-partitions",
  async (input: KeepPartitionsInput, { container }) => {
    const service = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    return new StepResponse(await service.keepPartitions(input))
  }
)
