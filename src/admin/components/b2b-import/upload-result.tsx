import { Button, Text } from "@medusajs/ui"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { errorMessage } from "../../lib/errors"
import { formatBytes, formatDateTime } from "../../lib/format"
import { PROCESSABLE, runOutcome } from "./labels"
import { DetailList, type DetailItem } from "./detail-list"
import { RecordStatusBadge } from "./record-status-badge"
import { useRecordAction } from "../../hooks/api/b2b-records"
import type { InboundRecord } from "./types"

type Props = {
  record: InboundRecord
  duplicate: boolean
  onAnother: () => void
}

/** The record an upload produced, with "Process now" and "Open record". */
export const UploadResult = ({
  record: uploaded,
  duplicate,
  onAnother,
}: Props) => {
  const navigate = useNavigate()
  const process = useRecordAction("process")
  const [record, setRecord] = useState(uploaded)
  // The outcome shows here in the panel, not as a toast over it.
  const [said, setSaid] = useState<{ ok: boolean; text: string }>()

  const processNow = () =>
    process.mutate(record.id, {
      onSuccess: (next) => {
        setRecord(next)
        const { ok, title } = runOutcome("process", next)
        setSaid({ ok, text: title })
      },
      onError: (e) =>
        setSaid({ ok: false, text: `Not processed: ${errorMessage(e)}` }),
    })

  // What happened last: the run's outcome, or else the upload itself.
  const line =
    said ??
    (duplicate
      ? undefined
      : { ok: true, text: "Uploaded: a new record, ready to be processed." })

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
        <div
          role="status"
          className="rounded-md border border-ui-border-base bg-ui-bg-subtle px-3 py-2"
        >
          <Text size="small" weight="plus">
            Duplicate: this file was uploaded before
          </Text>
          <Text size="small" className="text-ui-fg-subtle">
            No new record was made; this is the record of the earlier upload (
            {formatDateTime(record.created_at)}).
          </Text>
        </div>
      )}
      <DetailList
        items={[
          ["File", `${record.file_name} (${formatBytes(record.file_size)})`],
          ["Status", <RecordStatusBadge status={record.status} />],
          ...(record.error_message
            ? [
                [
                  "Problem",
                  <span className="text-ui-fg-error">
                    {record.error_message}
                  </span>,
                ] as DetailItem,
              ]
            : []),
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={processNow}
          isLoading={process.isPending}
          disabled={!PROCESSABLE.includes(record.status)}
        >
          Process now
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => navigate(`/b2b-import/${record.id}`)}
        >
          Open record
        </Button>
        <Button type="button" variant="transparent" onClick={onAnother}>
          Upload another file
        </Button>
      </div>
    </div>
  )
}
