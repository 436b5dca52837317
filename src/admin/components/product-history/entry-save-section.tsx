import { Text } from "@medusajs/ui"
import { useChangeSet } from "../../hooks/api/product-history-change-sets"
import { ChangeSetRollback } from "./change-set-rollback"
import { EntryLinkButton } from "./entry-links"
import type { HistoryEntry } from "./types"

type Props = {
  entry: HistoryEntry
  onOpenEntry: (id: string) => void
  /** After the save was rolled back (the drawer closes). */
  onDone: () => void
}

/**
 * The save an entry belongs to, in the drawer: the fields saved together with
 * it (each opens its entry) and "Roll back this save". A save of this one
 * field shows nothing: the drawer's "Roll back" is its rollback.
 */
export const EntrySaveSection = ({ entry, onOpenEntry, onDone }: Props) => {
  const set = useChangeSet(entry.change_set_id).data
  const others = set?.entries.filter((e) => e.id !== entry.id) ?? []
  if (!set || !others.length) return null
  return (
    <section aria-label="This save" className="flex flex-col gap-y-2">
      <Text size="small" weight="plus">
        Saved together with
      </Text>
      <ul className="txt-compact-small flex flex-col gap-y-1">
        {others.map((other) => (
          <li key={other.id} className="break-words">
            <EntryLinkButton onClick={() => onOpenEntry(other.id)}>
              <code>{other.field_name}</code>
            </EntryLinkButton>
            <span className="text-ui-fg-subtle">
              {" "}
              · {other.product_number || other.product_name}:{" "}
              {other.old_value_display || "—"} →{" "}
              {other.new_value_display || "—"}
            </span>
          </li>
        ))}
      </ul>
      <ChangeSetRollback
        changeSetId={set.change_set_id}
        known={set.entries}
        onDone={onDone}
      />
    </section>
  )
}
