/**
 * Where the focus goes when a dialog, drawer or prompt closes: back to the
 * control that opened it (a button, a row's or the page's "…" menu), or, when
 * that control is gone (the section holding it changed with the record's
 * status), to the page's heading, never to the page's body.
 */
export function focusBack(target?: HTMLElement | null) {
  const element = target?.isConnected
    ? target
    : document.querySelector<HTMLElement>("[data-page-heading]")
  element?.focus()
}

/** A dialog's `onCloseAutoFocus` that gives the focus back as `focusBack` does. */
export const closeFocusTo =
  (target: () => HTMLElement | null | undefined) => (event: Event) => {
    event.preventDefault()
    focusBack(target())
  }
