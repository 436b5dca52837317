import { dayParam, shopDaysFilter } from "../shop-day"

describe("shopDaysFilter: whole days in the shop's time zone", () => {
  it("covers a day from its first instant up to the next day's, in the zone", () => {
    expect(
      shopDaysFilter({ from: "2026-03-03", to: "2026-03-03" }, "Europe/Berlin")
    ).toEqual({
      $gte: new Date("2026-03-02T23:00:00Z"),
      $lt: new Date("2026-03-03T23:00:00Z"),
    })
  })

  it("ends a day that changes to summer time after 23 hours", () => {
    expect(shopDaysFilter({ to: "2026-03-29" }, "Europe/Berlin")).toEqual({
      $lt: new Date("2026-03-29T22:00:00Z"),
    })
  })

  it("is no filter without days, and reads UTC days as they are", () => {
    expect(shopDaysFilter({}, "UTC")).toBeUndefined()
    expect(shopDaysFilter({ from: "2026-11-23" }, "UTC")).toEqual({
      $gte: new Date("2026-11-23T00:00:00Z"),
    })
  })

  it("refuses what is no calendar day, naming the parameter", () => {
    expect(dayParam("from").safeParse("2026-11-23").success).toBe(true)
    const bad = dayParam("from").safeParse("2026-13-01")
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0].message).toBe(
      "from: must be a date such as 2026-11-23"
    )
    expect(dayParam("to").safeParse("yesterday").success).toBe(false)
  })
})
