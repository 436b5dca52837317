import type { DataTableFilteringState } from "@medusajs/ui"
import { useCallback } from "react"

const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]), [role="option"], [tabindex]:not([tabindex="-1"])'

/** When the pointer was last pressed: a filter chosen with the mouse needs no focus moved (the picker opens under it). */
let lastPointer = -Infinity
if (typeof document !== "undefined")
  document.addEventListener(
    "pointerdown",
    () => {
      lastPointer = performance.now()
    },
    true
  )

/**
 * A filter added from DataTable's filter menu opens its value picker, but the
 * menu, closing, gives focus back to its own button: a keyboard user could not
 * reach the values. Wraps the filtering change so that focus moves into the
 * picker that a newly added (still empty) filter opened, when it was added
 * with the keyboard (moving focus under a mouse user's clicks would close the
 * picker they are clicking in).
 */
export function useFocusNewFilter(
  current: DataTableFilteringState,
  onChange: (next: DataTableFilteringState) => void
) {
  return useCallback(
    (next: DataTableFilteringState) => {
      const added = Object.keys(next).some((id) => !(id in current))
      onChange(next)
      if (!added || performance.now() - lastPointer < 1_500) return
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
