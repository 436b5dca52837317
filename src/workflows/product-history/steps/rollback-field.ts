import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import * as rollback from "../utils/roll-back-entry"

export type RollbackInput = { entryId: string } & rollback.RollbackOptions

/** Writes the old value of one history entry back (409 when the field changed since, unless forced); compensation restores what was there. */
export const rollbackFieldStep = createStep(
  "plugin-history-rollback-field",
  async (input: RollbackInput, { container }) => {
    const { entry, undo, createdId } = await rollback.rollBackEntry(
      container,
      input.entryId,
      input
    )
    return new StepResponse(
      { rolledBackEntryId: entry.id, entryId: createdId },
      undo
    )
  },
  async (undo: rollback.RollbackUndo | undefined, { container }) => {
    if (undo) await rollback.undoRollbacks(container, [undo])
  }
)
