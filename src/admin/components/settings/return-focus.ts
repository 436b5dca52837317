const DIALOGS = '[role="dialog"], [role="alertdialog"]'
/** Frames to wait for a dialog's exit animation, then to guard the focus given. */
const WAIT_FRAMES = 120
const GUARD_FRAMES = 20

const onBody = () =>
  !document.activeElement || document.activeElement === document.body

/**
 * Puts focus back on what opened a dialog (a row's action menu button, a
 * create button) once the dialog is gone. Radix dialogs opened from a menu
 * or by the URL have no trigger of their own to return to, and their focus
 * trap holds on to focus until they unmount, so this waits for that; if
 * another dialog opened meanwhile (a secret after a prompt), it keeps focus.
 * The focus scopes of an unmounted dialog and menu settle a few frames later
 * and may drop focus to <body>: for a moment it is given back then.
 */
export function returnFocus(find: () => HTMLElement | null | undefined) {
  let frames = 0
  const guard = (left: number) => {
    if (left <= 0) return
    if (onBody()) find()?.focus()
    requestAnimationFrame(() => guard(left - 1))
  }
  const step = () => {
    const dialogs = [...document.querySelectorAll<HTMLElement>(DIALOGS)]
    const closing = dialogs.some((d) => d.dataset.state === "closed")
    if (closing && frames++ < WAIT_FRAMES)
      return void requestAnimationFrame(step)
    if (dialogs.some((d) => d.dataset.state === "open")) return
    find()?.focus()
    requestAnimationFrame(() => guard(GUARD_FRAMES))
  }
  requestAnimationFrame(step)
}

/** The action menu button of a list row (see RowActionMenu). */
export const rowActionsButton = (id: string) =>
  document.querySelector<HTMLElement>(`[data-row-actions="${CSS.escape(id)}"]`)

/** A dialog content's onCloseAutoFocus that focuses `find()` instead of nothing. */
export const focusOnClose =
  (find: () => HTMLElement | null | undefined) => (event: Event) => {
    event.preventDefault()
    returnFocus(find)
  }
