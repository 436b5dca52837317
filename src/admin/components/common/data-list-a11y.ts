import { useEffect, type RefObject } from "react"

type Labels = {
  /** The toolbar's icon buttons, in their order: filter menu, sorting menu, column menu. */
  menus: string[]
  /** A filter chip's remove button, e.g. "Remove filter". */
  removeFilter: string
}

/**
 * Names what Medusa's DataTable leaves unnamed, so that a screen reader can
 * say it and axe-core finds no violation: the toolbar's icon buttons (they
 * carry only a tooltip), each filter chip's remove button ("Remove filter:
 * Field") and the search field's decorative icon (`role="img"` without a
 * name). Applied again whenever the list's markup changes (chips come and go).
 */
export function useDataTableNames(
  root: RefObject<HTMLElement | null>,
  { menus, removeFilter }: Labels
) {
  const key = [...menus, removeFilter].join("\u0000")
  useEffect(() => {
    const element = root.current
    if (!element) return
    const apply = () => {
      element
        .querySelectorAll<HTMLElement>("[data-list-menu]")
        .forEach((wrapper) => {
          const button = wrapper.querySelector("button")
          const label = menus[Number(wrapper.dataset.listMenu)]
          if (button && label && button.getAttribute("aria-label") !== label)
            button.setAttribute("aria-label", label)
        })
      element.querySelectorAll<HTMLElement>("button").forEach((button) => {
        if (
          button.hasAttribute("aria-label") ||
          button.hasAttribute("aria-haspopup") ||
          button.textContent?.trim()
        )
          return
        // A chip: [label][is][value: the popover's trigger][remove]; its first cell names the filter.
        const chip = button.parentElement
        const isChip = [...(chip?.children ?? [])].some(
          (cell) => cell !== button && cell.matches('[aria-haspopup="dialog"]')
        )
        const name = chip?.firstElementChild?.textContent?.trim()
        if (isChip)
          button.setAttribute(
            "aria-label",
            name ? `${removeFilter}: ${name}` : removeFilter
          )
      })
      element
        .querySelectorAll<HTMLElement>('[role="img"]:not([aria-hidden])')
        .forEach((icon) => {
          if (!icon.getAttribute("aria-label"))
            icon.setAttribute("aria-hidden", "true")
        })
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
    // `key` holds every label used here.
  }, [root, key])
}
