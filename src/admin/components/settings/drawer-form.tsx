import { Button, Drawer, Skeleton, Text } from "@medusajs/ui"
import type { FormEvent, ReactNode } from "react"
import { usePluginTranslation } from "../../lib/i18n"

/** A drawer's form: its fields, the outcome in words (no toast covers its buttons), Cancel and submit. */
export const DrawerForm = ({
  onSubmit,
  pending,
  problem,
  children,
}: {
  onSubmit: (e: FormEvent) => void
  pending: boolean
  problem?: string
  children: ReactNode
}) => {
  const { t } = usePluginTranslation()
  return (
    <form onSubmit={onSubmit} className="flex flex-1 flex-col overflow-hidden">
      <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
        {children}
        {problem && (
          <Text size="small" role="alert" className="text-ui-fg-error">
            {problem}
          </Text>
        )}
      </Drawer.Body>
      <Drawer.Footer>
        <Drawer.Close asChild>
          <Button size="small" variant="secondary" type="button">
            {t("common.actions.cancel")}
          </Button>
        </Drawer.Close>
        <Button size="small" type="submit" isLoading={pending}>
          {t("common.actions.save")}
        </Button>
      </Drawer.Footer>
    </form>
  )
}

/** A drawer's body while its record loads, or why it cannot be shown. */
export const DrawerPlaceholder = ({ missing }: { missing?: string }) => {
  const { t } = usePluginTranslation()
  return (
    <Drawer.Body className="flex flex-col gap-y-3">
      {missing ? (
        <Text size="small" role="alert">
          {missing}
        </Text>
      ) : (
        <div role="status" className="flex flex-col gap-y-3">
          <span className="sr-only">{t("common.states.loading")}</span>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </Drawer.Body>
  )
}
