import { promises as dns } from "node:dns"
import ipaddr from "ipaddr.js"
import {
  addressProblem,
  ALLOW_PRIVATE_HINT,
  isShopItself,
  reachedAddress,
  type TargetPolicy,
} from "./address-rules"
import { WEBHOOK_DELIVERY_ERROR_CODES, webhookDeliveryError } from "./errors"

export { addressProblem, type TargetPolicy }

export const MAX_WEBHOOK_URL_LENGTH = 2048

/** Host names that mean this machine or a private network, whatever DNS answers. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal)$/

/** Resolves a host to all its addresses, as the operating system would. */
export async function resolveHost(host: string): Promise<string[]> {
  const answers = await dns.lookup(host, { all: true, verbatim: true })
  return answers.map((a) => a.address)
}

/** The URL's host without IPv6 brackets and without a trailing dot. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "")
}

/** Loopback names and addresses compare equal: localhost:9000 is 127.0.0.1:9000. */
function comparableHost(url: URL): string {
  const host = bareHost(url)
  const loopback =
    host === "localhost" ||
    (ipaddr.isValid(host) && reachedAddress(host).range() === "loopback")
  return loopback ? "loopback" : host
}

export function effectivePort(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80")
}

/** The ports the shop itself listens on (those of its own origins). */
function shopPorts(policy: TargetPolicy): string[] {
  return policy.shopOrigins.flatMap((origin) => {
    try {
      return [effectivePort(new URL(origin))]
    } catch {
      return []
    }
  })
}

/**
 * Why this address and port may not receive webhooks, or undefined: the
 * shop itself (a port of the shop on an address of this machine), else the
 * address rules. Checked on registration and on every connection.
 */
export function targetAddressProblem(
  ip: string,
  port: string,
  policy: TargetPolicy
): string | undefined {
  if (isShopItself(ip, port, shopPorts(policy)))
    return `target address ${ip} port ${port} is this shop itself; webhooks go to another system`
  return addressProblem(ip, policy)
}

function pointsAtShop(target: URL, shopOrigins: string[]): boolean {
  return shopOrigins.some((origin) => {
    let shop: URL
    try {
      shop = new URL(origin)
    } catch {
      return false
    }
    return (
      comparableHost(shop) === comparableHost(target) &&
      effectivePort(shop) === effectivePort(target)
    )
  })
}

/**
 * Why a URL may not receive webhooks, judged from the URL alone, in words;
 * undefined when it may (the host's DNS answer is judged by
 * assertWebhookTarget, and again at each delivery).
 */
export function checkWebhookUrl(
  url: string,
  policy: TargetPolicy
): string | undefined {
  if (url.length > MAX_WEBHOOK_URL_LENGTH) {
    return `the URL is ${url.length} characters long; at most ${MAX_WEBHOOK_URL_LENGTH} are allowed`
  }
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return `"${url}" is not a valid URL`
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    return `the URL must start with https:// or http://, not ${target.protocol}//`
  }
  if (target.username || target.password) {
    return "the URL must not contain a user name or password; the receiver checks the shopware-shop-signature header instead"
  }
  if (url.includes("#")) {
    return "the URL must not contain a fragment (#…); it is never sent to the receiver"
  }
  const host = bareHost(target)
  if (!host) {
    return "the URL has no host"
  }
  if (pointsAtShop(target, policy.shopOrigins)) {
    return `the URL points at this shop itself (${target.host}); webhooks go to another system`
  }
  if (ipaddr.isValid(host)) {
    return targetAddressProblem(host, effectivePort(target), policy)
  }
  if (!policy.allowPrivateTargets && LOCAL_NAME.test(host)) {
    return `host ${host} is a local name (localhost, *.localhost, *.local, *.internal); ${ALLOW_PRIVATE_HINT}`
  }
  return undefined
}

function refused(url: string, problem: string) {
  return webhookDeliveryError(
    "INVALID_DATA",
    WEBHOOK_DELIVERY_ERROR_CODES.TARGET_REFUSED,
    `Webhooks cannot be sent to ${url}: ${problem}.`
  )
}

/**
 * Refuses (MedusaError INVALID_DATA) a URL that may not receive webhooks:
 * the static check, then every address its host resolves to. Used when a
 * webhook is created or its URL changed; sendWebhook checks again at each
 * delivery, on the address it actually connects to.
 */
export async function assertWebhookTarget(
  url: string,
  policy: TargetPolicy,
  resolve: (host: string) => Promise<string[]> = resolveHost
): Promise<void> {
  const problem = checkWebhookUrl(url, policy)
  if (problem) {
    throw refused(url, problem)
  }
  const host = bareHost(new URL(url))
  if (ipaddr.isValid(host)) {
    return
  }
  let addresses: string[]
  try {
    addresses = await resolve(host)
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    throw refused(
      url,
      `host ${host} could not be resolved${code ? ` (${code})` : ""}; check the host name`
    )
  }
  if (addresses.length === 0) {
    throw refused(url, `host ${host} resolves to no address`)
  }
  const port = effectivePort(new URL(url))
  for (const address of addresses) {
    const addressRefused = targetAddressProblem(address, port, policy)
    if (addressRefused) {
      throw refused(
        url,
        `host ${host} resolves to a refused address: ${addressRefused}`
      )
    }
  }
}
