import { Hint, Input, Label, Text } from "@medusajs/ui"
import { cloneElement, type ReactElement } from "react"

/**
 * A labelled form field with an optional hint below it and, when the value is
 * not accepted, the problem in words; the control is wired to both
 * (`aria-describedby`, `aria-invalid`) so screen readers say them.
 */
export const FormField = ({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  children: ReactElement
}) => {
  const described = [hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(" ")
  return (
    <div className="flex flex-col gap-y-2">
      <Label htmlFor={id} weight="plus">
        {label}
      </Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hint && (
        <Text id={`${id}-hint`} size="small" className="text-ui-fg-subtle">
          {hint}
        </Text>
      )}
      {error && (
        <Hint id={`${id}-error`} variant="error">
          {error}
        </Hint>
      )}
    </div>
  )
}

/** A settings form's first field, its required name (a role's name, an integration's label): focused on opening. */
export const NameField = ({
  value,
  onChange,
  disabled,
  placeholder,
  ...field
}: {
  id: string
  label: string
  hint?: string
  error?: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  placeholder?: string
}) => (
  <FormField {...field}>
    <Input
      value={value}
      aria-required
      autoFocus
      disabled={disabled}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  </FormField>
)
