import type { ReactNode } from "react"

/** One labelled item of the detail view (a term and its description). */
export const DetailItem = ({
  label,
  children,
}: {
  label: string
  children: ReactNode
}) => (
  <div className="grid grid-cols-[140px_1fr] items-start gap-x-4">
    <dt className="txt-compact-small-plus text-ui-fg-subtle">{label}</dt>
    <dd className="txt-compact-small break-words">{children}</dd>
  </div>
)
