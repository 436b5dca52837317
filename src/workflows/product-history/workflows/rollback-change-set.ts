import { stepWorkflow } from "../../utils/step-workflow"
import { rollbackChangeSetStep } from "../steps/rollback-change-set"

/** Rolls back every field one save changed, all or none; the rollback is itself one save. */
export const rollbackChangeSetWorkflow = stepWorkflow(
  "plugin-history-rollback-change-set",
  rollbackChangeSetStep
)
