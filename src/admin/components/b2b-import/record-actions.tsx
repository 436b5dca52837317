import type { InboundAction } from "../../../modules/b2b-import/status-machine"
import { Button } from "@medusajs/ui"
import { useNavigate } from "react-router-dom"
import { errorMessage } from "../../lib/errors"
import { notify } from "../../lib/notify"
import { PROCESSABLE, runOutcome } from "./labels"
import { RejectButton } from "./reject-dialog"
import { REJECTABLE_STATUSES } from "../../../modules/b2b-import/status-machine"
import { useDeleteRecord, useRecordAction } from "../../hooks/api/b2b-records"
import type { InboundRecord } from "./types"
import { useConfirmedMutation } from "../../hooks/use-confirmed-mutation"

/** One toast id for a record's results: the next result replaces the last instead of stacking on it. */
const TOAST_ID = "b2b-record-result"

/** Says how a run ended: green for an order (or one waiting), amber with the reason otherwise. */
function announce(action: InboundAction, record: InboundRecord) {
  const { ok, title, description } = runOutcome(action, record)
  const changes = record.changes?.length ?? 0
  if (!ok) return notify.warning(title, { description, id: TOAST_ID })
  const changed = changes
    ? `${changes} ${changes === 1 ? "change" : "changes"} since import, see below.`
    : undefined
  return notify.success(title, { description: changed, id: TOAST_ID })
}

/** Process, Approve and Delete for one record, each enabled only where the status allows it. */
export const RecordActions = ({ record }: { record: InboundRecord }) => {
  const navigate = useNavigate()
  const process = useRecordAction("process")
  const approve = useRecordAction("approve")
  const remove = useDeleteRecord()
  const confirmDelete = useConfirmedMutation(remove)
  const busy = process.isPending || approve.isPending || remove.isPending
  const waiting = record.status === "awaiting_approval"

  const run = (action: InboundAction) =>
    (action === "process" ? process : approve).mutate(record.id, {
      onSuccess: (next) => announce(action, next),
      onError: (e) => notify.error(errorMessage(e), { id: TOAST_ID }),
    })

  const destroy = () =>
    confirmDelete(
      record.id,
      {
        title: "Delete this record?",
        description: record.order_id
          ? `The record of "${record.file_name}" is deleted; order ${record.order?.display_id ? `#${record.order.display_id}` : record.order_id} stays and keeps order number '${record.external_order_number ?? ""}': a file with that number is not imported again.`
          : `The record of "${record.file_name}" is deleted.`,
      },
      {
        done: () => {
          navigate("/b2b-import")
          notify.success(`The record of "${record.file_name}" was deleted.`, {
            id: TOAST_ID,
          })
        },
        toastId: TOAST_ID,
      }
    )

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="small"
        variant={waiting ? "secondary" : "primary"}
        onClick={() => run("process")}
        isLoading={process.isPending}
        disabled={busy || !PROCESSABLE.includes(record.status)}
      >
        Process
      </Button>
      {/* A waiting record is approved or rejected in its check section (RecordCheck). */}
      {!waiting && REJECTABLE_STATUSES.includes(record.status) && (
        <RejectButton record={record} disabled={busy} />
      )}
      <Button
        size="small"
        variant="secondary"
        onClick={destroy}
        disabled={busy}
      >
        Delete
      </Button>
    </div>
  )
}
