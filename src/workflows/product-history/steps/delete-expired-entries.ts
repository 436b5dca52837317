import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import type { RetentionGroupResult } from "../../../modules/product-history/retention"
import type { HistoryRetention } from "../../../modules/product-history/retention-groups"
import type ProductHistoryModuleService from "../../../modules/product-history/service"

/**
 * Retention's input: days per field group (the option `historyRetentionDays`
 * as the plugin resolved it, `default` always present), the moment the
 * cut-offs count back from (ISO 8601) and the entries one batch looks at.
 */
export type RetentionInput = {
  retention: HistoryRetention
  now: string
  batchSize: number
}

/** What retention removed: in all, and per group. */
export type RetentionResult = {
  deleted: number
  groups: RetentionGroupResult[]
}

/**
 * Deletes the entries past their group's retention, one batch per statement,
 * but never the newest entry of a product field, so charts and rollback keep
 * their baseline. Deleted entries are gone for good: nothing to compensate.
 */
export const deleteExpiredEntriesStep = createStep(
  "plugin-history-delete-expired-entries",
  async ({ retention, now, batchSize }: RetentionInput, { container }) => {
    const service = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    const groups = await service.deleteExpiredEntries({
      retention,
      now: new Date(now),
      batchSize,
    })
    return new StepResponse<RetentionResult>({
      deleted: groups.reduce((sum, group) => sum + group.deleted, 0),
      groups,
    })
  }
)
