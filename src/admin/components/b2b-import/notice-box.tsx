import { Text } from "@medusajs/ui"
import type { ReactNode } from "react"

/**
 * A boxed notice on a record (its problem, a duplicate upload, its rejection):
 * a headline, then the text. `error` draws it red and says it at once
 * (role "alert").
 */
export const NoticeBox = ({
  title,
  tone = "neutral",
  role,
  textClassName,
  children,
}: {
  title: ReactNode
  tone?: "neutral" | "error"
  role?: "alert" | "status"
  /** The text's colour and wrapping. */
  textClassName: string
  children: ReactNode
}) => (
  <div
    role={role}
    className={`rounded-md border ${
      tone === "error" ? "border-ui-border-error" : "border-ui-border-base"
    } bg-ui-bg-subtle px-3 py-2`}
  >
    <Text size="small" weight="plus">
      {title}
    </Text>
    <Text size="small" className={textClassName}>
      {children}
    </Text>
  </div>
)
