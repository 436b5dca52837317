import { toast } from "@medusajs/ui"
import { useEffect } from "react"

type Kind = "success" | "info" | "warning" | "error"
type Options = { description?: string; id?: string }

/** Long enough to read, short enough not to linger over the next screen; problems stay a little longer. */
const DURATION: Record<Kind, number> = {
  success: 3000,
  info: 3000,
  warning: 5000,
  error: 6000,
}

/**
 * The plugin's toasts, all in the dashboard's top-right corner. (`toast.success(title, options)`
 * drops its top-right default once options are given, so toasts with a description used to land
 * bottom-right, on top of drawer footers.) Toasts with the same `id` replace each other instead
 * of piling up. Drawers and dialogs show their own outcome inline and clear the screen of toasts
 * when they open (`useNoToastsWhileOpen`), so no toast covers their buttons.
 */
const show =
  (kind: Kind) =>
  (title: string, { description, id }: Options = {}) =>
    toast[kind](title, {
      description,
      id,
      position: "top-right",
      duration: DURATION[kind],
    })

export const notify = {
  success: show("success"),
  info: show("info"),
  warning: show("warning"),
  error: show("error"),
}

/** Removes every toast on the screen. */
const dismissToasts = () => {
  toast.dismiss()
}

/** A drawer or dialog clears away the toasts of before as it opens: none may lie over its header or footer. */
export function useNoToastsWhileOpen(open: boolean) {
  useEffect(() => {
    if (open) dismissToasts()
  }, [open])
}
