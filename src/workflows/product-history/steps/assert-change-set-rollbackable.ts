import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  checkRollback,
  historyService,
  type RollbackOptions,
} from "../utils/check-rollback"

export type RollbackChangeSetInput = { changeSetId: string } & RollbackOptions

/**
 * A save's rollback is all or none: every entry is checked before anything
 * is written (404 for an unknown save; 400 or 409 naming the first entry
 * that cannot be rolled back). Answers the entries' ids. Reads only.
 */
export const assertChangeSetRollbackableStep = createStep(
  "plugin-history-assert-change-set-rollbackable",
  async (input: RollbackChangeSetInput, { container }) => {
    const entries = await historyService(container).retrieveChangeSet(
      input.changeSetId
    )
    for (const entry of entries) await checkRollback(container, entry.id, input)
    return new StepResponse(entries.map((entry) => entry.id))
  }
)
