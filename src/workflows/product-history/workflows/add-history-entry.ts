import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { addManualEntryStep, ManualEntryInput } from "../steps/add-manual-entry"

/** A hand-made history entry (console `plugin:history:add`); it appears in the list like any other. */
export const addHistoryEntryWorkflow = createWorkflow(
  "plugin-history-add-entry",
  (input: ManualEntryInput) => {
    return new WorkflowResponse(addManualEntryStep(input))
  }
)
