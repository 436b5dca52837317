import { Button, Drawer, Text } from "@medusajs/ui"

/** The outcome of a drawer's form, said inside the drawer (no toast covers its buttons). */
export const DrawerFormError = ({
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
export const DrawerFormFooter = ({
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
