import { notify } from "../../lib/notify"
import { useRollbackEntry } from "../../hooks/api/product-history"
import { RollbackControls } from "./rollback-controls"
import { RollbackPrompt } from "./rollback-prompt"
import type { HistoryEntry } from "./types"
import { useRollbackFlow } from "./use-rollback-flow"

type Props = { entry: HistoryEntry; onDone: () => void }

const shorten = (text: string, max = 160) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/** "Roll back" of one entry with a confirmation and an optional reason; a conflict (changed since) is explained and may be forced. */
export const RollbackSection = ({ entry, onDone }: Props) => {
  const flow = useRollbackFlow(useRollbackEntry(entry.id), {
    failedPrefix: "The change could not be rolled back",
    onDone: () => {
      // The drawer closes first, so the toast covers none of its buttons.
      onDone()
      notify.success("Rolled back", {
        description: `${entry.field_name} has its old value again.`,
      })
    },
  })
  const product = entry.product_name || entry.product_number || entry.product_id
  const oldValue = entry.old_value_display || "(empty)"

  return (
    <RollbackControls
      flow={flow}
      label="Roll back"
      prompt={
        <RollbackPrompt
          flow={flow}
          title={`Write ${shorten(oldValue)} back to ${entry.field_name} of ${product}?`}
          description="A new history entry records the rollback; this entry stays as it is."
        />
      }
    />
  )
}
