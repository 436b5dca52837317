import { Label, Text, Textarea } from "@medusajs/ui"
import { useId, type Ref } from "react"

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength: number
  placeholder: string
  /** Why the reason is refused (an alert, tied to the field). */
  problem?: string | null
  /** A line under the field, e.g. where the reason ends up. */
  hint?: string
  className?: string
  /** The text area itself, e.g. to give it the focus when a dialog opens. */
  inputRef?: Ref<HTMLTextAreaElement>
}

/** The reason a clerk gives for a decision (a rejection, a rollback): a labelled text area. */
export const ReasonField = ({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  problem,
  hint,
  className = "",
  inputRef,
}: Props) => {
  const fieldId = useId()
  const problemId = useId()
  return (
    <div className={`flex flex-col gap-y-1 ${className}`.trim()}>
      <Label htmlFor={fieldId} size="xsmall" weight="plus">
        {label}
      </Label>
      <Textarea
        ref={inputRef}
        id={fieldId}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && (
        <Text
          id={problemId}
          size="small"
          role="alert"
          className="text-ui-fg-error"
        >
          {problem}
        </Text>
      )}
      {hint && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {hint}
        </Text>
      )}
    </div>
  )
}
