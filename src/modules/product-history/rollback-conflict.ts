import { displayValue } from "./display"
import { HISTORY_ERROR_CODES as CODES, HistoryError } from "./errors"
import type { HistoryEntryRow } from "./repositories/entry-reads"
import { GUARD_SQLSTATE } from "./capture/sql/stage"

/** 409: the entry's field holds another value now than the entry set. */
export function changedSince(entry: HistoryEntryRow, current: unknown) {
  const field = entry.field_name
  const show = (value: unknown) =>
    displayValue(field, value, entry.context_data, true) || "empty"
  return new HistoryError(
    "CONFLICT",
    CODES.CHANGED_SINCE,
    `"${field}" of ${entry.product_number ?? entry.product_id} has changed since this entry: it is now ${show(current)}, the entry set ${show(entry.new_value)}. Roll back with force to overwrite it.`,
    {
      fieldName: field,
      currentValue: current ?? null,
      entryNewValue: entry.new_value ?? null,
    }
  )
}

/** 409: what the rollback's write sends besides the field (other metadata keys, other prices) changed while it ran. */
export function changedWhileRollingBack(
  entry: HistoryEntryRow,
  current: unknown
) {
  return new HistoryError(
    "CONFLICT",
    CODES.CHANGED_SINCE,
    `${entry.product_number ?? entry.product_id} was changed by someone else while "${entry.field_name}" was being rolled back; nothing was rolled back. Look at the change and roll back again.`,
    {
      fieldName: entry.field_name,
      currentValue: current ?? null,
      entryNewValue: entry.new_value ?? null,
    }
  )
}

/** Whether an error (or one it wraps) is the capture's refusal of a rollback whose read state changed before its write. */
export function isGuardRefusal(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false
  const e = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (e.code === GUARD_SQLSTATE) return true
  if (
    typeof e.message === "string" &&
    e.message.includes("changed since the rollback read it")
  )
    return true
  return isGuardRefusal(e.cause, depth + 1)
}
