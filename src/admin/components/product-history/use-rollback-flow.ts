import type { UseMutationResult } from "@tanstack/react-query"
import { useRef, useState } from "react"
import { useErrorWords } from "../../lib/error-words"
import type { RollbackInput } from "./types"

type Options = {
  /** After the rollback went through: the caller closes its drawer first, then says so in a toast. */
  onDone: () => void
  /** The words around the server's when it refuses for another reason than a change made since. */
  failed: (reason: string) => string
  /** What a conflict (409: a field changed since) means, in the admin's language and with the field's label. */
  conflict: string
}

/**
 * The steps of a rollback, the same for one entry and for a save: confirm,
 * with an optional reason; send; a conflict (409: a field changed since) is
 * said in the admin's words (the server's are English and name the field by
 * its code) so that "Roll back anyway" can force it with the same reason, or
 * "Cancel" keep the current value; any other refusal is said beside the
 * button, not in a toast over it.
 */
export function useRollbackFlow<TAnswer>(
  mutation: UseMutationResult<TAnswer, Error, RollbackInput>,
  { onDone, failed, conflict: conflictText }: Options
) {
  const [confirming, setConfirming] = useState(false)
  const [comment, setComment] = useState("")
  const [conflict, setConflict] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const errorWords = useErrorWords()
  /** The button that started the rollback: the focus goes back to it after the confirmation. */
  const trigger = useRef<HTMLButtonElement>(null)

  /** Set from the click on, before the mutation's own state is rendered: a double click sends one rollback. */
  const sending = useRef(false)

  const run = (force: boolean) => {
    if (sending.current) return
    sending.current = true
    setFailure(undefined)
    mutation.mutate(
      { force, comment },
      {
        onSettled: () => {
          sending.current = false
        },
        onSuccess: () => {
          setConflict(undefined)
          onDone()
        },
        onError: (error) => {
          if ((error as { status?: number }).status === 409) {
            setConflict(conflictText)
            return
          }
          setFailure(failed(errorWords(error)))
        },
      }
    )
  }

  return {
    confirming,
    setConfirming,
    comment,
    setComment,
    conflict,
    /** Keeps the current value after a conflict: back to the plain "Roll back". */
    dismissConflict: () => setConflict(undefined),
    failure,
    run,
    trigger,
    isPending: mutation.isPending,
  }
}

export type RollbackFlow = ReturnType<typeof useRollbackFlow>
