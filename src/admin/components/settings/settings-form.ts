import type { TFunction } from "i18next"
import { useState, type FormEvent } from "react"
import type { z } from "zod"
import { usePluginTranslation } from "../../lib/i18n"
import { checkForm } from "./form-schemas"
import { useSaveProblem, type FieldProblems } from "./save-problem"
import type { AclRoleInput, IntegrationInput, WebhookDraft } from "./types"

type Values = IntegrationInput | AclRoleInput | WebhookDraft

/**
 * The state of a settings form (an integration's, a role's): its values, the
 * problem per field, a problem of the whole form, `validated()` that checks
 * the fields before anything is sent, and `failed()` that puts a refused
 * save at its field in words.
 */
export function useSettingsForm<T extends Values>(
  initial: () => T,
  schema: (t: TFunction) => z.ZodType<T, unknown>,
  /** The server's field keys → their labels on screen; the first is the name. */
  fieldNames: (t: TFunction) => Record<string, string>
) {
  const { t } = usePluginTranslation()
  const problemOf = useSaveProblem()
  const [value, setValue] = useState<T>(initial)
  const [problems, setProblems] = useState<FieldProblems>({})
  const [formProblem, setFormProblem] = useState<string>()

  const onChange = (next: T) => {
    // A field the admin changes is theirs again: its old problem goes.
    const changed = Object.keys(next).filter(
      (key) => next[key as keyof T] !== value[key as keyof T]
    )
    setValue(next)
    if (changed.some((key) => problems[key]))
      setProblems((old) => {
        const kept = { ...old }
        for (const key of changed) delete kept[key]
        return kept
      })
  }
  /** The values to send, or undefined when a field is not right (its problem is shown). */
  const validated = (): T | undefined => {
    setFormProblem(undefined)
    const checked = checkForm(t, schema(t), fieldNames(t), value)
    setProblems(checked.problems ?? {})
    return checked.problems ? undefined : checked.data
  }

  return {
    value,
    problems,
    formProblem,
    onChange,
    /** What the form's fields component is given: the values, their change, their problems. */
    fields: { value, onChange, problems },
    validated,
    /** The form's submit: `send` gets the values once every field is right. */
    submit: (send: (body: T) => void) => (e: FormEvent) => {
      e.preventDefault()
      const body = validated()
      if (body) send(body)
    },
    /** A problem the server named for one field (a webhook's refused address), shown at it. */
    problemAt: (field: string, message: string) =>
      setProblems((old) => ({ ...old, [field]: message })),
    /** A refused save, at its field or for the whole form. */
    failed: (error: unknown, fallback: string) => {
      const problem = problemOf(error, fieldNames(t), fallback)
      const field = problem.field
      if (field) setProblems((old) => ({ ...old, [field]: problem.message }))
      else setFormProblem(problem.message)
    },
  }
}
