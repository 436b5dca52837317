import { Button, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { errorMessage } from "../../lib/errors"

type Props = {
  loading: boolean
  error: unknown
  empty: boolean
  emptyTitle: string
  emptyText: string
  onRetry: () => void
  children: ReactNode
}

/** Loading, error and empty states around a list; renders the list otherwise. */
export const ListState = ({
  loading,
  error,
  empty,
  emptyTitle,
  emptyText,
  onRetry,
  children,
}: Props) => {
  if (loading) {
    return (
      <div className="px-6 py-8" role="status">
        <Text size="small" className="text-ui-fg-subtle">
          Loading…
        </Text>
      </div>
    )
  }
  if (error) {
    return (
      <div
        className="flex items-center justify-between gap-x-4 px-6 py-8"
        role="alert"
      >
        <Text size="small" className="text-ui-fg-error">
          The list could not be loaded: {errorMessage(error)}
        </Text>
        <Button size="small" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    )
  }
  if (empty) {
    return (
      <div className="flex flex-col items-center gap-y-1 px-6 py-12 text-center">
        <Text size="small" weight="plus">
          {emptyTitle}
        </Text>
        <Text size="small" className="text-ui-fg-subtle">
          {emptyText}
        </Text>
      </div>
    )
  }
  return <>{children}</>
}
