import type { ReactNode } from "react"
import { useHistoryEntry } from "../../hooks/api/product-history"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { useHistoryLabels } from "./field-labels"

type Props = { onClick: () => void; children: ReactNode; label?: string }

/** A link-looking button that opens another history entry (or save) in the same drawer. */
export const EntryLinkButton = ({ onClick, children, label }: Props) => (
  <button
    type="button"
    aria-label={label}
    className="text-ui-fg-base focus-visible:shadow-borders-focus rounded-sm text-left underline underline-offset-2 outline-none hover:text-ui-fg-subtle"
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
  const { t } = usePluginTranslation()
  const { format } = useShopTime()
  const labels = useHistoryLabels()
  const newer = useHistoryEntry(id).data?.entry
  return (
    <>
      <EntryLinkButton onClick={() => onOpenEntry(id)}>
        {t("history.entry.showRollback")}
      </EntryLinkButton>
      {newer && (
        <span className="text-ui-fg-subtle">
          {" "}
          · {labels.by(newer.changed_by, newer.source)},{" "}
          {format(newer.changed_at)}
        </span>
      )}
    </>
  )
}
