import { Button, Text } from "@medusajs/ui"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { useRecordAction } from "../../hooks/api/b2b-records"
import { useShopTime } from "../../hooks/use-shop-time"
import { errorMessage } from "../../lib/errors"
import { formatBytes } from "../../lib/format"
import { usePluginTranslation } from "../../lib/i18n"
import { NoticeBox } from "./notice-box"
import { DetailList, type DetailItem } from "./detail-list"
import { PROCESSABLE } from "./labels"
import { runOutcome } from "./record-outcome"
import { RecordStatusBadge } from "./record-status-badge"
import type { InboundRecord } from "./types"

type Props = {
  record: InboundRecord
  duplicate: boolean
  onAnother: () => void
}

/** The record an upload produced, with "Process now" and "Open record"; outcomes show here, not as toasts over the dialog. */
export const UploadResult = ({
  record: uploaded,
  duplicate,
  onAnother,
}: Props) => {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  const navigate = useNavigate()
  const process = useRecordAction("process")
  const [record, setRecord] = useState(uploaded)
  const [said, setSaid] = useState<{ ok: boolean; text: string }>()

  const processNow = () =>
    process.mutate(record.id, {
      onSuccess: (next) => {
        setRecord(next)
        const { ok, title } = runOutcome(t, "process", next)
        setSaid({ ok, text: title })
      },
      onError: (e) =>
        setSaid({
          ok: false,
          text: t("import.outcome.notProcessed", { reason: errorMessage(e) }),
        }),
    })

  // What happened last: the run's outcome, or else the upload itself.
  const line =
    said ??
    (duplicate ? undefined : { ok: true, text: t("import.upload.uploaded") })
  const items: DetailItem[] = [
    [
      t("import.record.file"),
      `${record.file_name} (${formatBytes(record.file_size)})`,
    ],
    [t("import.record.status"), <RecordStatusBadge status={record.status} />],
  ]
  if (record.error_message)
    items.push([
      t("import.record.problem"),
      <span className="text-ui-fg-error">{record.error_message}</span>,
    ])

  return (
    <div className="flex flex-col gap-y-4" aria-live="polite">
      {line && (
        <Text
          size="small"
          weight="plus"
          role={line.ok ? "status" : "alert"}
          className={line.ok ? "text-ui-fg-base" : "text-ui-fg-error"}
        >
          {line.text}
        </Text>
      )}
      {duplicate && (
        <NoticeBox
          role="status"
          title={t("import.upload.duplicate")}
          textClassName="text-ui-fg-subtle"
        >
          {t("import.upload.duplicateText", {
            when: time.format(record.created_at),
          })}
        </NoticeBox>
      )}
      <DetailList items={items} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="small"
          onClick={processNow}
          isLoading={process.isPending}
          disabled={!PROCESSABLE.includes(record.status)}
        >
          {t("import.upload.processNow")}
        </Button>
        <Button
          type="button"
          size="small"
          variant="secondary"
          onClick={() => navigate(`/b2b-import/${record.id}`)}
        >
          {t("import.upload.openRecord")}
        </Button>
        <Button
          type="button"
          size="small"
          variant="transparent"
          onClick={onAnother}
        >
          {t("import.upload.another")}
        </Button>
      </div>
    </div>
  )
}
