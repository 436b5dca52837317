import { Text } from "@medusajs/ui"
import { notify } from "../../lib/notify"
import {
  useChangeSet,
  useRollbackChangeSet,
} from "../../hooks/api/product-history-change-sets"
import { RollbackControls } from "./rollback-controls"
import { RollbackPrompt } from "./rollback-prompt"
import type { HistoryEntry } from "./types"
import { useRollbackFlow } from "./use-rollback-flow"

type Props = {
  changeSetId: string
  /** The save's entries as the caller has them (a filtered list may hold only some). */
  known: HistoryEntry[]
  onDone?: () => void
}

const fieldsWord = (n: number) => (n === 1 ? "1 field" : `${n} fields`)

/** What the rollback writes back, field by field: "title · SW01004: back to Cable Tie". */
const FieldsWrittenBack = ({ entries }: { entries: HistoryEntry[] }) => (
  <ul
    aria-label="Fields of this save"
    className="txt-compact-small bg-ui-bg-subtle flex max-h-48 flex-col gap-y-1 overflow-y-auto rounded-md p-3"
  >
    {entries.map((entry) => (
      <li key={entry.id} className="break-words">
        <code>{entry.field_name}</code>
        <span className="text-ui-fg-subtle">
          {" "}
          · {entry.product_number || entry.product_name || entry.product_id}
        </span>
        : back to {entry.old_value_display || "(empty)"}
      </li>
    ))}
  </ul>
)

/**
 * "Roll back this save": every field one save changed goes back, all or none.
 * The confirmation lists every field of the save, also those the page's
 * filters hide, since the rollback writes them all.
 */
export const ChangeSetRollback = ({ changeSetId, known, onDone }: Props) => {
  const whole = useChangeSet(changeSetId)
  const entries = whole.data?.entries ?? known
  const flow = useRollbackFlow(useRollbackChangeSet(changeSetId), {
    failedPrefix: "The save could not be rolled back",
    onDone: () => {
      // A drawer closes first, so the toast covers none of its buttons.
      onDone?.()
      notify.success("Save rolled back", {
        description: `${fieldsWord(entries.length)} of the save have their old values again.`,
      })
    },
  })

  return (
    <RollbackControls
      flow={flow}
      label="Roll back this save"
      disabled={whole.isLoading}
      prompt={
        <RollbackPrompt
          flow={flow}
          title={
            entries.length === 1
              ? "Roll back the one field of this save?"
              : `Roll back all ${entries.length} fields of this save?`
          }
          description="Each field gets the value it had before the save, all or none. New history entries record the rollback; the save's entries stay as they are."
        >
          {whole.isError && (
            <Text size="small" className="text-ui-fg-subtle">
              The save's other fields could not be loaded; the rollback covers
              every field of the save, also any not listed here.
            </Text>
          )}
          <FieldsWrittenBack entries={entries} />
        </RollbackPrompt>
      }
    />
  )
}
