import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { runAsHistoryActor } from "../../../modules/product-history/capture/actor-context"
import {
  changedSince,
  changedWhileRollingBack,
  isGuardRefusal,
} from "../../../modules/product-history/rollback-conflict"
import { rollbackGuard } from "../../../modules/product-history/rollback-guard"
import { sameValue } from "../../../modules/product-history/rollback-state"
import type { HistoryActor } from "../../../modules/product-history/types"
import { historyService, withReason } from "../utils/check-rollback"
import {
  cancelNested,
  type NestedRun,
  runNested,
} from "../utils/nested-workflow"
import { writeFieldValueWorkflow } from "../workflows/write-field-value"
import type { RollbackPlan } from "./prepare-rollback"

/** What undoes the write: the nested run Medusa cancels, and whom the capture records for it. */
type WrittenOldValue = {
  entryId: string
  actor: HistoryActor & { changeSetId: string }
  run: NestedRun
}

/**
 * A failed write as the clerk should read it: refused by the guard, or
 * Medusa stumbled over what changed meanwhile (a price replaced), is a 409;
 * anything else stays what it was.
 */
async function conflictOf(
  container: MedusaContainer,
  { entry, target, force }: RollbackPlan,
  error: unknown
): Promise<unknown> {
  const now = (await historyService(container).rollbackTarget(entry.id)).target
  if (!isGuardRefusal(error) && sameValue(now.read.state, target.read.state))
    return error
  return sameValue(now.current, entry.new_value) || force
    ? changedWhileRollingBack(entry, now.current)
    : changedSince(entry, now.current)
}

/**
 * Writes the entry's old value back through Medusa's workflows
 * (writeFieldValueWorkflow, nested), as the rollback's actor and with the
 * guard the capture checks against the locked state (a change in between
 * aborts it: 409). The nested run is started here, not with `runAsStep`,
 * because the actor travels in an AsyncLocalStorage scope that only code
 * can open around it.
 *
 * Compensation cancels the nested run, so Medusa's own compensations write
 * back what was there, in the rollback's save: no change, no entry. Only
 * while the field still holds what the rollback wrote, and guarded like the
 * write: a change made since is newer and stays.
 */
export const writeOldValueStep = createStep(
  "plugin-history-write-old-value",
  async (plan: RollbackPlan, step) => {
    const { entry } = plan
    const expect = rollbackGuard(plan.target, plan.force)
    const comment = withReason(
      `Rollback of history entry ${entry.id}`,
      plan.reason
    )
    try {
      const { run } = await runAsHistoryActor(
        { ...plan.actor, comment, expect },
        () => runNested(writeFieldValueWorkflow, step, plan.write)
      )
      const written: WrittenOldValue = {
        entryId: entry.id,
        actor: plan.actor,
        run,
      }
      return new StepResponse({ guardId: expect.id }, written)
    } catch (error) {
      // Medusa has compensated the failed run already; a guard left behind goes after a day anyway.
      await historyService(step.container)
        .forgetGuard(expect.id)
        .catch(() => undefined)
      throw await conflictOf(step.container, plan, error)
    }
  },
  async (written: WrittenOldValue | undefined, step) => {
    if (!written) return
    const service = historyService(step.container)
    const { changeSetId } = written.actor
    const mine = await service.findRollbackEntry(written.entryId, changeSetId)
    // No entry: the write changed nothing, so there is nothing to undo.
    if (!mine) return
    const found = await service
      .rollbackTarget(written.entryId)
      .catch(() => undefined)
    if (!found || !sameValue(found.target.current, mine.new_value)) return
    const expect = rollbackGuard(found.target, false)
    const actor = {
      ...written.actor,
      rolledBackEntryId: null,
      comment: "Compensation of a failed rollback",
      expect,
    }
    try {
      const failures = await runAsHistoryActor(actor, () =>
        cancelNested(writeFieldValueWorkflow, step.container, step, written.run)
      )
      // A guard refusal: someone changed the product since; their change stays.
      const failure = failures.find((error) => !isGuardRefusal(error))
      if (failure) throw failure
    } finally {
      await service.forgetGuard(expect.id)
    }
  }
)
