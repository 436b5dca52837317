import { FocusModal, Kbd } from "@medusajs/ui"
import type { ReactNode } from "react"
import { CloseIconButton } from "../common/dialog-header"

/** A focus modal's top bar: the close button and Esc, then `children` (e.g. the submit button). */
export const FocusModalHeader = ({ children }: { children?: ReactNode }) => (
  <div className="border-ui-border-base flex items-center justify-between gap-x-4 border-b px-4 py-2">
    <div className="flex items-center gap-x-2">
      <FocusModal.Close asChild>
        <CloseIconButton />
      </FocusModal.Close>
      <Kbd>esc</Kbd>
    </div>
    {children}
  </div>
)
