import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { changedWhileRollingBack } from "../../../modules/product-history/rollback-conflict"
import { sameValue } from "../../../modules/product-history/rollback-state"
import { historyService, withReason } from "../utils/check-rollback"
import type { RollbackPlan } from "./prepare-rollback"

export type RollbackResult = {
  rolledBackEntryId: string
  /** The entry the rollback wrote (null when none could be found). */
  entryId: string | null
}

/**
 * The rollback's own entry. After a write, the one the capture wrote in the
 * rollback's save. Where there is nothing to write (forced onto the value the
 * field already holds), Medusa's write would change nothing and the capture
 * record nothing, yet every rollback is recorded: written here, and removed
 * again by the compensation.
 */
export const recordRollbackEntryStep = createStep(
  "plugin-history-record-rollback-entry",
  async (plan: RollbackPlan, { container }) => {
    const { entry, actor } = plan
    const service = historyService(container)
    const mine = () => service.findRollbackEntry(entry.id, actor.changeSetId)
    const recordUnchanged = async (value: unknown) => {
      await service.recordUnchangedRollback(entry, value, {
        ...actor,
        comment: withReason(
          `Rollback of history entry ${entry.id} (the field already held this value)`,
          plan.reason
        ),
      })
      const recorded = (await mine())?.id ?? null
      const result: RollbackResult = {
        rolledBackEntryId: entry.id,
        entryId: recorded,
      }
      return new StepResponse(result, { recorded })
    }
    if (plan.unchanged) return recordUnchanged(plan.target.current)
    const written = await mine()
    if (written) {
      const result: RollbackResult = {
        rolledBackEntryId: entry.id,
        entryId: written.id,
      }
      // The capture's entry goes with the compensation of the write (steps/write-old-value.ts).
      return new StepResponse(result, { recorded: null })
    }
    // No entry of this rollback: Medusa found nothing to write, as someone else (another rollback of this
    // entry sent at the same moment) changed the field meanwhile. Not this rollback's success to report.
    const now = (await service.rollbackTarget(entry.id)).target.current
    if (plan.force && sameValue(now, entry.old_value))
      return recordUnchanged(now)
    throw changedWhileRollingBack(entry, now)
  },
  // Given explicitly: without it Medusa hands the compensation the step's output.
  async (undo: { recorded: string | null } | undefined, { container }) => {
    if (undo?.recorded)
      await historyService(container).deleteProductHistoryEntries(undo.recorded)
  }
)
