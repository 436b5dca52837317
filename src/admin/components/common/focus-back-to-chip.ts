import { useEffect, type RefObject } from "react"

/**
 * Medusa's filter chips do not give focus back when their value picker closes
 * (Esc, a choice, a click outside): it falls to <body> and a keyboard user
 * starts over at the top of the page. Remembers the chip whose picker holds
 * focus and, once the picker is gone and focus is nowhere, puts it back on the
 * chip (or, when the chip went too, on the list's "Add filter" button).
 */
export function useFocusBackToChip(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let chip: HTMLElement | null = null
    let picker = ""
    const remember = (event: FocusEvent) => {
      const dialog = (event.target as HTMLElement | null)?.closest?.(
        '[role="dialog"]'
      )
      if (!dialog?.id) return
      const owner = root.current?.querySelector<HTMLElement>(
        `[aria-controls="${CSS.escape(dialog.id)}"]`
      )
      if (owner) {
        chip = owner
        picker = dialog.id
      }
    }
    // Watched for a while: a chip dismissed without a value goes a few frames after its picker. At least
    // 600 ms and 36 frames, as a busy machine draws fewer frames in that time.
    const restore = () => {
      const owner = chip
      if (!owner) return
      const until = performance.now() + 600
      let frames = 0
      const step = () => {
        frames++
        if (chip !== owner) return
        const lost =
          !document.activeElement || document.activeElement === document.body
        if (!document.getElementById(picker) && lost) {
          const target = owner.isConnected
            ? owner
            : root.current?.querySelector<HTMLElement>(
                "[data-button-name] button"
              )
          target?.focus()
        }
        if (performance.now() < until || frames < 36)
          requestAnimationFrame(step)
        else if (chip === owner) chip = null
      }
      requestAnimationFrame(step)
    }
    document.addEventListener("focusin", remember)
    document.addEventListener("focusout", restore)
    return () => {
      document.removeEventListener("focusin", remember)
      document.removeEventListener("focusout", restore)
    }
  }, [root])
}
