import { networkInterfaces } from "node:os"
import ipaddr from "ipaddr.js"

/** Who may receive webhooks: the shop's own policy (see target-guard.ts). */
export type TargetPolicy = {
  /** Plugin option `webhooks.allowPrivateTargets`: loopback/private/link-local targets allowed (dev, on-premise ERPs). */
  allowPrivateTargets: boolean
  /** The shop's own backend URLs (e.g. "http://localhost:9000"); a webhook never points there. */
  shopOrigins: string[]
}

export const ALLOW_PRIVATE_HINT =
  "such targets are allowed only when the shop sets the plugin option webhooks.allowPrivateTargets"

type Verdict = { words: string; always: boolean }

/** Addresses no webhook receiver lives at, refused whatever the policy. */
const ALWAYS: Record<string, string> = {
  unspecified: "the unspecified address (0.0.0.0/8, ::)",
  broadcast: "the broadcast address",
  multicast: "a multicast address (224.0.0.0/4, ff00::/8)",
}

/** Ranges refused unless the shop allows private targets, in words. */
const PRIVATE: Record<string, string> = {
  loopback: "a loopback address (127.0.0.0/8, ::1)",
  private:
    "a private network address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16)",
  linkLocal: "a link-local address (169.254.0.0/16, fe80::/10)",
  uniqueLocal: "a unique-local IPv6 address (fc00::/7)",
  carrierGradeNat: "a carrier-grade NAT address (100.64.0.0/10)",
  reserved: "in a reserved or documentation range",
  deprecatedSiteLocal: "a site-local IPv6 address (fec0::/10)",
  teredo: "a Teredo tunnel address (2001::/32)",
  rfc6052: "in a local-use NAT64 range (64:ff9b:1::/48)",
}

/*
 * Cloud metadata services (AWS/GCP/Azure 169.254.169.254, AWS IPv6, Alibaba)
 * hand out credentials to whoever asks from inside; no receiver lives there,
 * so they are refused even when private targets are allowed.
 */
const METADATA = ["169.254.169.254", "fd00:ec2::254", "100.100.100.200"]

/** NAT64 well-known prefix (RFC 6052): the IPv4 address sits in the last 32 bits. */
const NAT64_WKP = ipaddr.IPv6.parseCIDR("64:ff9b::/96")

/** The IPv4 address an IPv6 address carries (mapped, NAT64, 6to4, IPv4-compatible), if any. */
function embeddedIPv4(addr: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = addr.parts
  const fromWords = (hi: number, lo: number) =>
    new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff])
  switch (addr.range()) {
    case "ipv4Mapped":
    case "rfc6145":
      return fromWords(p[6], p[7])
    case "rfc6052":
      return addr.match(NAT64_WKP) ? fromWords(p[6], p[7]) : undefined
    case "6to4":
      return fromWords(p[1], p[2])
    case "unicast":
      // IPv4-compatible (::a.b.c.d, the deprecated ::/96), routed by some stacks.
      return p.slice(0, 6).every((x) => x === 0)
        ? fromWords(p[6], p[7])
        : undefined
    default:
      return undefined
  }
}

/** An address as the network reaches it: an IPv4 address carried in IPv6 counts as that IPv4 address. */
export function reachedAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(ip)
  return parsed.kind() === "ipv6"
    ? (embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed)
    : parsed
}

function verdictOf(addr: ipaddr.IPv4 | ipaddr.IPv6): Verdict | undefined {
  const normal = addr.toNormalizedString()
  if (METADATA.some((m) => ipaddr.parse(m).toNormalizedString() === normal)) {
    return { words: "a cloud metadata service address", always: true }
  }
  const range = addr.range()
  if (ALWAYS[range]) {
    return { words: ALWAYS[range], always: true }
  }
  const inner =
    addr.kind() === "ipv6" ? embeddedIPv4(addr as ipaddr.IPv6) : undefined
  if (inner) {
    const innerVerdict = verdictOf(inner)
    return innerVerdict
      ? {
          ...innerVerdict,
          words: `an IPv6 form of ${inner.toString()}, ${innerVerdict.words}`,
        }
      : undefined
  }
  if (range === "unicast") {
    return undefined
  }
  return {
    words: PRIVATE[range] ?? `in a special-purpose range (${range})`,
    always: false,
  }
}

/**
 * Why a webhook may not be sent to this IP address, in words, or undefined
 * when it may. Loopback, private, link-local, unique-local, carrier-grade
 * NAT and reserved ranges (also inside IPv4-mapped, NAT64 and 6to4 IPv6
 * addresses) are refused unless the policy allows private targets;
 * unspecified, broadcast, multicast and cloud metadata addresses always.
 */
export function addressProblem(
  ip: string,
  policy: TargetPolicy
): string | undefined {
  const bare = ip.replace(/^\[(.*)\]$/, "$1")
  if (!ipaddr.isValid(bare)) {
    return `target address ${ip} is not an IP address`
  }
  const verdict = verdictOf(ipaddr.parse(bare))
  if (!verdict || (!verdict.always && policy.allowPrivateTargets)) {
    return undefined
  }
  const words = `target address ${bare} is ${verdict.words}`
  return verdict.always
    ? `${words}; webhooks are never sent there`
    : `${words}; ${ALLOW_PRIVATE_HINT}`
}

/** The addresses this machine answers on: its interfaces, loopback and "any". */
function ownAddresses(): Set<string> {
  const own = new Set<string>()
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? [])
      own.add(
        ipaddr.parse(entry.address.replace(/%.*$/, "")).toNormalizedString()
      )
  return own
}

/**
 * Whether an address and port reach this shop itself: the port of one of
 * the shop's own origins on an address of this machine (any interface,
 * loopback, 0.0.0.0). Refused even when private targets are allowed: a
 * webhook must not call the shop's own API.
 */
export function isShopItself(
  ip: string,
  port: string,
  shopPorts: string[]
): boolean {
  if (!shopPorts.includes(port)) return false
  const bare = ip.replace(/^\[(.*)\]$/, "$1")
  if (!ipaddr.isValid(bare)) return false
  // An IPv4 address carried in IPv6 (mapped, IPv4-compatible, NAT64, 6to4) counts as that address.
  const addr = reachedAddress(bare)
  const range = addr.range()
  return (
    range === "loopback" ||
    range === "unspecified" ||
    ownAddresses().has(addr.toNormalizedString())
  )
}
