import { historyFilterSchema, resolveHistoryFilters } from "../filters"

describe("history filters", () => {
  it("accepts repeated and comma-separated lists", () => {
    expect(
      historyFilterSchema.parse({ field_name: ["title", "price.gross,stock"] })
        .field_name
    ).toEqual(["title", "price.gross", "stock"])
    expect(historyFilterSchema.parse({ source: "admin" }).source).toEqual([
      "admin",
    ])
  })

  it("sorts newest first by default", () => {
    expect(historyFilterSchema.parse({}).order).toBe("-changed_at")
  })

  it("refuses dates it cannot read, in words", () => {
    const result = historyFilterSchema.safeParse({ from: "23.11.2026" })
    expect(result.error?.issues[0].message).toMatch(
      /must be a date \(2026-11-23\) or a date-time with offset/
    )
    // Offsets no clock has (and dates that do not exist) are refused, not handed to the database.
    for (const from of [
      "2026-11-23T10:00:00+24:00",
      "2026-11-23T10:00:00-99:00",
      "2026-02-31",
      "2026-11-23T10:60Z",
    ]) {
      expect({
        from,
        ok: historyFilterSchema.safeParse({ from }).success,
      }).toEqual({ from, ok: false })
    }
    expect(
      historyFilterSchema.safeParse({ from: "2026-11-23T10:00:00+14:00" })
        .success
    ).toBe(true)
    expect(
      historyFilterSchema.safeParse({ to: "2026-11-23T10:00:00" }).success
    ).toBe(false)
    expect(historyFilterSchema.safeParse({ to: "2026-02-30" }).success).toBe(
      false
    )
  })

  it("makes a date cover the whole day in the shop's time zone", () => {
    const input = historyFilterSchema.parse({
      from: "2026-11-23",
      to: "2026-11-23",
    })
    const utc = resolveHistoryFilters(input, "UTC")
    expect(utc.from?.toISOString()).toBe("2026-11-23T00:00:00.000Z")
    expect(utc.to?.toISOString()).toBe("2026-11-24T00:00:00.000Z")
    expect(utc.to_exclusive).toBe(true)
    const berlin = resolveHistoryFilters(input, "Europe/Berlin")
    expect(berlin.from?.toISOString()).toBe("2026-11-22T23:00:00.000Z")
    expect(berlin.to?.toISOString()).toBe("2026-11-23T23:00:00.000Z")
  })

  it("keeps a daylight-saving day 23 hours long", () => {
    const day = resolveHistoryFilters(
      historyFilterSchema.parse({ from: "2026-03-29", to: "2026-03-29" }),
      "Europe/Berlin"
    )
    expect((day.to!.getTime() - day.from!.getTime()) / 3_600_000).toBe(23)
  })

  it("takes a date-time with offset as that instant, inclusive to the millisecond (the database keeps microseconds)", () => {
    const range = resolveHistoryFilters(
      historyFilterSchema.parse({ to: "2026-11-23T10:00:00.123+02:00" }),
      "UTC"
    )
    expect(range.to?.toISOString()).toBe("2026-11-23T08:00:00.124Z")
    expect(range.to_exclusive).toBe(true)
  })
})
