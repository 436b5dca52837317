import type { PropsWithChildren } from "react"

type GroupProps = PropsWithChildren<{ legend: string }>

/** A titled group of form fields, two columns on wide screens. */
export const FieldGroup = ({ legend, children }: GroupProps) => (
  <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2">
    <legend className="txt-compact-small-plus mb-2">{legend}</legend>
    {children}
  </fieldset>
)
