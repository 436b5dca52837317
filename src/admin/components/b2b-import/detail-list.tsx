import { clx } from "@medusajs/ui"
import type { ReactNode } from "react"

export type DetailItem = [label: string, value: ReactNode]

/** Label–value pairs as a definition list (file info, upload result). */
export const DetailList = ({
  items,
  className,
}: {
  items: DetailItem[]
  className?: string
}) => (
  <dl
    className={clx(
      "txt-small grid grid-cols-[minmax(120px,max-content)_1fr] gap-x-6 gap-y-2",
      className
    )}
  >
    {items.map(([label, value]) => (
      <div key={label} className="contents">
        <dt className="text-ui-fg-subtle">{label}</dt>
        <dd className="text-ui-fg-base min-w-0 break-words">{value}</dd>
      </div>
    ))}
  </dl>
)
