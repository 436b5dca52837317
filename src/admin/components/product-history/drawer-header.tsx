import { XMark } from "@medusajs/icons"
import { Drawer, Heading, IconButton, Kbd } from "@medusajs/ui"
import type { ReactNode } from "react"
import { usePluginTranslation } from "../../lib/i18n"

/**
 * A drawer's header as Medusa's (title, description, "esc", close), with a
 * close button a screen reader can name: Drawer.Header's has no label.
 */
export const DrawerHeader = ({
  title,
  description,
}: {
  title: ReactNode
  description: string
}) => {
  const { t } = usePluginTranslation()
  return (
    <div className="border-ui-border-base flex items-start justify-between gap-x-4 border-b px-6 py-4">
      <div className="flex min-w-0 flex-col gap-y-1">
        <Drawer.Title asChild>
          <Heading className="break-words">{title}</Heading>
        </Drawer.Title>
        <Drawer.Description className="sr-only">
          {description}
        </Drawer.Description>
      </div>
      <div className="flex items-center gap-x-2">
        <Kbd aria-hidden>esc</Kbd>
        <Drawer.Close asChild>
          <IconButton
            size="small"
            type="button"
            variant="transparent"
            aria-label={t("common.actions.close")}
          >
            <XMark />
          </IconButton>
        </Drawer.Close>
      </div>
    </div>
  )
}
