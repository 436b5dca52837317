import { useEffect, type RefObject } from "react"

/**
 * Names the controls Medusa's DataTable draws without one, so screen readers
 * can say them (and axe-core passes): the toolbar's menu buttons (filter,
 * sorting, columns) show their name only as a tooltip, the action menu of
 * `columnHelper.action` has none, and the search field's magnifier is an
 * unnamed `role="img"`. `labels` maps a wrapper's `data-list-menu` to the
 * name of the menu button inside it; `actions` names row action menus.
 * Runs again whenever the list redraws.
 */
export function useNamedControls(
  root: RefObject<HTMLElement>,
  labels: Record<string, string>,
  actions: string
) {
  const key = JSON.stringify(labels)
  useEffect(() => {
    const element = root.current
    if (!element) return
    const name = () => {
      for (const [menu, label] of Object.entries(labels)) {
        const button = element.querySelector<HTMLElement>(
          `[data-list-menu="${menu}"] button[aria-haspopup="menu"]`
        )
        if (button && button.getAttribute("aria-label") !== label)
          button.setAttribute("aria-label", label)
      }
      element
        .querySelectorAll<HTMLElement>(
          'td button[aria-haspopup="menu"]:not([aria-label])'
        )
        .forEach((button) => button.setAttribute("aria-label", actions))
      element
        .querySelectorAll<HTMLElement>(
          '[role="img"]:not([aria-label]):not([aria-hidden])'
        )
        .forEach((icon) => icon.setAttribute("aria-hidden", "true"))
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [root, key, actions])
}
