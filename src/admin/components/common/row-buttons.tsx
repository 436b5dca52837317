import { Button } from "@medusajs/ui"

export type RowButton = {
  label: string
  onClick: () => void
  isLoading?: boolean
  /** For a screen reader, where the label alone does not say which row. */
  ariaLabel?: string
}

/** The buttons at the end of a table row (Edit, Delete, ...), right-aligned. */
export const RowButtons = ({ buttons }: { buttons: RowButton[] }) => (
  <div className="flex justify-end gap-x-2 whitespace-nowrap">
    {buttons.map((b) => (
      <Button
        key={b.label}
        size="small"
        variant="secondary"
        onClick={b.onClick}
        isLoading={b.isLoading}
        aria-label={b.ariaLabel}
      >
        {b.label}
      </Button>
    ))}
  </div>
)
