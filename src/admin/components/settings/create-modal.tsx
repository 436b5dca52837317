import { Button, FocusModal, Heading, Text } from "@medusajs/ui"
import type { FormEvent, ReactNode } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import { useNoToastsWhileOpen } from "../../lib/notify"
import { FocusModalHeader } from "./dialog-headers"
import { focusOnClose } from "./return-focus"

/**
 * A create flow as the dashboard's: a focus modal with the form's title and
 * description, its fields, the outcome in words, Cancel and Create. The form
 * is mounted fresh at every opening; closing puts focus back on the create
 * button (`returnFocusTo`).
 */
export const CreateModal = ({
  open,
  onClose,
  returnFocusTo,
  children,
}: {
  open: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null | undefined
  /** The form (a CreateModalForm), rendered only while open. */
  children: ReactNode
}) => {
  useNoToastsWhileOpen(open)
  return (
    <FocusModal open={open} onOpenChange={(next) => !next && onClose()}>
      <FocusModal.Content
        data-plugin-root
        onCloseAutoFocus={focusOnClose(returnFocusTo)}
      >
        {open && children}
      </FocusModal.Content>
    </FocusModal>
  )
}

export const CreateModalForm = ({
  title,
  description,
  onSubmit,
  onCancel,
  pending,
  problem,
  wide,
  children,
}: {
  title: string
  description: string
  onSubmit: (e: FormEvent) => void
  onCancel: () => void
  pending: boolean
  problem?: string
  /** Room for a grid (the privileges). */
  wide?: boolean
  children: ReactNode
}) => {
  const { t } = usePluginTranslation()
  return (
    <form onSubmit={onSubmit} className="flex h-full flex-col overflow-hidden">
      <FocusModalHeader />
      <FocusModal.Body className="flex flex-col items-center overflow-y-auto py-10">
        <div
          className={`flex w-full flex-col gap-y-6 px-4 ${wide ? "max-w-[760px]" : "max-w-[560px]"}`}
        >
          <div className="flex flex-col gap-y-1">
            <FocusModal.Title asChild>
              <Heading>{title}</Heading>
            </FocusModal.Title>
            <FocusModal.Description asChild>
              <Text size="small" className="text-ui-fg-subtle">
                {description}
              </Text>
            </FocusModal.Description>
          </div>
          {children}
        </div>
      </FocusModal.Body>
      <FocusModal.Footer>
        {problem && (
          <Text size="small" role="alert" className="mr-auto text-ui-fg-error">
            {problem}
          </Text>
        )}
        <Button
          size="small"
          variant="secondary"
          type="button"
          onClick={onCancel}
        >
          {t("common.actions.cancel")}
        </Button>
        <Button size="small" type="submit" isLoading={pending}>
          {t("settings.form.create")}
        </Button>
      </FocusModal.Footer>
    </form>
  )
}
