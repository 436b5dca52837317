import { ChangeSetRollback } from "./change-set-rollback"
import { RolledBackBadge } from "./rolled-back-badge"
import type { HistoryChangeSet } from "./types"

type Props = {
  set: HistoryChangeSet
  onOpenEntry: (id: string) => void
}

const empty = <span className="text-ui-fg-muted">—</span>
const clip = "inline-block max-w-[260px] truncate align-bottom"
const cell = "py-2 pr-4 align-top"

/** An expanded save: its entries (field, product number, old → new as the list shows them), each opening the drawer, and "Roll back this save". */
export const ChangeSetEntries = ({ set, onOpenEntry }: Props) => (
  <section
    aria-label="Entries of this save"
    className="flex flex-col gap-y-3 px-6 py-4"
  >
    <table className="txt-compact-small text-ui-fg-base w-full">
      <thead className="txt-compact-small-plus text-ui-fg-subtle text-left">
        <tr>
          <th className={cell}>Field</th>
          <th className={cell}>Product</th>
          <th className={cell}>Old → new</th>
          <th className={cell}>
            <span className="sr-only">Details</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {set.entries.map((entry) => (
          <tr key={entry.id} className="border-ui-border-base border-t">
            <td className={cell}>
              <div className="flex items-center gap-x-2">
                <code>{entry.field_name}</code>
                <RolledBackBadge entries={[entry]} />
              </div>
            </td>
            <td className={cell}>
              {entry.product_number || entry.product_name || entry.product_id}
            </td>
            <td className={cell}>
              <span className={clip} title={entry.old_value_display}>
                {entry.old_value_display || empty}
              </span>
              {" → "}
              <span className={clip} title={entry.new_value_display}>
                {entry.new_value_display || empty}
              </span>
            </td>
            <td className={`${cell} text-right`}>
              <button
                type="button"
                className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover focus-visible:shadow-borders-focus rounded-sm outline-none"
                aria-label={`Details of the change of ${entry.field_name}`}
                onClick={() => onOpenEntry(entry.id)}
              >
                Details
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
    <ChangeSetRollback changeSetId={set.change_set_id} known={set.entries} />
  </section>
)
