import { displayValue } from "../../../modules/product-history/display"
import type { HistoryEntryRow } from "./history-query"

/** An entry on the `/api` wire (camelCase, DESIGN "Wire shapes"); `full` keeps long display values whole (detail view). */
export function toApiEntry(row: HistoryEntryRow, full = false) {
  return {
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    productName: row.product_name,
    productNumber: row.product_number,
    fieldName: row.field_name,
    oldValue: row.old_value ?? null,
    newValue: row.new_value ?? null,
    oldValueDisplay: displayValue(row.field_name, row.old_value, row.context_data, full),
    newValueDisplay: displayValue(row.field_name, row.new_value, row.context_data, full),
    changedAt: new Date(row.changed_at).toISOString().replace("Z", "+00:00"),
    changedBy: row.changed_by ?? row.source,
    userId: row.user_id,
    integrationId: row.integration_id,
    source: row.source,
    contextData: row.context_data ?? null,
    comment: row.comment,
    rolledBackEntryId: row.rolled_back_entry_id,
  }
}
export type ApiHistoryEntry = ReturnType<typeof toApiEntry>

/** An entry on Medusa's `/admin/*` wire (snake_case) with the same display values. */
export function toAdminEntry(row: HistoryEntryRow, full = false) {
  const entry = toApiEntry(row, full)
  return {
    ...row,
    old_value: entry.oldValue,
    new_value: entry.newValue,
    changed_at: entry.changedAt,
    changed_by: entry.changedBy,
    context_data: entry.contextData,
    old_value_display: entry.oldValueDisplay,
    new_value_display: entry.newValueDisplay,
  }
}
