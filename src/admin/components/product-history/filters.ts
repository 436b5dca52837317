import { endOfDayParam, startOfDayParam } from "./dates"
import type { HistoryFilters } from "./types"

/** The API filters for the form's state (the search already debounced). */
export function toHistoryFilters(
  form: { fields: string[]; from: string; to: string },
  search: string
): HistoryFilters {
  const q = search.trim()
  return {
    field_name: form.fields.length ? [...form.fields].sort() : undefined,
    from: form.from ? startOfDayParam(form.from) : undefined,
    to: form.to ? endOfDayParam(form.to) : undefined,
    q: q || undefined,
    order: "-changed_at",
  }
}

/** Whether the filters narrow the list (an empty list then says "No changes match these filters"). */
export const hasFilters = (filters: HistoryFilters) =>
  Boolean(filters.field_name?.length || filters.from || filters.to || filters.q)
