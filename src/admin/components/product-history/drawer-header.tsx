import { Drawer, Heading } from "@medusajs/ui"
import type { ReactNode } from "react"
import { DialogHeader } from "../common/dialog-header"

/**
 * A history drawer's header: the title, a description for screen readers
 * only (the drawer's content says the rest), "esc" and the close button.
 */
export const DrawerHeader = ({
  title,
  description,
}: {
  title: ReactNode
  description: string
}) => (
  <DialogHeader close={Drawer.Close} esc>
    <Drawer.Title asChild>
      <Heading className="break-words">{title}</Heading>
    </Drawer.Title>
    <Drawer.Description className="sr-only">{description}</Drawer.Description>
  </DialogHeader>
)
