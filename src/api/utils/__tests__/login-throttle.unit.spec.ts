import { clientAddress } from "../client-address"
import {
  afterFailure,
  LoginThrottledError,
  secondsToWait,
  THROTTLE,
  throttleKey,
  type ThrottleState,
} from "../login-throttle"

const NOW = 1_800_000_000_000

function failTimes(n: number, now = NOW): ThrottleState | undefined {
  let state: ThrottleState | undefined
  for (let i = 0; i < n; i++) state = afterFailure(state, now)
  return state
}

describe("login throttle: waits", () => {
  it("allows five failures without a wait", () => {
    for (let n = 0; n < THROTTLE.freeAttempts; n++)
      expect(secondsToWait(failTimes(n), NOW)).toBe(0)
  })

  it("makes the fifth failure cost 30 s, and doubles the wait with each further one up to 15 minutes", () => {
    const waits = [5, 6, 7, 8, 9, 10, 11, 20].map((n) =>
      secondsToWait(failTimes(n), NOW)
    )
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900])
  })

  it("counts down while waiting and allows again once the wait is over", () => {
    const state = failTimes(5)!
    expect(secondsToWait(state, NOW + 10_000)).toBe(20)
    expect(secondsToWait(state, NOW + 29_500)).toBe(1)
    expect(secondsToWait(state, NOW + 30_000)).toBe(0)
  })
})

describe("login throttle: keys", () => {
  const user = (name: string, ip: string) =>
    throttleKey({ kind: "user", name, ip })

  it("keys by name and address: another address is another counter", () => {
    expect(user("admin@example.com", "203.0.113.7")).not.toBe(
      user("admin@example.com", "203.0.113.8")
    )
    expect(user("admin@example.com", "203.0.113.7")).not.toBe(
      user("clerk@example.com", "203.0.113.7")
    )
  })

  it("ignores the case of the name and the IPv4-in-IPv6 spelling of the address", () => {
    expect(user("Admin@Example.COM", "::ffff:203.0.113.7")).toBe(
      user("admin@example.com", "203.0.113.7")
    )
  })

  it("keeps users and integrations apart, and keys stay short for any name", () => {
    expect(
      throttleKey({ kind: "client", name: "SWIA1", ip: "203.0.113.7" })
    ).not.toBe(user("SWIA1", "203.0.113.7"))
    expect(user("x".repeat(100_000), "203.0.113.7").length).toBeLessThan(100)
  })
})

describe("client address", () => {
  it("unwraps IPv4 seen through a dual-stack socket", () => {
    expect(clientAddress("::ffff:127.0.0.2")).toBe("127.0.0.2")
    expect(clientAddress("10.1.2.3")).toBe("10.1.2.3")
  })

  it("counts an IPv6 client by its /64 network", () => {
    expect(clientAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64")
    expect(clientAddress("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe(
      "2001:db8:1:2::/64"
    )
    expect(clientAddress("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(clientAddress("::1")).toBe("0:0:0:0::/64")
    expect(clientAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64")
  })

  it("turns what is no address into a short stable stand-in", () => {
    expect(clientAddress("not an address")).toMatch(/^other-[0-9a-f]{16}$/)
    expect(clientAddress("not an address")).toBe(
      clientAddress("not an address")
    )
    expect(clientAddress(undefined)).toBe("unknown")
  })
})

describe("the refusal", () => {
  it("says in words whom it concerns and when to try again, and carries the seconds for Retry-After", () => {
    const error = LoginThrottledError.locked(
      { kind: "user", name: "admin@example.com", ip: "203.0.113.7" },
      30
    )
    expect(error.message).toBe(
      'Too many failed logins for user "admin@example.com" from your address. Try again in 30 seconds.'
    )
    expect(error.retryAfterSeconds).toBe(30)
    expect(
      LoginThrottledError.locked(
        { kind: "client", name: "SWIA1", ip: "::1" },
        1
      ).message
    ).toMatch(/client "SWIA1" .* Try again in 1 second\.$/)
  })
})
