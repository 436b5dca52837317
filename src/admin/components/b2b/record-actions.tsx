import { Button, toast, usePrompt } from "@medusajs/ui"
import { useNavigate } from "react-router-dom"
import { errorMessage } from "../../lib/errors"
import { PROCESSABLE, STATUS } from "./labels"
import { useDeleteRecord, useRecordAction } from "./records-api"
import type { InboundRecord } from "./types"

/** Says how a run ended: green for an order (or one waiting), amber with the reason otherwise. */
function announce(verb: string, record: InboundRecord) {
  const words = `${verb}: the record is now ${STATUS[record.status]?.label ?? record.status}.`
  if (record.status === "approved" || record.status === "awaiting_approval") {
    const changed = record.changes?.length ? ` ${record.changes.length} change(s) since import, see below.` : ""
    toast.success(words, { description: changed || undefined })
  } else {
    toast.warning(words, { description: record.error_message ?? undefined })
  }
}

/** Process, Approve and Delete for one record, each enabled only where the status allows it. */
export const RecordActions = ({ record }: { record: InboundRecord }) => {
  const navigate = useNavigate()
  const prompt = usePrompt()
  const process = useRecordAction("process")
  const approve = useRecordAction("approve")
  const remove = useDeleteRecord()
  const busy = process.isPending || approve.isPending || remove.isPending
  const waiting = record.status === "awaiting_approval"

  const run = (action: typeof process, verb: string) =>
    action.mutate(record.id, { onSuccess: (next) => announce(verb, next), onError: (e) => toast.error(errorMessage(e)) })

  const confirmDelete = async () => {
    const ok = await prompt({
      title: "Delete this record?",
      description: `The record of "${record.file_name}" is deleted; an order it created stays.`,
      confirmText: "Delete",
      cancelText: "Cancel",
    })
    if (!ok) return
    remove.mutate(record.id, {
      onSuccess: () => {
        toast.success(`The record of "${record.file_name}" was deleted.`)
        navigate("/b2b-import")
      },
      onError: (e) => toast.error(errorMessage(e)),
    })
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="small" variant={waiting ? "secondary" : "primary"} onClick={() => run(process, "Processed")} isLoading={process.isPending} disabled={busy || !PROCESSABLE.includes(record.status)}>
        Process
      </Button>
      {waiting && (
        <Button size="small" onClick={() => run(approve, "Approved")} isLoading={approve.isPending} disabled={busy}>
          Approve
        </Button>
      )}
      <Button size="small" variant="secondary" onClick={confirmDelete} disabled={busy}>
        Delete
      </Button>
    </div>
  )
}
