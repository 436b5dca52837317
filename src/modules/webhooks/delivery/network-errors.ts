/** A target refused while connecting (DNS answered a refused address). */
export class TargetRefusedError extends Error {}

/** The TLS failures that mean the receiver's certificate was not accepted. */
const CERTIFICATE_CODES = new Set([
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "CERT_REVOKED",
  "CERT_UNTRUSTED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "ERR_TLS_CERT_ALTNAME_INVALID",
])

/**
 * A failed connection in words an integrator can act on, naming the host
 * and port; never a stack. `where` is "host:port".
 */
export function describeNetworkError(error: unknown, where: string): string {
  if (error instanceof TargetRefusedError) {
    return error.message
  }
  const e = error as NodeJS.ErrnoException
  const code = e?.code ?? ""
  const host = where.replace(/:\d+$/, "")
  if (CERTIFICATE_CODES.has(code)) {
    return `certificate of ${host} not accepted: ${e.message}`
  }
  switch (code) {
    case "ECONNREFUSED":
      return `connection refused by ${where}`
    case "ECONNRESET":
    case "EPIPE":
      return `connection reset by ${where} before it answered`
    case "ENOTFOUND":
      return `host ${host} not found (DNS)`
    case "EAI_AGAIN":
      return `DNS lookup of ${host} failed for now (EAI_AGAIN)`
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${where} is unreachable from the shop (${code})`
    case "ETIMEDOUT":
      return `connecting to ${where} timed out`
    case "HPE_INVALID_CONSTANT":
    case "HPE_INVALID_STATUS":
    case "HPE_INVALID_HEADER_TOKEN":
      return `${where} did not answer in HTTP`
  }
  if (code.startsWith("ERR_SSL") || code === "EPROTO") {
    return `TLS handshake with ${where} failed (${code})`
  }
  const reason = code || (e?.message ?? String(error))
  return `delivery to ${where} failed: ${reason}`
}
