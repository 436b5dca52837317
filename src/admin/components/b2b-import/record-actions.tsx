import { ArrowDownTray, ArrowPath, Trash, XCircle } from "@medusajs/icons"
import { Button, usePrompt } from "@medusajs/ui"
import { useRef, useState } from "react"
import { useNavigate } from "react-router-dom"
import {
  NEEDS_ATTENTION_STATUSES,
  REJECTABLE_STATUSES,
  REPLACEABLE_STATUSES,
} from "../../../types/b2b-import"
import { useDeleteRecord, useRecordAction } from "../../hooks/api/b2b-records"
import { errorMessage } from "../../lib/errors"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { ActionMenu, type MenuAction } from "./action-menu"
import { focusBack } from "./focus-back"
import { PROCESSABLE } from "./labels"
import { changesSaid, runOutcome } from "./record-outcome"
import { RejectDialog } from "./reject-dialog"
import { ReplaceFileDialog } from "./replace-file-dialog"
import type { InboundRecord } from "./types"

/** One toast id for a record's results: the next result replaces the last instead of stacking on it. */
export const RECORD_TOAST = "b2b-record-result"

/** Where a record's downloads are. */
export const recordBase = (record: InboundRecord) =>
  `/admin/b2b/records/${encodeURIComponent(record.id)}`

/** Processes a record and says how it ended in a toast (order, approval, or the status it is left in and why). */
export function useProcessRecord(record: InboundRecord) {
  const { t } = usePluginTranslation()
  const process = useRecordAction("process")
  const run = () =>
    process.mutate(record.id, {
      onSuccess: (next) => {
        const { ok, title, description } = runOutcome(t, "process", next)
        if (ok)
          notify.success(title, {
            description: changesSaid(t, next),
            id: RECORD_TOAST,
          })
        else notify.warning(title, { description, id: RECORD_TOAST })
      },
      onError: (e) => notify.error(errorMessage(e), { id: RECORD_TOAST }),
    })
  return { run, isPending: process.isPending }
}

/**
 * A record's actions in its header: "Process" as a button while the record
 * can be processed, everything else in the "…" menu (replace file,
 * downloads, reject, delete). Dialogs opened from the menu give the focus
 * back to it; Delete asks first and says what stays.
 */
export const RecordActions = ({ record }: { record: InboundRecord }) => {
  const { t } = usePluginTranslation()
  const navigate = useNavigate()
  const prompt = usePrompt()
  const menu = useRef<HTMLButtonElement>(null)
  const [dialog, setDialog] = useState<"replace" | "reject" | null>(null)
  const process = useProcessRecord(record)
  const remove = useDeleteRecord()
  const waiting = record.status === "awaiting_approval"
  const base = recordBase(record)

  const destroy = async () => {
    const order = record.order?.display_id
      ? `#${record.order.display_id}`
      : record.order_id
    const confirmed = await prompt({
      title: t("import.record.deleteTitle"),
      description: order
        ? t("import.record.deleteKeepsOrder", {
            file: record.file_name,
            order,
            number: record.external_order_number ?? "",
          })
        : t("import.record.deleteText", { file: record.file_name }),
      confirmText: t("common.actions.delete"),
      cancelText: t("common.actions.cancel"),
    })
    if (!confirmed) return focusBack(menu.current)
    remove.mutate(record.id, {
      onSuccess: () => {
        navigate("/b2b-import")
        notify.success(t("import.record.deleted", { file: record.file_name }), {
          id: RECORD_TOAST,
        })
      },
      onError: (e) => notify.error(errorMessage(e), { id: RECORD_TOAST }),
    })
  }

  const hasErrors =
    (record.errors?.length ?? 0) > 0 ||
    NEEDS_ATTENTION_STATUSES.includes(record.status)
  const fileActions: MenuAction[] = [
    ...(REPLACEABLE_STATUSES.includes(record.status)
      ? [
          {
            label: t("import.record.replaceFile"),
            icon: <ArrowPath />,
            onClick: () => setDialog("replace"),
          },
        ]
      : []),
    {
      label: t("import.record.downloadOriginal"),
      icon: <ArrowDownTray />,
      href: `${base}/file`,
    },
    ...(hasErrors
      ? [
          {
            label: t("import.record.downloadFailed"),
            icon: <ArrowDownTray />,
            href: `${base}/failed-lines`,
          },
        ]
      : []),
  ]
  // A waiting record is rejected in its check section, beside Approve.
  const decide: MenuAction[] =
    !waiting && REJECTABLE_STATUSES.includes(record.status)
      ? [
          {
            label: t("import.record.reject"),
            icon: <XCircle />,
            destructive: true,
            onClick: () => setDialog("reject"),
          },
        ]
      : []

  return (
    <div className="flex items-center gap-x-2">
      {/* A record that needs attention is processed again from its fix section, after the fix. */}
      {PROCESSABLE.includes(record.status) &&
        !NEEDS_ATTENTION_STATUSES.includes(record.status) && (
          <Button
            size="small"
            variant="secondary"
            onClick={process.run}
            isLoading={process.isPending}
            disabled={remove.isPending}
          >
            {t("import.record.process")}
          </Button>
        )}
      <ActionMenu
        ref={menu}
        label={t("import.record.actions")}
        groups={[
          fileActions,
          decide,
          [
            {
              label: t("common.actions.delete"),
              icon: <Trash />,
              destructive: true,
              onClick: destroy,
            },
          ],
        ]}
      />
      <ReplaceFileDialog
        record={record}
        open={dialog === "replace"}
        onOpenChange={(open) => setDialog(open ? "replace" : null)}
        returnFocus={() => menu.current}
      />
      <RejectDialog
        record={record}
        open={dialog === "reject"}
        onOpenChange={(open) => setDialog(open ? "reject" : null)}
        returnFocus={() => menu.current}
      />
    </div>
  )
}
