import { randomUUID } from "node:crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { currentHistoryActor } from "../../../modules/product-history/capture/actor-context"
import type { HistoryEntryRow } from "../../../modules/product-history/repositories/entry-reads"
import {
  type RollbackTarget,
  sameValue,
} from "../../../modules/product-history/rollback-state"
import type { HistoryActor } from "../../../modules/product-history/types"
import { checkRollback, type RollbackOptions } from "../utils/check-rollback"
import { type FieldWrite, fieldWriteOf } from "../utils/field-write"

export type RollbackInput = { entryId: string } & RollbackOptions

/** What one rollback writes, found out before anything is written. */
export type RollbackPlan = {
  entry: HistoryEntryRow
  target: RollbackTarget
  force: boolean
  /** The clerk's reason, for the comment of the rollback's entry. */
  reason?: string
  /** Who rolls back; the link and comment go onto the entry of the entry's field, in one save. */
  actor: HistoryActor & { changeSetId: string }
  /** The field already holds the old value: nothing is written, the rollback is recorded only. */
  unchanged: boolean
  /** The old value as the input of the Medusa workflow that writes it. */
  write: FieldWrite
}

/**
 * The rollback's validation: refuses entries that cannot be rolled back
 * (400), a field changed since unless forced (409), an old value naming
 * something deleted since (400); then plans the write. Reads only.
 *
 * A rollback is always one save (change set): in a request it is the
 * request's, elsewhere its own, so that a write Medusa undoes again
 * (compensation) is no change in the history either.
 */
export const prepareRollbackStep = createStep(
  "plugin-history-prepare-rollback",
  async (input: RollbackInput, { container }) => {
    const { entry, target } = await checkRollback(
      container,
      input.entryId,
      input
    )
    const caller = currentHistoryActor() ?? { source: "subscriber" }
    const plan: RollbackPlan = {
      entry,
      target,
      force: !!input.force,
      reason: input.comment,
      actor: {
        ...caller,
        changeSetId: caller.changeSetId ?? randomUUID().replace(/-/g, ""),
        rolledBackEntryId: entry.id,
        field: entry.field_name,
      },
      unchanged: sameValue(target.current, entry.old_value),
      write: fieldWriteOf(target, entry.old_value ?? null),
    }
    return new StepResponse(plan)
  }
)
