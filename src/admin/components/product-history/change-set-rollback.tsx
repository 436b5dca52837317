import { Text } from "@medusajs/ui"
import {
  useChangeSet,
  useRollbackChangeSet,
} from "../../hooks/api/product-history-change-sets"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { useHistoryLabels } from "./field-labels"
import { RollbackControls } from "./rollback-controls"
import { useRollbackPermissionRefusal } from "./rollback-permission"
import { RollbackPrompt } from "./rollback-prompt"
import type { HistoryEntry } from "./types"
import { useRollbackFlow } from "./use-rollback-flow"

type Props = {
  changeSetId: string
  /** The save's entries as the caller has them (a filtered list may hold only some). */
  known: HistoryEntry[]
  onDone?: () => void
}

/** What the rollback writes back, field by field: "Title · SW01004: back to Cable Tie". */
const FieldsWrittenBack = ({ entries }: { entries: HistoryEntry[] }) => {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  return (
    <ul
      aria-label={t("history.rollback.saveFields")}
      className="txt-compact-small bg-ui-bg-subtle flex max-h-48 flex-col gap-y-1 overflow-y-auto rounded-md p-3"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="break-words">
          {labels.field(entry)}
          <span className="text-ui-fg-subtle">
            {" "}
            · {entry.product_number || entry.product_name || entry.product_id}
          </span>
          :{" "}
          {t("history.rollback.saveFieldBack", {
            value:
              labels.side(entry, "old") || t("history.rollback.emptyValue"),
          })}
        </li>
      ))}
    </ul>
  )
}

/**
 * "Roll back this save": every field one save changed goes back, all or none.
 * The confirmation lists every field of the save, also those the page's
 * filters hide, since the rollback writes them all. A save holding an entry
 * the server always refuses, or a user whose Medusa roles do not allow
 * rollbacks, cannot roll back: the button is disabled, the reason beside it.
 */
export const ChangeSetRollback = ({ changeSetId, known, onDone }: Props) => {
  const { t } = usePluginTranslation()
  const whole = useChangeSet(changeSetId)
  const entries = whole.data?.entries ?? known
  const flow = useRollbackFlow(useRollbackChangeSet(changeSetId), {
    failed: (reason) => t("history.rollback.saveFailed", { reason }),
    conflict: t("history.rollback.saveConflict"),
    onDone: () => {
      // A drawer closes first, so the toast covers none of its buttons.
      onDone?.()
      notify.success(t("history.rollback.saveDone"), {
        description: t("history.rollback.saveDoneText", {
          count: entries.length,
        }),
      })
    },
  })
  const refused = entries.find((e) => e.rollback_refusal)?.rollback_refusal
  const notAllowed = useRollbackPermissionRefusal()
  const refusal = refused
    ? t("history.rollback.saveUnavailable", {
        reason: t(`history.rollback.refusals.${refused}`),
      })
    : notAllowed && t("history.rollback.unavailable", { reason: notAllowed })

  return (
    <RollbackControls
      flow={flow}
      label={t("history.rollback.saveButton")}
      disabled={whole.isLoading}
      refusal={refusal}
      prompt={
        <RollbackPrompt
          flow={flow}
          title={t("history.rollback.saveTitle", { count: entries.length })}
          description={t("history.rollback.saveText")}
        >
          {whole.isError && (
            <Text size="small" className="text-ui-fg-subtle">
              {t("history.rollback.saveIncomplete")}
            </Text>
          )}
          <FieldsWrittenBack entries={entries} />
        </RollbackPrompt>
      }
    />
  )
}
