import { createHash } from "crypto"
import { isIPv4, isIPv6 } from "net"

/** The eight 16-bit groups of an IPv6 address ("::" expanded); undefined for an embedded IPv4 tail. */
function ipv6Groups(ip: string): string[] | undefined {
  const [head, tail] = ip.split("::") as [string, string | undefined]
  const left = head ? head.split(":") : []
  const right = tail ? tail.split(":") : []
  if ([...left, ...right].some((g) => g.includes("."))) return undefined
  const missing = 8 - left.length - right.length
  const groups =
    tail === undefined ? left : [...left, ...Array(missing).fill("0"), ...right]
  return groups.map((g) => parseInt(g, 16).toString(16))
}

/**
 * The address a login is throttled by, from Express' `req.ip` (Medusa sets
 * `trust proxy` to 1: the socket's peer, or the last X-Forwarded-For entry
 * the proxy in front added). An IPv4 client seen through a dual-stack socket
 * ("::ffff:203.0.113.7") is the same client as "203.0.113.7". An IPv6 client
 * counts by its /64 network: one host usually holds a whole /64 and could
 * otherwise take a fresh address for every guess.
 */
export function clientAddress(ip: string | undefined): string {
  if (!ip) return "unknown"
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped && isIPv4(mapped[1])) return mapped[1]
  if (isIPv4(ip)) return ip
  const bare = ip.replace(/%.*$/, "")
  if (isIPv6(bare)) {
    const groups = ipv6Groups(bare.toLowerCase())
    if (groups) return `${groups.slice(0, 4).join(":")}::/64`
    return bare.toLowerCase()
  }
  // Not an address (a client without a proxy may write anything into X-Forwarded-For): a short stable stand-in.
  return `other-${createHash("sha256").update(ip).digest("hex").slice(0, 16)}`
}
