import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  currentHistoryActor,
  runAsHistoryActor,
} from "../../../modules/product-history/capture/actor-context"
import { displayValue } from "../../../modules/product-history/display"
import {
  HISTORY_ERROR_CODES as CODES,
  HistoryError,
} from "../../../modules/product-history/errors"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import {
  RollbackTarget,
  sameValue,
} from "../../../modules/product-history/rollback-target"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import { writeFieldValue } from "./write-field-value"

export type RollbackInput = { entryId: string; force?: boolean }
type Undo = { target: RollbackTarget; value: unknown }

/** Writes the old value of one history entry back (409 when the field changed since, unless forced); compensation restores what was there. */
export const rollbackFieldStep = createStep(
  "plugin-history-rollback-field",
  async (input: RollbackInput, { container }) => {
    const service = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    const { entry, target } = await service.rollbackTarget(input.entryId)
    const field = entry.field_name
    if (!input.force && !sameValue(target.current, entry.new_value)) {
      const now =
        displayValue(field, target.current, entry.context_data, true) || "empty"
      const then =
        displayValue(field, entry.new_value, entry.context_data, true) ||
        "empty"
      throw new HistoryError(
        "CONFLICT",
        CODES.CHANGED_SINCE,
        `"${field}" of ${entry.product_number ?? entry.product_id} has changed since this entry: it is now ${now}, the entry set ${then}. Roll back with force to overwrite it.`,
        {
          fieldName: field,
          currentValue: target.current ?? null,
          entryNewValue: entry.new_value ?? null,
        }
      )
    }
    const actor = currentHistoryActor() ?? { source: "subscriber" }
    const comment = `Rollback of history entry ${entry.id}`
    await runAsHistoryActor(
      { ...actor, comment, rolledBackEntryId: entry.id, field },
      () => writeFieldValue(container, target, entry.old_value ?? null)
    )
    const created = await service.findRollbackEntry(entry.id)
    return new StepResponse(
      { rolledBackEntryId: entry.id, entryId: created?.id ?? null },
      { target, value: target.current } as Undo
    )
  },
  async (undo: Undo | undefined, { container }) => {
    if (!undo) return
    const actor = currentHistoryActor() ?? { source: "subscriber" }
    await runAsHistoryActor(
      { ...actor, comment: "Compensation of a failed rollback" },
      () => writeFieldValue(container, undo.target, undo.value)
    )
  }
)
