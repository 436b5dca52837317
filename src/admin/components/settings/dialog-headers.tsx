import { XMark } from "@medusajs/icons"
import { Drawer, FocusModal, IconButton, Kbd } from "@medusajs/ui"
import type { ReactNode } from "react"
import { usePluginTranslation } from "../../lib/i18n"

/*
 * The headers of Medusa's Drawer and FocusModal, drawn the same, whose close
 * button has a name for screen readers (Medusa's own has none).
 */

const CloseButton = () => {
  const { t } = usePluginTranslation()
  return (
    <IconButton
      size="small"
      type="button"
      variant="transparent"
      aria-label={t("common.actions.close")}
    >
      <XMark />
    </IconButton>
  )
}

/** A drawer's title and description, with Esc and the close button. */
export const DrawerHeader = ({ children }: { children: ReactNode }) => (
  <div className="border-ui-border-base flex items-start justify-between gap-x-4 border-b px-6 py-4">
    <div className="flex flex-col gap-y-1">{children}</div>
    <div className="flex items-center gap-x-2">
      <Kbd>esc</Kbd>
      <Drawer.Close asChild>
        <CloseButton />
      </Drawer.Close>
    </div>
  </div>
)

/** A focus modal's top bar: the close button and Esc, then `children` (e.g. the submit button). */
export const FocusModalHeader = ({ children }: { children?: ReactNode }) => (
  <div className="border-ui-border-base flex items-center justify-between gap-x-4 border-b px-4 py-2">
    <div className="flex items-center gap-x-2">
      <FocusModal.Close asChild>
        <CloseButton />
      </FocusModal.Close>
      <Kbd>esc</Kbd>
    </div>
    {children}
  </div>
)
