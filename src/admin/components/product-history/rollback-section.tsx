import { useRollbackEntry } from "../../hooks/api/product-history"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { useHistoryLabels } from "./field-labels"
import { RollbackControls } from "./rollback-controls"
import { useRollbackPermissionRefusal } from "./rollback-permission"
import { RollbackPrompt } from "./rollback-prompt"
import type { HistoryEntry } from "./types"
import { useRollbackFlow } from "./use-rollback-flow"

type Props = { entry: HistoryEntry; onDone: () => void }

const shorten = (text: string, max = 160) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/**
 * "Roll back" of one entry with a confirmation and an optional reason; a
 * conflict (changed since) is explained and may be forced. An entry the
 * server always refuses (its `rollback_refusal`), or one the user's Medusa
 * roles do not allow, gets the button disabled, the reason in words beside it.
 */
export const RollbackSection = ({ entry, onDone }: Props) => {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  const field = labels.field(entry)
  const flow = useRollbackFlow(useRollbackEntry(entry.id), {
    failed: (reason) => t("history.rollback.failed", { reason }),
    conflict: t("history.rollback.conflict", { field }),
    onDone: () => {
      // The drawer closes first, so the toast covers none of its buttons.
      onDone()
      notify.success(t("history.rollback.done"), {
        description: t("history.rollback.doneText", { field }),
      })
    },
  })
  const product = entry.product_name || entry.product_number || entry.product_id
  const oldValue = labels.side(entry, "old") || t("history.rollback.emptyValue")
  const notAllowed = useRollbackPermissionRefusal()
  const reason = entry.rollback_refusal
    ? t(`history.rollback.refusals.${entry.rollback_refusal}`)
    : notAllowed
  const refusal = reason
    ? t("history.rollback.unavailable", { reason })
    : undefined

  return (
    <RollbackControls
      flow={flow}
      label={t("history.rollback.button")}
      refusal={refusal}
      prompt={
        <RollbackPrompt
          flow={flow}
          title={t("history.rollback.entryTitle", {
            value: shorten(oldValue),
            field,
            product,
          })}
          description={t("history.rollback.entryText")}
        />
      }
    />
  )
}
