import { format } from "date-fns"
import { zonedDate } from "../../../../utils/zoned-date"
import { offsetText, zonedIsoFormatter } from "../zoned-time"

/** date-fns with the zone's rules, one instant at a time: the slow and sure way the formatter must agree with. */
const reference = (zone: string, at: number) =>
  format(zonedDate(at, zone), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx")

describe("zonedIsoFormatter", () => {
  it("writes wall time and offset of the instant, to the millisecond", () => {
    const berlin = zonedIsoFormatter("Europe/Berlin")
    expect(berlin(Date.parse("2026-11-23T09:00:00.123Z"))).toBe(
      "2026-11-23T10:00:00.123+01:00"
    )
    expect(berlin(new Date("2026-07-01T22:00:00.000Z"))).toBe(
      "2026-07-02T00:00:00.000+02:00"
    )
    expect(
      zonedIsoFormatter("UTC")(Date.parse("2026-03-02T09:15:00.250Z"))
    ).toBe("2026-03-02T09:15:00.250+00:00")
  })

  it("changes the offset at the instant the zone does, also in half-hour zones and mid-hour", () => {
    const berlin = zonedIsoFormatter("Europe/Berlin")
    expect(berlin(Date.parse("2026-03-29T00:59:59.999Z"))).toBe(
      "2026-03-29T01:59:59.999+01:00"
    )
    expect(berlin(Date.parse("2026-03-29T01:00:00.000Z"))).toBe(
      "2026-03-29T03:00:00.000+02:00"
    )
    // Lord Howe Island moves by 30 minutes at 02:00 local, 15:30 UTC: mid-hour in UTC.
    const lordHowe = zonedIsoFormatter("Australia/Lord_Howe")
    expect(lordHowe(Date.parse("2026-04-04T14:59:59.999Z"))).toBe(
      "2026-04-05T01:59:59.999+11:00"
    )
    expect(lordHowe(Date.parse("2026-04-04T15:00:00.000Z"))).toBe(
      "2026-04-05T01:30:00.000+10:30"
    )
  })

  it.each([
    "Europe/Berlin",
    "America/St_Johns",
    "Asia/Kolkata",
    "Australia/Lord_Howe",
    "Pacific/Chatham",
    "America/New_York",
    "UTC",
  ])(
    "agrees with date-fns in %s over two years, in order and out of order",
    (zone) => {
      const start = Date.UTC(2025, 0, 1)
      const instants = Array.from(
        { length: 6000 },
        (_, i) => start + Math.floor(i * 10_513_913.7) + (i % 1000)
      )
      const shuffled = [...instants].sort((a, b) => (a % 7919) - (b % 7919))
      for (const order of [instants, shuffled]) {
        const write = zonedIsoFormatter(zone)
        const wrong = order.filter((at) => write(at) !== reference(zone, at))
        expect(wrong.map((at) => new Date(at).toISOString())).toEqual([])
      }
    }
  )
})

describe("offsetText", () => {
  it.each([
    [0, "+00:00"],
    [60, "+01:00"],
    [-210, "-03:30"],
    [765, "+12:45"],
  ])("%d minutes → %s", (minutes, text) => {
    expect(offsetText(minutes)).toBe(text)
  })
})
