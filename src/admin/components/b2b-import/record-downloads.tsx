import { Button } from "@medusajs/ui"
import { NEEDS_ATTENTION_STATUSES } from "../../../modules/b2b-import/status-machine"
import type { InboundRecord } from "./types"

/** Links that download a record's original file and, when it has problems, its failed lines as CSV. */
export const RecordDownloads = ({ record }: { record: InboundRecord }) => {
  const base = `/admin/b2b/records/${encodeURIComponent(record.id)}`
  const hasErrors =
    (record.errors?.length ?? 0) > 0 ||
    NEEDS_ATTENTION_STATUSES.includes(record.status)
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="small" variant="secondary" asChild>
        <a href={`${base}/file`} download>
          Download original file
        </a>
      </Button>
      {hasErrors && (
        <Button size="small" variant="secondary" asChild>
          <a
            href={`${base}/failed-lines`}
            download
            title="The failed lines with an error column, UTF-8 CSV: fix them and send the file again"
          >
            Download failed lines (CSV)
          </a>
        </Button>
      )}
    </div>
  )
}
