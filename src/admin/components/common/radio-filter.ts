import { createDataTableFilterHelper, type DataTableFilter } from "@medusajs/ui"

const filter = createDataTableFilterHelper<Record<string, unknown>>()

/**
 * A list filter with one choice among a few ("Active" / "Inactive", a
 * profile); `id` is its URL parameter, each option's value the parameter's.
 */
export const radioFilter = (
  id: string,
  label: string,
  options: { label: string; value: string }[]
): DataTableFilter => filter.accessor(id, { type: "radio", label, options })
