import type { DataTableFilteringState } from "@medusajs/ui"
import { useCallback } from "react"

const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]), [role="option"], [tabindex]:not([tabindex="-1"])'

/**
 * A filter added from DataTable's filter menu opens its value picker, but the
 * menu, closing, gives focus back to its own button: a keyboard user could not
 * reach the values. Wraps the filtering change so that focus moves into the
 * picker that a newly added (still empty) filter opened.
 */
export function useFocusNewFilter(
  current: DataTableFilteringState,
  onChange: (next: DataTableFilteringState) => void
) {
  return useCallback(
    (next: DataTableFilteringState) => {
      const added = Object.keys(next).some((id) => !(id in current))
      onChange(next)
      if (!added) return
      // After the menu's own focus return (it runs as the menu closes).
      window.setTimeout(() => {
        const pickers = document.querySelectorAll<HTMLElement>(
          '[role="dialog"][data-state="open"]'
        )
        const picker = pickers[pickers.length - 1]
        picker?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
      }, 120)
    },
    [current, onChange]
  )
}
