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

/** Medusa's refusal under its RBAC: "Insufficient permissions. Required policies: a:read, b:update". */
const MISSING_POLICIES =
  /^Insufficient permissions\. Required policies: (.+?)\.?$/

/** The policies a refusal of Medusa's RBAC names ("plugin_b2b_inbound_record:read, …"), or undefined for any other message. */
export function missingPolicies(message: string): string | undefined {
  return MISSING_POLICIES.exec(message.trim())?.[1]
}
