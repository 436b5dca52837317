import { Button, Text } from "@medusajs/ui"

type Props = {
  offset: number
  shown: number
  count: number
  capped: boolean
  limit: number
  /** What is counted, when not entries: "saves". */
  noun?: string
  onOffset: (offset: number) => void
}

const number = new Intl.NumberFormat()

/** "1–25 of N" (or "of N saves") with Previous and Next. */
export const HistoryPager = ({
  offset,
  shown,
  count,
  capped,
  limit,
  noun,
  onOffset,
}: Props) => {
  const first = shown ? offset + 1 : 0
  const last = offset + shown
  const total = capped ? `${number.format(10_000)}+` : number.format(count)
  const hasNext = capped ? shown === limit : last < count
  return (
    <div className="flex items-center justify-between px-6 py-4">
      <Text size="small" className="text-ui-fg-subtle" aria-live="polite">
        {number.format(first)}–{number.format(last)} of {total}
        {noun && ` ${noun}`}
      </Text>
      <div className="flex gap-x-2">
        <Button
          variant="secondary"
          size="small"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - limit))}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={!hasNext}
          onClick={() => onOffset(offset + limit)}
        >
          Next
        </Button>
      </div>
    </div>
  )
}
