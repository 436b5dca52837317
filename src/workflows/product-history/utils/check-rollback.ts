import type { MedusaContainer } from "@medusajs/framework/types"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import { changedSince } from "../../../modules/product-history/rollback-conflict"
import { sameValue } from "../../../modules/product-history/rollback-state"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import { assertReferencesExist } from "./assert-references-exist"

export type RollbackOptions = {
  force?: boolean
  /** Why, in the clerk's words: stored in the new entry's comment. */
  comment?: string
}

export const historyService = (container: MedusaContainer) =>
  container.resolve<ProductHistoryModuleService>(PRODUCT_HISTORY_MODULE)

/** The comment of a rollback's entry, with the clerk's reason after a colon. */
export const withReason = (comment: string, reason?: string) =>
  reason ? `${comment}: ${reason}` : comment

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
  const { entry, target } =
    await historyService(container).rollbackTarget(entryId)
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
