import { usePluginTranslation } from "../../lib/i18n"

/** What went wrong with a save, in the admin's words: at a field when one is to blame. */
export type SaveProblem = { field?: string; message: string }

/** A problem per field of a form (zod's issues or a server answer placed at its field). */
export type FieldProblems = Partial<Record<string, string>>

/**
 * Turns a failed save into words a clerk reads, never the server's validation
 * text: a 400 names the field it is about (the form checks its fields first,
 * so this is rare), a duplicate name says so at the name, missing rights and
 * a vanished record say what happened; anything else is `failed`.
 */
export function useSaveProblem() {
  const { t } = usePluginTranslation()
  return (
    error: unknown,
    /** The form's fields: the server's key (`label`, `role_ids`) → its label on screen. */
    fields: Record<string, string>,
    failed: string
  ): SaveProblem => {
    const { status, message } = (error ?? {}) as {
      status?: number
      message?: unknown
    }
    const text = typeof message === "string" ? message : ""
    if (/already exists|already in use/i.test(text) || status === 409) {
      const field = Object.keys(fields)[0]
      return {
        field,
        message: t("settings.errors.taken", { field: fields[field] }),
      }
    }
    if (status === 400) {
      const field = Object.keys(fields).find((key) =>
        new RegExp(`\\b${key}\\b`, "i").test(text)
      )
      return field
        ? {
            field,
            message: t("settings.errors.fieldRejected", {
              field: fields[field],
            }),
          }
        : { message: t("settings.errors.rejected") }
    }
    if (status === 401 || status === 403)
      return { message: t("settings.errors.forbidden") }
    if (status === 404) return { message: t("settings.errors.gone") }
    return { message: failed }
  }
}
