import { displayValue } from "./display"
import type { HistoryEntryRow } from "./repositories/entry-reads"

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
