import { Button, Label, Prompt, Text, Textarea } from "@medusajs/ui"
import { useId, useState } from "react"
import { useRejectRecord } from "../../hooks/api/b2b-approval"
import { errorMessage } from "../../lib/errors"
import { notify } from "../../lib/notify"
import type { InboundRecord } from "./types"

const REASON_MAX = 500

/** Reject with a reason: the record becomes rejected (final, no order); the reason is required. */
export const RejectButton = ({
  record,
  disabled,
}: {
  record: InboundRecord
  disabled?: boolean
}) => {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const reject = useRejectRecord()
  const reasonId = useId()

  const submit = () => {
    if (!reason.trim()) return setProblem("Say why the order is rejected.")
    // mutateAsync: the answer is announced even though the section holding this button unmounts.
    reject.mutateAsync({ id: record.id, reason: reason.trim() }).then(
      () => {
        setOpen(false)
        notify.success("Rejected: no order will be created.", {
          id: "b2b-record-result",
        })
      },
      (e) => setProblem(errorMessage(e))
    )
  }

  return (
    <>
      <Button
        size="small"
        variant="secondary"
        onClick={() => {
          setReason("")
          setProblem(null)
          setOpen(true)
        }}
        disabled={disabled || reject.isPending}
      >
        Reject
      </Button>
      <Prompt open={open} onOpenChange={setOpen} variant="confirmation">
        <Prompt.Content className="max-w-[520px]">
          <Prompt.Header>
            <Prompt.Title>Reject this order?</Prompt.Title>
            <Prompt.Description>
              No order is created, and the record can no longer be processed or
              approved. The sender may send a corrected file with the same order
              number.
            </Prompt.Description>
          </Prompt.Header>
          <div className="flex flex-col gap-y-1 px-6 pt-4">
            <Label htmlFor={reasonId} size="xsmall" weight="plus">
              Reason
            </Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={REASON_MAX}
              placeholder="e.g. The customer cancelled the order by phone"
              onChange={(e) => {
                setReason(e.target.value)
                setProblem(null)
              }}
            />
            {problem && (
              <Text size="small" role="alert" className="text-ui-fg-error">
                {problem}
              </Text>
            )}
          </div>
          <Prompt.Footer>
            <Prompt.Cancel>Cancel</Prompt.Cancel>
            <Button size="small" onClick={submit} isLoading={reject.isPending}>
              Reject order
            </Button>
          </Prompt.Footer>
        </Prompt.Content>
      </Prompt>
    </>
  )
}
