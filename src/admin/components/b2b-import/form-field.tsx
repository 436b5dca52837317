import { Label, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

type Props = {
  id: string
  label: string
  hint?: string
  error?: string
  children: ReactNode
}

/** A visible label above its input, with an optional hint and an error in words below. */
export const FormField = ({ id, label, hint, error, children }: Props) => (
  <div className="flex flex-col gap-y-2">
    <Label htmlFor={id} size="small" weight="plus">
      {label}
    </Label>
    {children}
    {hint && (
      <Text id={`${id}-hint`} size="xsmall" className="text-ui-fg-subtle">
        {hint}
      </Text>
    )}
    {error && (
      <Text
        id={`${id}-error`}
        size="xsmall"
        className="text-ui-fg-error"
        role="alert"
      >
        {error}
      </Text>
    )}
  </div>
)
