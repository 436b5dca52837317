import {
  createHook,
  createWorkflow,
  when,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { forgetRollbackGuardStep } from "../steps/forget-rollback-guard"
import {
  prepareRollbackStep,
  type RollbackInput,
} from "../steps/prepare-rollback"
import { recordRollbackEntryStep } from "../steps/record-rollback-entry"
import { writeOldValueStep } from "../steps/write-old-value"

/**
 * Rolls one field back to the old value of a history entry: validates
 * (400, 409 unless forced), writes the old value through Medusa's workflows
 * (nested, compensated by Medusa should a later step fail), and answers the
 * entry the capture wrote, which links to the rolled-back one. Onto the
 * value the field already holds nothing is written; the rollback is
 * recorded all the same.
 *
 * Hook `entryRolledBack` ({ rolledBackEntryId, entryId }) runs last, after
 * the write: a handler that throws undoes the rollback.
 */
export const rollbackHistoryEntryWorkflow = createWorkflow(
  "plugin-history-rollback-entry",
  (input: WorkflowData<RollbackInput>) => {
    const plan = prepareRollbackStep(input)
    when("write-old-value", plan, (plan) => !plan.unchanged).then(() => {
      const written = writeOldValueStep(plan)
      forgetRollbackGuardStep(written)
    })
    const result = recordRollbackEntryStep(plan)
    const entryRolledBack = createHook("entryRolledBack", result)
    return new WorkflowResponse(result, { hooks: [entryRolledBack] })
  }
)
