import { XMark } from "@medusajs/icons"
import { IconButton, Kbd } from "@medusajs/ui"
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ReactNode,
} from "react"
import { usePluginTranslation } from "../../lib/i18n"

/**
 * The close button of the plugin's drawers and modals, with a name for
 * screen readers (Medusa's own has none). It passes on what its dialog's
 * `Close asChild` hands it (the click that closes, the ref).
 */
export const CloseIconButton = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<"button">
>((props, ref) => {
  const { t } = usePluginTranslation()
  return (
    <IconButton
      {...props}
      ref={ref}
      size="small"
      type="button"
      variant="transparent"
      aria-label={t("common.actions.close")}
    >
      <XMark />
    </IconButton>
  )
})
CloseIconButton.displayName = "CloseIconButton"

/**
 * A drawer's or modal's header as Medusa draws it: title and description
 * (`children`, the dialog's own Title and Description), then "esc" when
 * asked and the named close button of the dialog's `close`.
 */
export const DialogHeader = ({
  close: Close,
  esc = false,
  children,
}: {
  close: ComponentType<{ asChild?: boolean; children: ReactNode }>
  esc?: boolean
  children: ReactNode
}) => (
  <div className="border-ui-border-base flex items-start justify-between gap-x-4 border-b px-6 py-4">
    <div className="flex min-w-0 flex-col gap-y-1">{children}</div>
    <div className="flex items-center gap-x-2">
      {esc && <Kbd aria-hidden>esc</Kbd>}
      <Close asChild>
        <CloseIconButton />
      </Close>
    </div>
  </div>
)
