import { Button, Drawer, FocusModal, Heading } from "@medusajs/ui"
import { useRef, type FormEvent, type ReactNode } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import { useNoToastsWhileOpen } from "../../lib/notify"
import { DialogHeader } from "../common/dialog-header"
import { closeFocusTo } from "./focus-back"

type Props = {
  /** The dashboard's pattern: a focus modal creates, a drawer edits. */
  kind: "create" | "edit"
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** One sentence under the title; screen readers read it with the title. */
  description: string
  /** The form's submit; without it the body is no form (e.g. a result). */
  onSubmit?: (e: FormEvent) => void
  submitLabel?: string
  busy?: boolean
  /** Replaces the footer's Cancel and submit buttons. */
  footer?: ReactNode
  /** Where the focus goes on closing; else back to what had it on opening. */
  returnFocus?: () => HTMLElement | null | undefined
  children: ReactNode
}

/**
 * The frame of the import's create and edit flows: a FocusModal to create
 * (profile, mapping, upload), a Drawer to edit (profile, mapping, replace
 * file). Title and description name the dialog for screen readers, the close
 * button is named, Esc and Cancel close it, the focus goes back to the
 * opener, and no toast lies over it while it is open.
 */
export const FormDialog = (props: Props) => {
  const { t } = usePluginTranslation()
  const opener = useRef<HTMLElement | null>(null)
  useNoToastsWhileOpen(props.open)
  const Frame = props.kind === "create" ? FocusModal : Drawer
  const Body = props.onSubmit ? "form" : "div"

  return (
    <Frame open={props.open} onOpenChange={props.onOpenChange}>
      <Frame.Content
        data-plugin-root
        className={props.kind === "edit" ? "max-w-[640px]" : undefined}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null
        }}
        onCloseAutoFocus={closeFocusTo(
          () => props.returnFocus?.() ?? opener.current
        )}
      >
        <Body
          className="flex min-h-0 flex-1 flex-col"
          {...(props.onSubmit
            ? { onSubmit: props.onSubmit, noValidate: true }
            : {})}
        >
          <DialogHeader close={Frame.Close}>
            <Frame.Title asChild>
              <Heading level="h2">{props.title}</Heading>
            </Frame.Title>
            <Frame.Description className="txt-small text-ui-fg-subtle">
              {props.description}
            </Frame.Description>
          </DialogHeader>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <div
              className={
                props.kind === "create"
                  ? "mx-auto flex w-full max-w-[720px] flex-col gap-y-6 px-6 py-10"
                  : "flex flex-col gap-y-6 px-6 py-4"
              }
            >
              {props.children}
            </div>
          </div>
          <div className="border-ui-border-base flex items-center justify-end gap-x-2 border-t px-6 py-4">
            {props.footer ?? (
              <>
                <Frame.Close asChild>
                  <Button size="small" variant="secondary" type="button">
                    {t("common.actions.cancel")}
                  </Button>
                </Frame.Close>
                <Button size="small" type="submit" isLoading={props.busy}>
                  {props.submitLabel}
                </Button>
              </>
            )}
          </div>
        </Body>
      </Frame.Content>
    </Frame>
  )
}
