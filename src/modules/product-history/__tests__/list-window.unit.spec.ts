import type { HistoryQuery } from "../filters"
import { recentTermWindow } from "../repositories/term-planning"
import { HISTORY_LIST_WINDOW, pastListWindow } from "../filters"
import { seenUpTo } from "../repositories/bounded-count"

describe("the list's window", () => {
  it("takes pages that end within the first 10,000 entries", () => {
    expect(HISTORY_LIST_WINDOW).toBe(10_000)
    expect(pastListWindow(0, 25, "offset")).toBeUndefined()
    expect(pastListWindow(9_975, 25, "offset")).toBeUndefined()
  })

  it("refuses a page past it, naming the parameter, where it ends and what to do instead", () => {
    expect(pastListWindow(9_990, 20, "page")).toBe(
      "page: a list reaches its first 10,000 entries (the page's end is at 10,010); narrow it with filters (dates, fields, sources) or export it as CSV"
    )
  })
})

describe("an estimated count's floor", () => {
  it("is the rows a page showed up to its end, one more when the page was full", () => {
    expect(seenUpTo({ offset: 0, limit: 20 }, 0)).toBe(0)
    expect(seenUpTo({ offset: 0, limit: 20 }, 7)).toBe(7)
    expect(seenUpTo({ offset: 40, limit: 20 }, 20)).toBe(61)
  })
})

describe("a long term's recent window", () => {
  const now = new Date("2026-12-07T10:00:00Z")
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `prod_${i}`)
  const query = (filters: Partial<HistoryQuery["filters"]>, n: number) =>
    ({
      filters: { order: "-changed_at", q: "drill", ...filters },
      termProductIds: ids(n),
    }) as HistoryQuery

  it("narrows 1,000 products to this month and the two before (the products the query may list over them)", () => {
    expect(recentTermWindow(query({}, 1_000), now)?.filters.from).toEqual(
      new Date("2026-10-01T00:00:00Z")
    )
    expect(recentTermWindow(query({}, 100), now)?.filters.from).toEqual(
      new Date("2024-07-01T00:00:00Z")
    )
  })

  it("leaves a list alone that has dates, few products or no term", () => {
    expect(recentTermWindow(query({ from: now }, 1_000), now)).toBeNull()
    expect(recentTermWindow(query({ to: now }, 1_000), now)).toBeNull()
    expect(recentTermWindow(query({}, 40), now)).toBeNull()
    expect(recentTermWindow(query({ q: undefined }, 1_000), now)).toBeNull()
  })
})
