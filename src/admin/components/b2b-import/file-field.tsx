import { FILE_FORMAT_TRAITS } from "../../../types/b2b-import"
import { FormField } from "./form-field"

type Props = {
  id: string
  label: string
  hint?: string
  error?: string
  disabled?: boolean
  onFile: (file: File | null) => void
}

/** The file types the import reads: each format's endings, then its media types. */
const TRAITS = Object.values(FILE_FORMAT_TRAITS)
const ACCEPT = [
  ...TRAITS.flatMap((f) => f.extensions),
  ...TRAITS.flatMap((f) => f.mediaTypes),
].join(",")

/** An order file input with its label, hint and error (upload, replace file). */
export const FileField = ({
  id,
  label,
  hint,
  error,
  disabled,
  onFile,
}: Props) => (
  <FormField id={id} label={label} hint={hint} error={error}>
    <input
      id={id}
      type="file"
      disabled={disabled}
      accept={ACCEPT}
      aria-invalid={Boolean(error)}
      aria-describedby={
        [hint && `${id}-hint`, error && `${id}-error`]
          .filter(Boolean)
          .join(" ") || undefined
      }
      onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      className="txt-compact-small text-ui-fg-base file:bg-ui-button-neutral file:text-ui-fg-base file:shadow-buttons-neutral file:mr-3 file:rounded-md file:border-0 file:px-2 file:py-1"
    />
  </FormField>
)
