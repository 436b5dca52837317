import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import {
  rollBackEntry,
  RollbackOptions,
  RollbackUndo,
  undoRollbacks,
} from "./roll-back-entry"

export type RollbackInput = { entryId: string } & RollbackOptions

/** Writes the old value of one history entry back (409 when the field changed since, unless forced); compensation restores what was there. */
export const rollbackFieldStep = createStep(
  "plugin-history-rollback-field",
  async (input: RollbackInput, { container }) => {
    const { entry, undo } = await rollBackEntry(container, input.entryId, input)
    const created = await container
      .resolve<ProductHistoryModuleService>(PRODUCT_HISTORY_MODULE)
      .findRollbackEntry(entry.id)
    return new StepResponse(
      { rolledBackEntryId: entry.id, entryId: created?.id ?? null },
      undo
    )
  },
  async (undo: RollbackUndo | undefined, { container }) => {
    if (undo) await undoRollbacks(container, [undo])
  }
)
