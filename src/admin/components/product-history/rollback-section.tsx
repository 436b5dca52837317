import { ArrowUturnLeft } from "@medusajs/icons"
import { Alert, Button, Prompt } from "@medusajs/ui"
import { useState } from "react"
import { errorMessage } from "../../lib/errors"
import { notify } from "../../lib/notify"
import { useRollbackEntry } from "../../hooks/api/product-history"
import type { HistoryEntry } from "./types"

type Props = { entry: HistoryEntry; onDone: () => void }

const shorten = (text: string, max = 160) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/** "Roll back" with a confirmation; a conflict (changed since) is explained and may be forced. */
export const RollbackSection = ({ entry, onDone }: Props) => {
  const [confirming, setConfirming] = useState(false)
  const [conflict, setConflict] = useState<string>()
  // Any other failure: said here in the drawer, not in a toast over its buttons.
  const [failure, setFailure] = useState<string>()
  const mutation = useRollbackEntry(entry.id)
  const rollback = (force: boolean) => {
    setFailure(undefined)
    mutation.mutate(force, {
      onSuccess: () => {
        setConflict(undefined)
        // The drawer closes first, so the toast covers none of its buttons.
        onDone()
        notify.success("Rolled back", {
          description: `${entry.field_name} has its old value again.`,
        })
      },
      onError: (error) => {
        if ((error as { status?: number }).status === 409) {
          setConflict(errorMessage(error))
          return
        }
        setFailure(
          `The change could not be rolled back: ${errorMessage(error)}`
        )
      },
    })
  }

  const product = entry.product_name || entry.product_number || entry.product_id
  const oldValue = entry.old_value_display || "(empty)"

  return (
    <div className="flex w-full flex-col gap-y-3">
      {conflict && (
        <Alert variant="warning" role="alert">
          {conflict}
        </Alert>
      )}
      {failure && (
        <Alert variant="error" role="alert">
          {failure}
        </Alert>
      )}
      <div className="flex justify-end gap-x-2">
        {conflict ? (
          <Button
            variant="danger"
            size="small"
            isLoading={mutation.isPending}
            onClick={() => rollback(true)}
          >
            Roll back anyway
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="small"
            isLoading={mutation.isPending}
            onClick={() => setConfirming(true)}
          >
            <ArrowUturnLeft />
            Roll back
          </Button>
        )}
      </div>
      <Prompt
        open={confirming}
        onOpenChange={setConfirming}
        variant="confirmation"
      >
        <Prompt.Content>
          <Prompt.Header>
            <Prompt.Title className="break-words">
              Write {shorten(oldValue)} back to {entry.field_name} of {product}?
            </Prompt.Title>
            <Prompt.Description>
              A new history entry records the rollback; this entry stays as it
              is.
            </Prompt.Description>
          </Prompt.Header>
          <Prompt.Footer>
            <Prompt.Cancel>Cancel</Prompt.Cancel>
            <Prompt.Action onClick={() => rollback(false)}>
              Roll back
            </Prompt.Action>
          </Prompt.Footer>
        </Prompt.Content>
      </Prompt>
    </div>
  )
}
