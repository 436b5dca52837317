import {
  createWorkflow,
  transform,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  deleteExpiredEntriesStep,
  type RetentionInput,
} from "../steps/delete-expired-entries"
import { dropExpiredPartitionsStep } from "../steps/drop-expired-partitions"

/**
 * Retention by field group: whole monthly partitions past every group's
 * retention go first, at once; then the entries past their group's retention
 * in batches. Both keep the newest entry of each product field.
 */
export const deleteExpiredHistoryWorkflow = createWorkflow(
  "plugin-history-apply-retention",
  (input: WorkflowData<RetentionInput>) => {
    const months = dropExpiredPartitionsStep(input)
    const removed = deleteExpiredEntriesStep(input)
    // What the batches removed, per group, and the months that went whole.
    return new WorkflowResponse(
      transform({ months, removed }, ({ months, removed }) => ({
        ...removed,
        months,
      }))
    )
  }
)
