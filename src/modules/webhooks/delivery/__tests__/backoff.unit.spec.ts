import { nextAttemptAt, RETRY_WINDOW_MS } from "../backoff"

const first = new Date("2025-03-01T08:00:00Z")

/** Every attempt time of a delivery that never succeeds, each retry made when due. */
function schedule(random: () => number): Date[] {
  const times = [first]
  for (let attempts = 1; attempts < 100; attempts++) {
    const next = nextAttemptAt(first, attempts, times[times.length - 1], random)
    if (!next) {
      return times
    }
    times.push(next)
  }
  throw new Error("the schedule never gave up")
}

describe("the retry schedule", () => {
  it("tries at once, then after 10 s, 30 s, 1 min, 2 min … up to 4 h apart", () => {
    const gaps = schedule(() => 0.5)
      .slice(1)
      .map(
        (t, i, all) => t.getTime() - (i === 0 ? first : all[i - 1]).getTime()
      )
    expect(nextAttemptAt(first, 0, first)).toEqual(first)
    expect(gaps.slice(0, 10).map((ms) => ms / 1000)).toEqual([
      10, 30, 60, 120, 300, 600, 1800, 3600, 7200, 14400,
    ])
    expect(Math.max(...gaps)).toBe(4 * 3600 * 1000)
  })

  it("grows monotonically, makes its last try at 24 h, and then gives up", () => {
    for (const random of [() => 0, () => 0.5, () => 0.999]) {
      const times = schedule(random)
      for (let i = 1; i < times.length; i++) {
        expect(times[i].getTime()).toBeGreaterThan(times[i - 1].getTime())
      }
      const last = times[times.length - 1]
      expect(last.getTime()).toBe(first.getTime() + RETRY_WINDOW_MS)
      expect(nextAttemptAt(first, times.length, last, random)).toBeNull()
      expect(times.length).toBeGreaterThanOrEqual(14)
    }
  })

  it("spreads retries by up to ±20 % so failed receivers are not hit in lockstep", () => {
    const now = new Date(first.getTime() + 60_000)
    const early = nextAttemptAt(first, 4, now, () => 0)!
    const late = nextAttemptAt(first, 4, now, () => 0.999999)!
    expect(early.getTime() - now.getTime()).toBe(96_000)
    expect(Math.round((late.getTime() - now.getTime()) / 1000)).toBe(144)
  })

  it("gives up on an attempt that failed after the window had closed", () => {
    const after = new Date(first.getTime() + RETRY_WINDOW_MS + 1)
    expect(nextAttemptAt(first, 3, after)).toBeNull()
  })
})
