import { Select } from "@medusajs/ui"
import { FormField } from "./form-field"
import type { Option } from "./labels"

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  options: Option[]
  placeholder?: string
  hint?: string
  error?: string
  disabled?: boolean
}

/** A Medusa select with a visible label; opens and chooses with the keyboard. */
export const LabeledSelect = ({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  disabled,
}: Props) => (
  <FormField id={id} label={label} hint={hint} error={error}>
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <Select.Trigger
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <Select.Value placeholder={placeholder} />
      </Select.Trigger>
      <Select.Content>
        {options.map((o) => (
          <Select.Item key={o.value} value={o.value}>
            {o.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select>
  </FormField>
)
