import http from "node:http"
import https from "node:https"
import { isIP, type LookupFunction } from "node:net"
import { addressProblem } from "./address-rules"
import {
  bareHost,
  checkWebhookUrl,
  effectivePort,
  resolveHost,
  targetAddressProblem,
  type TargetPolicy,
} from "./target-guard"
import { describeNetworkError, TargetRefusedError } from "./network-errors"

/** What one delivery attempt came to, as the delivery log keeps it. */
export type DeliveryAttempt = {
  /** The receiver answered 2xx. */
  ok: boolean
  /** The HTTP status, null when no answer came. */
  statusCode: number | null
  /** Why the attempt failed, in words; null when ok. */
  error: string | null
  /** From the start of the attempt to its end (DNS, connect, answer). */
  latencyMs: number
  /** The first 1,024 bytes of the answer (utf-8, lossy); null when no answer came. */
  responseExcerpt: string | null
}

export const DEFAULT_TIMEOUT_MS = 5000
export const MAX_RESPONSE_EXCERPT_BYTES = 1024
export const USER_AGENT = "medusa-plugin-b2b-history webhooks"
/** What the log keeps of an answer from a loopback or private address. */
export const INTERNAL_EXCERPT =
  "(not kept: the receiver is on an internal network)"

type Resolve = (host: string) => Promise<string[]>

/**
 * A DNS lookup for http.request that answers only checked addresses: it
 * resolves the host itself and refuses when any answer is not an allowed
 * target, so a host that resolved to a public address when the webhook was
 * registered cannot be rebound to an internal one later. TLS still verifies
 * the certificate against the host name (the URL's host stays the SNI name).
 */
function checkedLookup(
  resolve: Resolve,
  policy: TargetPolicy,
  port: string
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const problems = addresses.map((a) =>
          targetAddressProblem(a, port, policy)
        )
        const refused = problems.find((p) => p !== undefined)
        if (addresses.length === 0 || refused) {
          const why = refused ?? "it resolves to no address"
          callback(new TargetRefusedError(`host ${hostname}: ${why}`), "")
          return
        }
        const answers = addresses.map((address) => ({
          address,
          family: isIP(address),
        }))
        if (options.all) {
          callback(null, answers)
        } else {
          callback(null, answers[0].address, answers[0].family)
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, "")
    )
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`
}

function verdict(
  res: http.IncomingMessage
): Pick<DeliveryAttempt, "ok" | "error"> {
  const status = res.statusCode ?? 0
  if (status >= 200 && status < 300) {
    return { ok: true, error: null }
  }
  if (status >= 300 && status < 400) {
    const location = res.headers.location ?? "(no Location header)"
    return { ok: false, error: `redirect to ${location} not followed` }
  }
  const text = res.statusMessage ? ` ${res.statusMessage}` : ""
  return { ok: false, error: `the receiver answered ${status}${text}` }
}

/**
 * POSTs one signed webhook body. Never throws for network problems: every
 * outcome (refused target, DNS, refused connection, certificate, timeout,
 * non-2xx, redirect) comes back as a DeliveryAttempt with the reason in
 * words. Redirects are not followed; the whole attempt is bounded by
 * `timeoutMs` (5 s); at most 1 KB of the answer is read, then the
 * connection is closed.
 */
export async function sendWebhook(
  request: { url: string; body: string; headers: Record<string, string> },
  policy: TargetPolicy,
  options: {
    timeoutMs?: number
    resolve?: Resolve
    /** Keep the answer of a loopback or private receiver in the log (tests of the excerpt itself). */
    keepInternalAnswers?: boolean
  } = {}
): Promise<DeliveryAttempt> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const started = performance.now()
  const attempt = (outcome: Partial<DeliveryAttempt>): DeliveryAttempt => ({
    ok: false,
    statusCode: null,
    error: null,
    responseExcerpt: null,
    ...outcome,
    latencyMs: Math.round(performance.now() - started),
  })

  // The policy may have changed since the webhook was registered.
  const problem = checkWebhookUrl(request.url, policy)
  if (problem) {
    return attempt({ error: problem })
  }
  const target = new URL(request.url)
  const where = `${bareHost(target)}:${effectivePort(target)}`
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
  }
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = value
  }
  headers["content-length"] = String(Buffer.byteLength(request.body))

  return new Promise<DeliveryAttempt>((settle) => {
    let done = false
    const client = target.protocol === "https:" ? https : http
    const req = client.request(target, {
      method: "POST",
      headers,
      // A fresh connection per attempt: each is checked, none is pooled.
      agent: false,
      lookup: checkedLookup(
        options.resolve ?? resolveHost,
        policy,
        effectivePort(target)
      ),
    })
    const finish = (outcome: Partial<DeliveryAttempt>) => {
      if (done) {
        return
      }
      done = true
      clearTimeout(timer)
      settle(attempt(outcome))
      req.destroy()
    }
    // Until an answer's status arrives, running out of time is a failure; after it, the answer counts as it is.
    let onTimeout = () =>
      finish({ error: `timed out after ${seconds(timeoutMs)}` })
    const timer = setTimeout(() => onTimeout(), timeoutMs)

    req.on("error", (error) =>
      finish({ error: describeNetworkError(error, where) })
    )
    req.on("response", (res) => {
      const chunks: Buffer[] = []
      let size = 0
      // An answer from an internal network is not kept: the log must not be a way to read internal services.
      const internal =
        !options.keepInternalAnswers &&
        addressProblem(res.socket?.remoteAddress ?? "", {
          ...policy,
          allowPrivateTargets: false,
        }) !== undefined
      const complete = () =>
        finish({
          ...verdict(res),
          statusCode: res.statusCode ?? null,
          responseExcerpt: internal
            ? INTERNAL_EXCERPT
            : Buffer.concat(chunks).toString("utf8"),
        })
      onTimeout = complete
      res.on("data", (chunk: Buffer) => {
        const room = MAX_RESPONSE_EXCERPT_BYTES - size
        chunks.push(chunk.subarray(0, room))
        size += Math.min(room, chunk.length)
        if (size >= MAX_RESPONSE_EXCERPT_BYTES) {
          complete()
        }
      })
      res.on("end", complete)
      res.on("error", complete)
    })
    req.end(request.body)
  })
}
