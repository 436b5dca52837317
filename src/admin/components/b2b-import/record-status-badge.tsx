import { StatusBadge } from "@medusajs/ui"
import { STATUS } from "./labels"
import type { InboundStatus } from "./types"

/** A record's status as a coloured badge in words. */
export const RecordStatusBadge = ({ status }: { status: InboundStatus }) => {
  const s = STATUS[status] ?? {
    label: status,
    color: "grey" as const,
    hint: "",
  }
  return (
    <StatusBadge color={s.color} title={s.hint || undefined}>
      {s.label}
    </StatusBadge>
  )
}
