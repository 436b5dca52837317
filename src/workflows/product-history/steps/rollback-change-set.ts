import type { StepExecutionContext } from "@medusajs/framework/workflows-sdk"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  currentHistoryActor,
  runAsHistoryActor,
} from "../../../modules/product-history/capture/actor-context"
import {
  cancelNested,
  type NestedRun,
  runNested,
} from "../utils/nested-workflow"
import { rollbackHistoryEntryWorkflow } from "../workflows/rollback-history-entry"
import type { RollbackChangeSetInput } from "./assert-change-set-rollbackable"

/**
 * Cancels entry rollbacks, newest first: Medusa's compensation of each
 * writes back what it replaced (see steps/write-old-value.ts).
 */
async function cancelRollbacks(step: StepExecutionContext, runs: NestedRun[]) {
  for (const run of [...runs].reverse()) {
    const [failure] = await cancelNested(
      rollbackHistoryEntryWorkflow,
      step.container,
      step,
      run
    )
    if (failure) throw failure
  }
}

/** Runs `fn` in one save: the caller's (a request), or one of its own. */
function inOneSave<T>(fn: () => Promise<T>): Promise<T> {
  const caller = currentHistoryActor()
  if (caller?.changeSetId) return fn()
  return runAsHistoryActor(caller ?? { source: "subscriber" }, fn, {
    save: true,
  })
}

/**
 * Rolls back each entry of a save with rollbackHistoryEntryWorkflow, nested
 * (one run per entry: how many a save holds is known only at run time), in
 * one save. Should one fail, those already rolled back are cancelled before
 * the error is answered; the compensation cancels them all.
 */
export const rollbackChangeSetStep = createStep(
  "plugin-history-rollback-change-set",
  async (input: RollbackChangeSetInput & { entryIds: string[] }, step) => {
    const { changeSetId, entryIds, force, comment } = input
    const runs: NestedRun[] = []
    try {
      await inOneSave(async () => {
        for (const entryId of entryIds) {
          const { run } = await runNested(
            rollbackHistoryEntryWorkflow,
            step,
            { entryId, force, comment },
            entryId
          )
          runs.push(run)
        }
      })
    } catch (error) {
      await cancelRollbacks(step, runs)
      throw error
    }
    return new StepResponse({ changeSetId, rolledBack: entryIds }, runs)
  },
  async (runs: NestedRun[] | undefined, step) => {
    if (runs?.length) await cancelRollbacks(step, runs)
  }
)
