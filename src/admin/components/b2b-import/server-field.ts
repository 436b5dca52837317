import { errorMessage } from "../../lib/errors"

/**
 * The field a server validation message names ("Value for field 'currency_code'
 * too small…" → "currency_code"), so the form can show it next to that input.
 */
function fieldNamed(message: string): string | undefined {
  return /field '([^']+)'/i.exec(message)?.[1].split(".")[0]
}

export type ServerProblem = { text: string; field?: string }

/** A rejected save as the forms show it: the words, and the field they name. */
export function serverProblem(
  error: unknown,
  labels: Record<string, string>
): ServerProblem {
  const raw = errorMessage(error)
  return { text: inWords(raw, labels), field: fieldNamed(raw) }
}

/**
 * A server validation message as a clerk reads it: without "Invalid request:",
 * field keys replaced by the form's labels ("currency_code" → "Currency").
 */
function inWords(message: string, labels: Record<string, string>): string {
  return message
    .replace(/^Invalid request:\s*/i, "")
    .replace(
      /'([a-z_]+)((?:\.[\w]+)*)'/g,
      (whole, key: string, rest: string) =>
        labels[key] ? `"${labels[key]}${rest}"` : whole
    )
}
