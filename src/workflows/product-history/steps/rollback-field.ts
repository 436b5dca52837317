import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { HistoryEntryRow } from "../../../modules/product-history/repositories/entry-reads"
import type { HistoryActor } from "../../../modules/product-history/types"
import {
  currentHistoryActor,
  runAsHistoryActor,
} from "../../../modules/product-history/capture/actor-context"
import {
  changedSince,
  changedWhileRollingBack,
  isGuardRefusal,
} from "../../../modules/product-history/rollback-conflict"
import { rollbackGuard } from "../../../modules/product-history/rollback-guard"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import {
  RollbackTarget,
  sameValue,
} from "../../../modules/product-history/rollback-target"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import { assertReferencesExist } from "./assert-references-exist"
import { writeFieldValue } from "./write-field-value"

export type RollbackInput = {
  entryId: string
  force?: boolean
  /** Why, in the clerk's words: stored in the new entry's comment. */
  comment?: string
}
type Undo = { target: RollbackTarget; value: unknown }

const withReason = (comment: string, reason?: string) =>
  reason ? `${comment}: ${reason}` : comment

/** Writes the entry's old value as `actor` (with its guard); a guard refusal becomes a 409 saying how the field is now. */
async function writeGuarded(
  container: MedusaContainer,
  actor: HistoryActor,
  target: RollbackTarget,
  entry: HistoryEntryRow,
  force: boolean,
  reread: () => Promise<{ target: RollbackTarget }>
) {
  try {
    await runAsHistoryActor(actor, () =>
      writeFieldValue(container, target, entry.old_value ?? null)
    )
  } catch (error) {
    if (!isGuardRefusal(error)) throw error
    const now = (await reread()).target.current
    throw sameValue(now, entry.new_value) || force
      ? changedWhileRollingBack(entry, now)
      : changedSince(entry, now)
  }
}

/** Writes the old value of one history entry back (409 when the field changed since, unless forced); compensation restores what was there. */
export const rollbackFieldStep = createStep(
  "plugin-history-rollback-field",
  async (input: RollbackInput, { container }) => {
    const service = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    const { entry, target } = await service.rollbackTarget(input.entryId)
    const force = !!input.force
    if (!force && !sameValue(target.current, entry.new_value))
      throw changedSince(entry, target.current)
    if (target.kind === "product")
      await assertReferencesExist(
        container,
        entry.id,
        entry.field_name,
        entry.old_value
      )
    const actor = currentHistoryActor() ?? { source: "subscriber" }
    const rollbackActor = {
      ...actor,
      comment: withReason(
        `Rollback of history entry ${entry.id}`,
        input.comment
      ),
      rolledBackEntryId: entry.id,
      field: entry.field_name,
      expect: rollbackGuard(target, force),
    }
    if (sameValue(target.current, entry.old_value))
      // Forced onto the value the field already holds: nothing to write, but the rollback is recorded.
      await service.recordUnchangedRollback(entry, target.current, {
        ...rollbackActor,
        comment: withReason(
          `Rollback of history entry ${entry.id} (the field already held this value)`,
          input.comment
        ),
        expect: null,
      })
    else
      await writeGuarded(container, rollbackActor, target, entry, force, () =>
        service.rollbackTarget(entry.id)
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
