import { Button, Drawer, Text } from "@medusajs/ui"
import type { FormEvent, ReactNode } from "react"

/** The outcome of a drawer's form, said inside the drawer (no toast covers its buttons). */
const DrawerFormError = ({
  error,
  className = "mt-4",
}: {
  error?: string
  className?: string
}) =>
  error ? (
    <Text size="small" role="alert" className={`${className} text-ui-fg-error`}>
      {error}
    </Text>
  ) : null

/** Cancel and submit of a drawer's form. */
const DrawerFormFooter = ({
  submitLabel,
  pending,
}: {
  submitLabel: string
  pending: boolean
}) => (
  <Drawer.Footer>
    <Drawer.Close asChild>
      <Button size="small" variant="secondary" type="button">
        Cancel
      </Button>
    </Drawer.Close>
    <Button size="small" type="submit" isLoading={pending}>
      {submitLabel}
    </Button>
  </Drawer.Footer>
)

/** A drawer's form: its fields, the outcome in words, Cancel and submit. */
export const DrawerForm = ({
  onSubmit,
  submitLabel,
  pending,
  error,
  bodyClassName = "overflow-y-auto",
  errorClassName,
  children,
}: {
  onSubmit: (e: FormEvent) => void
  submitLabel: string
  pending: boolean
  error?: string
  bodyClassName?: string
  errorClassName?: string
  children: ReactNode
}) => (
  <form onSubmit={onSubmit} className="flex flex-1 flex-col overflow-hidden">
    <Drawer.Body className={bodyClassName}>
      {children}
      <DrawerFormError error={error} className={errorClassName} />
    </Drawer.Body>
    <DrawerFormFooter submitLabel={submitLabel} pending={pending} />
  </form>
)
