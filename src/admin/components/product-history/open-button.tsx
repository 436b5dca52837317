import type { ReactNode } from "react"

type Props = {
  /** What the drawer opens: an entry's id or `save:<change set id>`. */
  target: string
  /** For a screen reader: which change it opens, e.g. "Details of the change of Title at …". */
  label: string
  onOpen: (target: string) => void
  children: ReactNode
}

/**
 * The key cell's button of a history row, its one tab stop: opens the row in
 * the drawer. Marked with what it opens, so that closing the drawer can give
 * it the focus back (focusOpenButton).
 */
export const OpenButton = ({ target, label, onOpen, children }: Props) => (
  <button
    type="button"
    data-open-target={target}
    aria-label={label}
    className="txt-compact-small-plus text-ui-fg-base focus-visible:shadow-borders-focus rounded-sm text-left underline-offset-2 outline-none hover:underline"
    onClick={(event) => {
      // The row reacts to a click too; one opening is enough.
      event.stopPropagation()
      onOpen(target)
    }}
  >
    {children}
  </button>
)

/**
 * Gives the focus back after a drawer closed: to the row button that opened
 * it, else to the row of what it showed last, else to `fallback` (the list),
 * never to the page's body.
 */
export function focusOpenButton(
  targets: (string | null | undefined)[],
  fallback?: HTMLElement | null
) {
  for (const target of targets) {
    if (!target) continue
    const button = document.querySelector<HTMLElement>(
      `[data-open-target="${CSS.escape(target)}"]`
    )
    if (button) {
      button.focus()
      return
    }
  }
  fallback?.focus()
}
