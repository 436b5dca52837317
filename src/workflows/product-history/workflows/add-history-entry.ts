import { stepWorkflow } from "../../utils/step-workflow"
import { addManualEntryStep } from "../steps/add-manual-entry"

/** A hand-made history entry (console `plugin:history:add`); it appears in the list like any other. */
export const addHistoryEntryWorkflow = stepWorkflow(
  "plugin-history-add-entry",
  addManualEntryStep
)
