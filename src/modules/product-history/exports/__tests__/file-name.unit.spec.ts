import { resolveHistoryFilters } from "../../filters"
import { exportFileName, exportPeriod, periodNeedsBounds } from "../file-name"

const filters = (input: Record<string, string>, zone = "UTC") =>
  resolveHistoryFilters({ order: "-changed_at", ...input }, zone)
const none = { first: null, last: null }
const entries = {
  first: new Date("2026-03-02T09:15:00Z"),
  last: new Date("2026-07-01T22:00:00Z"),
}

describe("exportPeriod", () => {
  it("takes the filters' dates as given", () => {
    const f = filters({ from: "2026-11-01", to: "2026-11-30" })
    expect(periodNeedsBounds(f)).toBe(false)
    expect(exportPeriod(f, none, "UTC")).toBe("2026-11-01_to_2026-11-30")
  })

  it("names one day once", () => {
    expect(
      exportPeriod(
        filters({ from: "2026-11-23", to: "2026-11-23" }),
        none,
        "UTC"
      )
    ).toBe("2026-11-23")
  })

  it("fills an open side with the first or last entry's date, in the shop's time zone", () => {
    expect(exportPeriod(filters({}), entries, "UTC")).toBe(
      "2026-03-02_to_2026-07-01"
    )
    expect(
      exportPeriod(filters({}, "Europe/Berlin"), entries, "Europe/Berlin")
    ).toBe("2026-03-02_to_2026-07-02")
    expect(exportPeriod(filters({ from: "2026-05-01" }), entries, "UTC")).toBe(
      "2026-05-01_to_2026-07-01"
    )
  })

  it("names a date-time's day in the shop's time zone; an inclusive `to` its own day", () => {
    const f = filters(
      { from: "2026-03-01T23:30:00Z", to: "2026-03-31T22:00:00Z" },
      "Europe/Berlin"
    )
    expect(exportPeriod(f, none, "Europe/Berlin")).toBe(
      "2026-03-02_to_2026-04-01"
    )
  })

  it("says from, until or all when nothing matched", () => {
    expect(exportPeriod(filters({ from: "2030-01-01" }), none, "UTC")).toBe(
      "from_2030-01-01"
    )
    expect(exportPeriod(filters({ to: "2020-01-01" }), none, "UTC")).toBe(
      "until_2020-01-01"
    )
    expect(exportPeriod(filters({}), none, "UTC")).toBe("all")
  })
})

describe("exportFileName", () => {
  it("is product-history_<period>.<extension>", () => {
    expect(exportFileName("2026-11-01_to_2026-11-30", "csv")).toBe(
      "product-history_2026-11-01_to_2026-11-30.csv"
    )
  })
})
