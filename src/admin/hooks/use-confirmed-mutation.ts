import { usePrompt } from "@medusajs/ui"
import type { UseMutationResult } from "@tanstack/react-query"
import { errorMessage } from "../lib/errors"
import { notify } from "../lib/notify"

/** The confirm dialog's words; the button says "Delete" unless told otherwise. */
type Ask = { title: string; description: string; confirmText?: string }

type Tell<TData> = {
  /** What follows success (a toast, a navigation). */
  done?: (data: TData) => void
  /** The toast's words when the server gave none. */
  failed?: string
  /** A toast id, so that the next result replaces this one. */
  toastId?: string
}

/**
 * A risky change asked first: the returned function opens the dashboard's
 * confirm dialog and runs the mutation only once confirmed; a failure is said
 * in a toast with the server's words.
 */
export function useConfirmedMutation<TData, TError, TVariables>(
  mutation: UseMutationResult<TData, TError, TVariables>
) {
  const prompt = usePrompt()
  return async (variables: TVariables, ask: Ask, tell: Tell<TData> = {}) => {
    const confirmed = await prompt({
      confirmText: "Delete",
      cancelText: "Cancel",
      ...ask,
    })
    if (!confirmed) return
    mutation.mutate(variables, {
      onSuccess: (data) => tell.done?.(data),
      onError: (e) =>
        notify.error(errorMessage(e, tell.failed), { id: tell.toastId }),
    })
  }
}
