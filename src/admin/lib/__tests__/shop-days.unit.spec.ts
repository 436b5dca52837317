import { dayPresets, todayIn } from "../shop-days"

/** 20:00 UTC on 30 November is already 1 December in Kiritimati (UTC+14). */
const NOW = new Date("2026-11-30T20:00:00Z")
const ZONE = "Pacific/Kiritimati"

describe("the shop's days", () => {
  it("are the shop's zone's, not the browser's", () => {
    expect(todayIn(ZONE, NOW)).toBe("2026-12-01")
    expect(todayIn("UTC", NOW)).toBe("2026-11-30")
  })

  it("give presets counted from the shop's today", () => {
    expect(
      Object.fromEntries(dayPresets(ZONE, NOW).map((p) => [p.key, p.range]))
    ).toEqual({
      today: { $gte: "2026-12-01", $lte: "2026-12-01" },
      last7Days: { $gte: "2026-11-25" },
      last30Days: { $gte: "2026-11-02" },
      thisMonth: { $gte: "2026-12-01" },
      lastMonth: { $gte: "2026-11-01", $lte: "2026-11-30" },
    })
  })
})
