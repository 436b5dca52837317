import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  deleteExpiredEntriesStep,
  RetentionInput,
} from "../steps/delete-expired-entries"

/** Retention: removes history entries older than the cut-off in batches, keeping the newest entry of each product field. */
export const deleteExpiredHistoryWorkflow = createWorkflow(
  "plugin-history-apply-retention",
  (input: RetentionInput) => {
    return new WorkflowResponse(deleteExpiredEntriesStep(input))
  }
)
