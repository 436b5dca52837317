import { stepWorkflow } from "../../utils/step-workflow"
import { rollbackFieldStep } from "../steps/rollback-field"

/** Rolls one field back to the old value of a history entry; the capture writes the new entry that links to it. */
export const rollbackHistoryEntryWorkflow = stepWorkflow(
  "plugin-history-rollback-entry",
  rollbackFieldStep
)
