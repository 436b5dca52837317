import { Input, Text } from "@medusajs/ui"
import { FormField } from "./form-field"
import { STATUS_OPTIONS } from "./labels"
import type { InboundStatus } from "./types"

type Props = {
  statuses: InboundStatus[]
  onStatuses: (value: InboundStatus[]) => void
  needsAttention: boolean
  onNeedsAttention: (value: boolean) => void
  /** Records needing attention, for the chip; undefined while loading. */
  attentionCount?: number
  search: string
  onSearch: (value: string) => void
}

const chip =
  "txt-compact-small-plus rounded-full border px-3 py-1 transition-fg focus-visible:shadow-borders-focus outline-none"
const chipClass = (on: boolean) =>
  `${chip} ${on ? "bg-ui-bg-interactive text-ui-fg-on-color border-transparent" : "bg-ui-bg-base text-ui-fg-subtle hover:bg-ui-bg-base-hover"}`

/** The records list's filters: "Needs attention", several statuses at once, and a live search. */
export const RecordsToolbar = ({
  statuses,
  onStatuses,
  needsAttention,
  onNeedsAttention,
  attentionCount,
  search,
  onSearch,
}: Props) => {
  const toggle = (s: InboundStatus) =>
    onStatuses(
      statuses.includes(s) ? statuses.filter((x) => x !== s) : [...statuses, s]
    )
  return (
    <div className="flex flex-col gap-4 px-6 py-4">
      <div
        role="group"
        aria-label="Filter by status"
        className="flex flex-wrap items-center gap-2"
      >
        <button
          type="button"
          aria-pressed={needsAttention}
          className={chipClass(needsAttention)}
          onClick={() => onNeedsAttention(!needsAttention)}
        >
          Needs attention ({attentionCount ?? "…"})
        </button>
        <Text size="small" className="text-ui-fg-muted" aria-hidden>
          ·
        </Text>
        {STATUS_OPTIONS.map((o) => {
          const on = statuses.includes(o.value as InboundStatus)
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={on}
              className={chipClass(on)}
              onClick={() => toggle(o.value as InboundStatus)}
            >
              {o.label}
            </button>
          )
        })}
        {(statuses.length > 0 || needsAttention) && (
          <button
            type="button"
            className="txt-compact-small text-ui-fg-interactive hover:underline"
            onClick={() => {
              onStatuses([])
              onNeedsAttention(false)
            }}
          >
            All statuses
          </button>
        )}
      </div>
      <div className="max-w-[360px]">
        <FormField id="b2b-records-search" label="Search records">
          <Input
            id="b2b-records-search"
            type="search"
            placeholder="File name or order number"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </FormField>
      </div>
    </div>
  )
}
