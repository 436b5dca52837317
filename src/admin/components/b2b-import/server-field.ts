import type { TFunction } from "i18next"
import { errorMessage } from "../../lib/errors"

/**
 * The field a server validation message names ("Value for field 'currency_code'
 * too small…" → "currency_code"), so the form can show it next to that input.
 */
function fieldNamed(message: string): string | undefined {
  return /field '([^']+)'/i.exec(message)?.[1].split(".")[0]
}

export type ServerProblem = { text: string; field?: string }

/**
 * A rejected save as the forms show it. The framework's schema messages
 * ("Invalid request: Value for field 'name' too small, expected at least:
 * '1'") are never shown raw: they become "Name: this value was not
 * accepted" with the field named in words. The plugin's own refusals are
 * already written for a clerk ("…is not a path the import can read: …");
 * only their field keys are replaced by the form's labels.
 */
export function serverProblem(
  t: TFunction,
  error: unknown,
  labels: Record<string, string>
): ServerProblem {
  const raw = errorMessage(error, t("common.errors.unknown"))
  // The server's input guard: 'The field "name" contains a NUL character (\0), …'.
  const nul = /^The [a-z ]+ "([^"]+)" contains a NUL character/i.exec(raw)
  if (nul) {
    const key = nul[1].split(".")[0]
    return {
      field: labels[key] ? key : undefined,
      text: t("import.form.nul", { field: labels[key] ?? key }),
    }
  }
  const field = fieldNamed(raw)
  const label = field ? labels[field] : undefined
  if (/^Invalid request:/i.test(raw) || /^Unrecognized fields/i.test(raw))
    return {
      field,
      text: label
        ? t("import.form.fieldRejected", { field: label })
        : t("import.form.rejected"),
    }
  return { text: inWords(raw, labels), field }
}

/** A plugin message with field keys replaced by the form's labels ("Value for field 'source' is…" → "Source column is…"). */
function inWords(message: string, labels: Record<string, string>): string {
  return message
    .replace(/^Value for field '([a-z_]+)'\s*/i, (whole, key: string) =>
      labels[key] ? `${labels[key]} ` : whole
    )
    .replace(
      /'([a-z_]+)((?:\.[\w]+)*)'/g,
      (whole, key: string, rest: string) =>
        labels[key] ? `"${labels[key]}${rest}"` : whole
    )
}
