import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { RollbackInput, rollbackFieldStep } from "../steps/rollback-field"

/** Rolls one field back to the old value of a history entry; the capture writes the new entry that links to it. */
export const rollbackHistoryEntryWorkflow = createWorkflow(
  "plugin-history-rollback-entry",
  (input: RollbackInput) => {
    return new WorkflowResponse(rollbackFieldStep(input))
  }
)
