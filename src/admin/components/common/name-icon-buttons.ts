import { useEffect, type RefObject } from "react"

/** Whether a button already has a name a screen reader can read. */
const named = (button: HTMLElement) =>
  Boolean(
    button.getAttribute("aria-label") ||
    button.getAttribute("aria-labelledby") ||
    button.getAttribute("title") ||
    button.textContent?.trim()
  )

/**
 * Names the icon-only buttons Medusa's DataTable renders without one (the
 * filter, sorting and column menus, a filter chip's remove button): axe and
 * screen readers need a name. A menu's button is named by the
 * `data-button-name` of the element around it; a filter chip's "×" is named
 * `removeFilter(chip label)`, a row's action menu `actions`. The search field's magnifier (a `role="img"`
 * without a name) is decoration: hidden from screen readers. Watches the
 * list, since chips come and go.
 */
export function useNameIconButtons(
  root: RefObject<HTMLElement | null>,
  removeFilter: (filter: string) => string,
  actions: string
) {
  useEffect(() => {
    const element = root.current
    if (!element) return
    const nameAll = () => {
      for (const holder of element.querySelectorAll<HTMLElement>(
        "[data-button-name]"
      )) {
        const button = holder.querySelector("button")
        const name = holder.dataset.buttonName
        if (button && name && button.getAttribute("aria-label") !== name)
          button.setAttribute("aria-label", name)
      }
      for (const button of element.querySelectorAll<HTMLElement>("button")) {
        if (named(button)) continue
        // A filter chip: [label][is][value][×]; its first part names the filter.
        const chip = button.parentElement
        if (!chip?.classList.contains("bg-ui-bg-field")) continue
        const label = chip.firstElementChild?.textContent?.trim()
        if (label) button.setAttribute("aria-label", removeFilter(label))
      }
      // A row's action menu (columnHelper.action) is an unnamed "…" button.
      for (const button of element.querySelectorAll<HTMLElement>(
        'td button[aria-haspopup="menu"]:not([aria-label])'
      ))
        button.setAttribute("aria-label", actions)
      for (const icon of element.querySelectorAll<HTMLElement>(
        '[role="img"]:not([aria-label]):not([aria-hidden])'
      ))
        icon.setAttribute("aria-hidden", "true")
    }
    nameAll()
    const observer = new MutationObserver(nameAll)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [root, removeFilter, actions])
}
