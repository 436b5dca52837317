/**
 * The words of a failed call, for a toast: the server's message (both the
 * Medusa `{message}` body and the Shopware `{errors:[{detail}]}` body), never
 * a stack or a status code alone.
 */
export function errorMessage(
  error: unknown,
  fallback = "Something went wrong. Please try again."
): string {
  const e = error as {
    message?: unknown
    body?: { errors?: { detail?: unknown }[] }
    errors?: { detail?: string }[]
  }
  const detail = e?.errors?.[0]?.detail ?? e?.body?.errors?.[0]?.detail
  if (typeof detail === "string" && detail) return detail
  if (typeof e?.message === "string" && e.message) return e.message
  return fallback
}
