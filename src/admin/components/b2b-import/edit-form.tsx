import type { FormEvent, PropsWithChildren, ReactNode } from "react"
import { FormError } from "./form-error"

type Props = {
  /** What the form edits, for a screen reader ("Edit profile"). */
  label: string
  onSubmit: (e: FormEvent) => void
  /** Why the last save failed, in words. */
  problem?: { text: string } | null
  className: string
  children: ReactNode
}

/** A profile or mapping form: the browser's own checks off (the server's words are shown), a save failure on top. */
export const EditForm = ({
  label,
  onSubmit,
  problem,
  className,
  children,
}: Props) => (
  <form onSubmit={onSubmit} className={className} noValidate aria-label={label}>
    <FormError message={problem && `Not saved: ${problem.text}`} />
    {children}
  </form>
)

type GroupProps = PropsWithChildren<{ legend: string }>

/** A titled group of fields, two columns on wide screens. */
export const FieldGroup = ({ legend, children }: GroupProps) => (
  <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2">
    <legend className="txt-compact-small-plus mb-2">{legend}</legend>
    {children}
  </fieldset>
)
