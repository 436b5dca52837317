import { Text } from "@medusajs/ui"
import { useChangeSet } from "../../hooks/api/product-history-change-sets"
import { usePluginTranslation } from "../../lib/i18n"
import { ChangeSetRollback } from "./change-set-rollback"
import { EntryLinkButton } from "./entry-links"
import { useHistoryLabels } from "./field-labels"
import { saveTarget } from "./save-columns"
import type { HistoryEntry } from "./types"

type Props = {
  entry: HistoryEntry
  /** Opens an entry's id, or a save (`save:<id>`), in the same drawer. */
  onOpen: (target: string) => void
  /** After the save was rolled back (the drawer closes). */
  onDone: () => void
}

/**
 * The save an entry belongs to, in the drawer: the fields saved together with
 * it (each opens its entry), the whole save, and "Roll back this save". A
 * save of this one field shows nothing: the drawer's "Roll back" is its rollback.
 */
export const EntrySaveSection = ({ entry, onOpen, onDone }: Props) => {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  const set = useChangeSet(entry.change_set_id).data
  const others = set?.entries.filter((e) => e.id !== entry.id) ?? []
  if (!set || !others.length) return null
  return (
    <section
      aria-label={t("history.entry.thisSave")}
      className="flex flex-col gap-y-2"
    >
      <Text size="small" weight="plus">
        {t("history.entry.savedWith")}
      </Text>
      <ul className="txt-compact-small flex flex-col gap-y-1">
        {others.map((other) => (
          <li key={other.id} className="break-words">
            <EntryLinkButton onClick={() => onOpen(other.id)}>
              {labels.field(other)}
            </EntryLinkButton>
            <span className="text-ui-fg-subtle">
              {" "}
              · {other.product_number || other.product_name}:{" "}
              {labels.side(other, "old") || "—"} →{" "}
              {labels.side(other, "new") || "—"}
            </span>
          </li>
        ))}
      </ul>
      <div>
        <EntryLinkButton onClick={() => onOpen(saveTarget(set.change_set_id))}>
          {t("history.entry.showSave")}
        </EntryLinkButton>
      </div>
      <ChangeSetRollback
        changeSetId={set.change_set_id}
        known={set.entries}
        onDone={onDone}
      />
    </section>
  )
}
