import { displayValue } from "./display"
import type { HistoryEntryRow } from "./repositories/entry-reads"
import { rollbackRefusal } from "./rollback-refusal"

/**
 * An entry as both dialects show it, in Medusa's snake_case: the stored
 * values, ISO time with offset, who changed it (the source when nobody is
 * named) and display values; `full` keeps long display values whole (detail view).
 */
export function toEntryView(row: HistoryEntryRow, full = false) {
  return {
    id: row.id,
    product_id: row.product_id,
    variant_id: row.variant_id,
    product_name: row.product_name,
    product_number: row.product_number,
    field_name: row.field_name,
    old_value: row.old_value ?? null,
    new_value: row.new_value ?? null,
    old_value_display: displayValue(
      row.field_name,
      row.old_value,
      row.context_data,
      full
    ),
    new_value_display: displayValue(
      row.field_name,
      row.new_value,
      row.context_data,
      full
    ),
    changed_at: new Date(row.changed_at).toISOString().replace("Z", "+00:00"),
    changed_by: row.changed_by ?? row.source,
    user_id: row.user_id,
    integration_id: row.integration_id,
    source: row.source,
    // Typed in with plugin:history:add: its source and values are what was typed.
    manual: row.manual ?? false,
    context_data: row.context_data ?? null,
    comment: row.comment,
    rolled_back_entry_id: row.rolled_back_entry_id,
    rolled_back_by: row.rolled_back_by ?? null,
    // Entries written before change sets existed are each their own.
    change_set_id: row.change_set_id ?? row.id,
  }
}
export type HistoryEntryView = ReturnType<typeof toEntryView>

/** A save's entries together: when, by whom and from where (its first entry's), and the entries. */
export function toChangeSetView(set: {
  changeSetId: string
  entries: HistoryEntryRow[]
}) {
  const entries = set.entries.map((row) => toEntryView(row))
  const first = entries[0]
  return {
    change_set_id: set.changeSetId,
    changed_at: first?.changed_at ?? null,
    changed_by: first?.changed_by ?? null,
    source: first?.source ?? null,
    entries,
  }
}
export type ChangeSetView = ReturnType<typeof toChangeSetView>

/**
 * An entry as `/admin` answers it: the view, and why a rollback is always
 * refused (null when it may be tried), so that the admin screens disable
 * "Roll back" with the reason instead of offering what the server refuses.
 */
export function toAdminEntryView(row: HistoryEntryRow, full = false) {
  return { ...toEntryView(row, full), rollback_refusal: rollbackRefusal(row) }
}
export type AdminHistoryEntryView = ReturnType<typeof toAdminEntryView>

/** A save as `/admin` answers it: its entries with their `rollback_refusal`. */
export function toAdminChangeSetView(set: {
  changeSetId: string
  entries: HistoryEntryRow[]
}) {
  return {
    ...toChangeSetView(set),
    entries: set.entries.map((row) => toAdminEntryView(row)),
  }
}
export type AdminChangeSetView = ReturnType<typeof toAdminChangeSetView>
