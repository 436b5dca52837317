import type { ReactNode } from "react"

/**
 * Keeps each row's action menu (the table's last column) in view while a
 * wide table scrolls sideways inside its container on narrow screens.
 */
export const StickyActions = ({ children }: { children: ReactNode }) => (
  <div className="[&_td:last-child]:bg-ui-bg-base [&_th:last-child]:bg-ui-bg-subtle [&_tr:hover_td:last-child]:bg-ui-bg-base-hover [&_td:last-child]:sticky [&_td:last-child]:right-0 [&_th:last-child]:sticky [&_th:last-child]:right-0">
    {children}
  </div>
)
