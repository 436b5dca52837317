import type { MedusaContainer } from "@medusajs/framework/types"
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
import type { HistoryEntryRow } from "../../../modules/product-history/repositories/entry-reads"
import {
  RollbackTarget,
  sameValue,
} from "../../../modules/product-history/rollback-target"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import type { HistoryActor } from "../../../modules/product-history/types"
import { assertReferencesExist } from "./assert-references-exist"
import { writeFieldValue } from "./write-field-value"

export type RollbackOptions = {
  force?: boolean
  /** Why, in the clerk's words: stored in the new entry's comment. */
  comment?: string
}
/** What undoes one rollback: the target and the value it held before. */
export type RollbackUndo = { target: RollbackTarget; value: unknown }

const withReason = (comment: string, reason?: string) =>
  reason ? `${comment}: ${reason}` : comment

const history = (container: MedusaContainer) =>
  container.resolve<ProductHistoryModuleService>(PRODUCT_HISTORY_MODULE)

/**
 * Checks whether an entry can be rolled back now: its target (400 when there
 * is none), its field still at the entry's new value unless forced (409),
 * and the references its old value names (400 when deleted since).
 */
export async function checkRollback(
  container: MedusaContainer,
  entryId: string,
  { force }: RollbackOptions
) {
  const { entry, target } = await history(container).rollbackTarget(entryId)
  if (!force && !sameValue(target.current, entry.new_value))
    throw changedSince(entry, target.current)
  if (target.kind === "product")
    await assertReferencesExist(
      container,
      entry.id,
      entry.field_name,
      entry.old_value
    )
  return { entry, target }
}

/**
 * Rolls one entry back: checks it, then writes its old value with a guard
 * the capture checks against the locked state (a change in between is a 409,
 * nothing written). A forced rollback onto the value the field already holds
 * writes nothing but is recorded.
 */
export async function rollBackEntry(
  container: MedusaContainer,
  entryId: string,
  options: RollbackOptions
): Promise<{ entry: HistoryEntryRow; undo: RollbackUndo }> {
  const force = !!options.force
  const { entry, target } = await checkRollback(container, entryId, options)
  const actor: HistoryActor = {
    ...(currentHistoryActor() ?? { source: "subscriber" }),
    rolledBackEntryId: entry.id,
    field: entry.field_name,
  }
  const undo = { target, value: target.current }
  if (sameValue(target.current, entry.old_value)) {
    await history(container).recordUnchangedRollback(entry, target.current, {
      ...actor,
      comment: withReason(
        `Rollback of history entry ${entry.id} (the field already held this value)`,
        options.comment
      ),
    })
    return { entry, undo }
  }
  const guarded = {
    ...actor,
    comment: withReason(
      `Rollback of history entry ${entry.id}`,
      options.comment
    ),
    expect: rollbackGuard(target, force),
  }
  try {
    await runAsHistoryActor(guarded, () =>
      writeFieldValue(container, target, entry.old_value ?? null)
    )
  } catch (error) {
    if (!isGuardRefusal(error)) throw error
    const now = (await history(container).rollbackTarget(entry.id)).target
      .current
    throw sameValue(now, entry.new_value) || force
      ? changedWhileRollingBack(entry, now)
      : changedSince(entry, now)
  }
  return { entry, undo }
}

/** Writes back what a rollback replaced (a compensation); recorded with its own comment. */
export async function undoRollbacks(
  container: MedusaContainer,
  undos: RollbackUndo[]
): Promise<void> {
  const actor = currentHistoryActor() ?? { source: "subscriber" }
  for (const undo of [...undos].reverse()) {
    await runAsHistoryActor(
      { ...actor, comment: "Compensation of a failed rollback" },
      () => writeFieldValue(container, undo.target, undo.value)
    )
  }
}
