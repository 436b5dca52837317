import { Container, Heading, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

type Props = {
  title: ReactNode
  /** h1 for a page of its own, h2 for a section or a settings page. */
  level?: "h1" | "h2"
  description?: ReactNode
  /** Buttons beside the title. */
  actions?: ReactNode
  children?: ReactNode
}

/**
 * The frame of every list page and section: title, a line of description,
 * actions, then the content. `data-plugin-root` marks the plugin's own markup
 * (the browser tests check it with axe-core).
 */
export const Section = ({
  title,
  level = "h2",
  description,
  actions,
  children,
}: Props) => (
  <Container className="divide-y p-0" data-plugin-root>
    <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
      <div>
        <Heading level={level}>{title}</Heading>
        {description && (
          <Text size="small" className="text-ui-fg-subtle">
            {description}
          </Text>
        )}
      </div>
      {actions}
    </div>
    {children}
  </Container>
)
