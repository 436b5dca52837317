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
      // Into the picker the new filter opened; true once the focus is there.
      const intoPicker = () => {
        const pickers = document.querySelectorAll<HTMLElement>(
          '[role="dialog"][data-state="open"]'
        )
        const picker = pickers[pickers.length - 1]
        if (picker && !picker.contains(document.activeElement))
          picker.querySelector<HTMLElement>(FOCUSABLE)?.focus()
        return !!picker?.contains(document.activeElement)
      }
      // The picker opens, and the menu, closing, hands the focus back to its
      // own button, each when its animation ends: soon, or seconds later on
      // a busy machine (a fixed window once missed both). So: try until the
      // picker has the focus, follow the menu's focus return whenever it
      // comes, and stop when the user acts or after 30 s.
      const poll = window.setInterval(() => {
        if (intoPicker()) window.clearInterval(poll)
      }, 100)
      const onMenuFocus = (event: FocusEvent) => {
        const target = event.target as HTMLElement | null
        if (target?.getAttribute?.("aria-haspopup") === "menu")
          window.setTimeout(intoPicker, 0)
      }
      const timer = window.setTimeout(stop, 30_000)
      function stop() {
        window.clearInterval(poll)
        window.clearTimeout(timer)
        document.removeEventListener("focusin", onMenuFocus)
        document.removeEventListener("pointerdown", stop, true)
        document.removeEventListener("keydown", stop, true)
      }
      document.addEventListener("focusin", onMenuFocus)
      // The user's own next step (a click, a key) is theirs: from then on the focus is not moved.
      document.addEventListener("pointerdown", stop, true)
      document.addEventListener("keydown", stop, true)
    },
    [current, onChange]
  )
}
