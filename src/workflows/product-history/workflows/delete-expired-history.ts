import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  deleteExpiredEntriesStep,
  type RetentionInput,
} from "../steps/delete-expired-entries"

/**
 * Retention by field group: removes history entries past their group's
 * retention in batches, keeping the newest entry of each product field.
 * Whole monthly partitions past every group's retention (the module
 * service's `oldestRetentionCutOff`) are to go first, in a step of their own
 * before the batches, fed the same input; the batches then find little left.
 */
export const deleteExpiredHistoryWorkflow = createWorkflow(
  "plugin-history-apply-retention",
  (input: WorkflowData<RetentionInput>) => {
    const removed = deleteExpiredEntriesStep(input)
    return new WorkflowResponse(removed)
  }
)
