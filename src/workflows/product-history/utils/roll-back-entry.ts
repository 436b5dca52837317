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
  type RollbackTarget,
  sameValue,
} from "../../../modules/product-history/rollback-state"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import type { HistoryActor } from "../../../modules/product-history/types"
import { assertReferencesExist } from "./assert-references-exist"
import { writeFieldValue } from "./write-field-value"

export type RollbackOptions = {
  force?: boolean
  /** Why, in the clerk's words: stored in the new entry's comment. */
  comment?: string
}
/** What undoes one rollback: the entry rolled back and the value its field held before. */
export type RollbackUndo = { entryId: string; value: unknown }

const withReason = (comment: string, reason?: string) =>
  reason ? `${comment}: ${reason}` : comment

const history = (container: MedusaContainer) =>
  container.resolve<ProductHistoryModuleService>(PRODUCT_HISTORY_MODULE)

/**
 * Writes `value` into the target's field as `actor`, with the guard the
 * capture checks against the locked state (a change in between aborts it),
 * and forgets the guard once the write is over.
 */
async function writeGuarded(
  container: MedusaContainer,
  actor: HistoryActor,
  target: RollbackTarget,
  value: unknown,
  force: boolean
): Promise<void> {
  const expect = rollbackGuard(target, force)
  try {
    await runAsHistoryActor({ ...actor, expect }, () =>
      writeFieldValue(container, target, value)
    )
  } finally {
    await history(container).forgetGuard(expect.id)
  }
}

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
): Promise<{
  entry: HistoryEntryRow
  undo: RollbackUndo
  /** The entry the rollback wrote (null when the capture wrote none). */
  createdId: string | null
}> {
  const force = !!options.force
  const { entry, target } = await checkRollback(container, entryId, options)
  const actor: HistoryActor = {
    ...(currentHistoryActor() ?? { source: "subscriber" }),
    rolledBackEntryId: entry.id,
    field: entry.field_name,
  }
  const undo = { entryId: entry.id, value: target.current }
  const service = history(container)
  // The entry this rollback wrote: in its save when it has one (a request), else the newest.
  const written = () =>
    service.findRollbackEntry(entry.id, actor.changeSetId ?? null)
  const recordUnchanged = async (value: unknown) => {
    await service.recordUnchangedRollback(entry, value, {
      ...actor,
      comment: withReason(
        `Rollback of history entry ${entry.id} (the field already held this value)`,
        options.comment
      ),
    })
    return { entry, undo, createdId: (await written())?.id ?? null }
  }
  if (sameValue(target.current, entry.old_value))
    return recordUnchanged(target.current)
  const before = actor.changeSetId ? undefined : await written()
  try {
    await writeGuarded(
      container,
      {
        ...actor,
        comment: withReason(
          `Rollback of history entry ${entry.id}`,
          options.comment
        ),
      },
      target,
      entry.old_value ?? null,
      force
    )
  } catch (error) {
    // Refused by the guard, or Medusa stumbled over what changed meanwhile (a price replaced): a 409.
    const now = (await service.rollbackTarget(entry.id)).target
    if (!isGuardRefusal(error) && sameValue(now.read.state, target.read.state))
      throw error
    throw sameValue(now.current, entry.new_value) || force
      ? changedWhileRollingBack(entry, now.current)
      : changedSince(entry, now.current)
  }
  // No entry of this rollback: Medusa found nothing to write, as someone else (another rollback of this
  // entry sent at the same moment) changed the field meanwhile. Not this rollback's success to report.
  const after = await written()
  if (!after || after.id === before?.id) {
    const now = (await service.rollbackTarget(entry.id)).target.current
    if (force && sameValue(now, entry.old_value)) return recordUnchanged(now)
    throw changedWhileRollingBack(entry, now)
  }
  return { entry, undo, createdId: after.id }
}

/**
 * Writes back what rollbacks replaced (a compensation), newest first, each
 * only while its field still holds what the rollback wrote: a change made
 * since is newer and stays. Recorded with its own comment.
 */
export async function undoRollbacks(
  container: MedusaContainer,
  undos: RollbackUndo[]
): Promise<void> {
  const actor = currentHistoryActor() ?? { source: "subscriber" }
  for (const undo of [...undos].reverse()) {
    const found = await history(container)
      .rollbackTarget(undo.entryId)
      .catch(() => undefined)
    if (!found || !sameValue(found.target.current, found.entry.old_value))
      continue
    try {
      await writeGuarded(
        container,
        { ...actor, comment: "Compensation of a failed rollback" },
        found.target,
        undo.value,
        false
      )
    } catch (error) {
      if (!isGuardRefusal(error)) throw error
    }
  }
}
