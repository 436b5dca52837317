import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import {
  checkRollback,
  rollBackEntry,
  RollbackOptions,
  RollbackUndo,
  undoRollbacks,
} from "../utils/roll-back-entry"

export type RollbackChangeSetInput = { changeSetId: string } & RollbackOptions

/**
 * Rolls back every field one save changed, all or none: each entry is
 * checked first (400 or 409 names the first that cannot be rolled back, and
 * nothing is written); then each is written with its guard, and should one
 * fail, those already written are written back before the error is answered.
 */
export const rollbackChangeSetStep = createStep(
  "plugin-history-rollback-change-set",
  async (input: RollbackChangeSetInput, { container }) => {
    const service = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    const entries = await service.retrieveChangeSet(input.changeSetId)
    for (const entry of entries) await checkRollback(container, entry.id, input)
    const undos: RollbackUndo[] = []
    try {
      for (const entry of entries) {
        undos.push((await rollBackEntry(container, entry.id, input)).undo)
      }
    } catch (error) {
      await undoRollbacks(container, undos)
      throw error
    }
    return new StepResponse(
      { changeSetId: input.changeSetId, rolledBack: entries.map((e) => e.id) },
      undos
    )
  },
  async (undos: RollbackUndo[] | undefined, { container }) => {
    if (undos?.length) await undoRollbacks(container, undos)
  }
)
