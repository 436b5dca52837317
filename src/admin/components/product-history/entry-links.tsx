import type { ReactNode } from "react"
import { useHistoryEntry } from "../../hooks/api/product-history"
import { formatDateTime } from "../../lib/format"

type Props = { onClick: () => void; children: ReactNode }

/** A link-looking button that opens another history entry in the same drawer. */
export const EntryLinkButton = ({ onClick, children }: Props) => (
  <button
    type="button"
    className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover focus-visible:shadow-borders-focus rounded-sm text-left outline-none"
    onClick={onClick}
  >
    {children}
  </button>
)

/** The newest entry that rolled this one back: a link to it, and who made it when (once loaded). */
export const RolledBackBy = ({
  id,
  onOpenEntry,
}: {
  id: string
  onOpenEntry: (id: string) => void
}) => {
  const newer = useHistoryEntry(id).data?.entry
  return (
    <>
      <EntryLinkButton onClick={() => onOpenEntry(id)}>
        Show the rollback entry
      </EntryLinkButton>
      {newer && (
        <span className="text-ui-fg-subtle">
          {" "}
          · {newer.changed_by}, {formatDateTime(newer.changed_at)}
        </span>
      )}
    </>
  )
}
