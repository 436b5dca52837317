import {
  createWorkflow,
  transform,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import {
  assertChangeSetRollbackableStep,
  type RollbackChangeSetInput,
} from "../steps/assert-change-set-rollbackable"
import { rollbackChangeSetStep } from "../steps/rollback-change-set"

/**
 * Rolls back every field one save changed, all or none; the rollback is
 * itself one save. Rollbacks of one save run one after the other (a lock
 * per save, held also when this workflow runs nested): the second finds the
 * fields rolled back already and answers 409 instead of half-applying
 * beside the first.
 */
export const rollbackChangeSetWorkflow = createWorkflow(
  "plugin-history-rollback-change-set",
  (input: WorkflowData<RollbackChangeSetInput>) => {
    const key = transform(
      { input },
      ({ input }) => `plugin-history-rollback-change-set:${input.changeSetId}`
    )
    // A save of hundreds of fields takes tens of seconds to roll back.
    acquireLockStep({ key, timeout: 120, ttl: 600, executeOnSubWorkflow: true })
    const entryIds = assertChangeSetRollbackableStep(input)
    const result = rollbackChangeSetStep(
      transform({ input, entryIds }, ({ input, entryIds }) => ({
        ...input,
        entryIds,
      }))
    )
    releaseLockStep({ key, executeOnSubWorkflow: true })
    return new WorkflowResponse(result)
  }
)
