import { stepWorkflow } from "../../utils/step-workflow"
import { deleteExpiredEntriesStep } from "../steps/delete-expired-entries"

/** Retention: removes history entries older than the cut-off in batches, keeping the newest entry of each product field. */
export const deleteExpiredHistoryWorkflow = stepWorkflow(
  "plugin-history-apply-retention",
  deleteExpiredEntriesStep
)
