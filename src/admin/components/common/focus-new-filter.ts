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
      const intoPicker = () => {
        const pickers = document.querySelectorAll<HTMLElement>(
          '[role="dialog"][data-state="open"]'
        )
        const picker = pickers[pickers.length - 1]
        if (picker && !picker.contains(document.activeElement))
          picker.querySelector<HTMLElement>(FOCUSABLE)?.focus()
      }
      // After the menu's own focus return, which comes when its closing
      // animation ends: soon, or later on a busy machine. Whenever it comes
      // (within 2 s), the focus goes on into the picker.
      window.setTimeout(intoPicker, 120)
      const onFocus = (event: FocusEvent) => {
        const target = event.target as HTMLElement | null
        if (target?.getAttribute?.("aria-haspopup") !== "menu") return
        stop()
        window.setTimeout(intoPicker, 0)
      }
      const timer = window.setTimeout(() => stop(), 2_000)
      function stop() {
        document.removeEventListener("focusin", onFocus)
        window.clearTimeout(timer)
      }
      document.addEventListener("focusin", onFocus)
    },
    [current, onChange]
  )
}
