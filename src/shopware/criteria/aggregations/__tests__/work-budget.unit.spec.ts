import { ApiError, ApiErrorCode } from "../../../errors"
import { parse } from "../../__tests__/fixtures"
import { CRITERIA_WORK, CriteriaWork } from "../../work"
import { evaluateAggregations } from "../evaluate"
import type { EntityRow } from "../../../entities/types"

type Row = EntityRow

/** A terms aggregation on `field` nested `depth` deep, the innermost named "t<depth-1>". */
function nestedTerms(field: string, depth: number, extra = {}): unknown {
  let node: Record<string, unknown> | undefined
  for (let level = depth - 1; level >= 0; level--)
    node = {
      name: `t${level}`,
      type: "terms",
      field,
      ...extra,
      ...(node ? { aggregation: node } : {}),
    }
  return node
}

/** Evaluates parsed `aggregations` over `rows`; the work it spent, and the error it refused with. */
async function evaluate(aggregations: unknown[], rows: Row[]) {
  const parsed = parse({ aggregations }).aggregations
  const work = new CriteriaWork()
  let idQueries = 0
  try {
    const out = await evaluateAggregations(
      parsed,
      rows,
      {
        idsMatching: async () => {
          idQueries++
          return new Set(rows.map((r) => String(r.id)))
        },
        loadEntities: async () => [],
      },
      work
    )
    return { out, used: work.used, idQueries }
  } catch (e) {
    if (!(e instanceof ApiError)) throw e
    return { error: e, used: work.used, idQueries }
  }
}

// The attack: terms nested n deep over k values of a to-many field build k^n buckets, each reading its rows again.
jest.setTimeout(60 * 1000)

describe("aggregation work budget", () => {
  it("refuses terms nested 6 deep over 8 values as soon as the buckets pass 10,000, pointing at the aggregation", async () => {
    const rows = [
      { id: "a", privileges: ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"] },
    ]
    const { error, used } = await evaluate([nestedTerms("privileges", 6)], rows)
    expect(error?.status).toBe(400)
    const item = error!.items[0]
    expect(item.code).toBe(ApiErrorCode.CRITERIA_LIMIT_EXCEEDED)
    expect(item.meta).toEqual({
      limit: "aggregationBuckets",
      max: CRITERIA_WORK.aggregationBuckets,
    })
    // Depth-first, the budget runs out among the deepest levels' buckets.
    expect(item.pointer).toMatch(/^\/aggregations\/0(\/aggregation){3,5}$/)
    expect(item.detail).toContain("more than 10,000 buckets")
    expect(item.detail).toContain('give "terms" a "limit"')
    // Counting stopped at the level that passed the limit: most of the 8^6 = 262,144 buckets were never built.
    expect(used.aggregationBuckets).toBeLessThanOrEqual(
      CRITERIA_WORK.aggregationBuckets + 8
    )
  })

  it("refuses a deep tree over a row with thousands of values by its row visits, before the buckets run out", async () => {
    const values = Array.from({ length: 3000 }, (_, i) => `v${i % 12}`)
    const rows = [{ id: "a", privileges: values }]
    const { error, used } = await evaluate(
      [nestedTerms("privileges", 24, { limit: 3 })],
      rows
    )
    const item = error!.items[0]
    expect(item.meta).toEqual({
      limit: "aggregationRowVisits",
      max: CRITERIA_WORK.aggregationRowVisits,
    })
    expect(item.pointer).toMatch(/^\/aggregations\/0(\/aggregation)*$/)
    expect(item.detail).toContain("more than 1,000,000 rows")
    // One row's values (or one level's distinct values) past the limit at most.
    expect(used.aggregationRowVisits).toBeLessThanOrEqual(
      CRITERIA_WORK.aggregationRowVisits + 3000
    )
    expect(used.aggregationBuckets).toBeLessThan(
      CRITERIA_WORK.aggregationBuckets
    )
  })

  it("refuses an answer of more than about 5 MB even within the bucket limit", async () => {
    const rows = Array.from({ length: 9000 }, (_, i) => ({
      id: String(i),
      label: `${i}:`.padEnd(600, "x"),
    }))
    const { error } = await evaluate(
      [{ name: "labels", type: "terms", field: "label" }],
      rows
    )
    expect(error!.items[0]).toMatchObject({
      pointer: "/aggregations/0",
      code: ApiErrorCode.CRITERIA_LIMIT_EXCEEDED,
      meta: { limit: "aggregationAnswerBytes", max: 5_000_000 },
    })
  })

  it("answers a legitimate tree, each bucket counted once", async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({
      id: String(i),
      admin: i % 2 === 0,
      privileges: [`p${i % 5}`],
    }))
    const { out, used } = await evaluate(
      [
        {
          name: "byAdmin",
          type: "terms",
          field: "admin",
          aggregation: nestedTerms("privileges", 1),
        },
      ],
      rows
    )
    const byAdmin = out!.byAdmin as { buckets: { t0: { buckets: [] } }[] }
    expect(byAdmin.buckets.map((b) => b.t0.buckets.length)).toEqual([5, 5])
    expect(used.aggregationBuckets).toBe(2 + 10)
    // 100 rows and 2 distinct values at the top, then each bucket's 50 rows and 5 values.
    expect(used.aggregationRowVisits).toBe(100 + 2 + 2 * (50 + 5))
  })

  it("reads a filter aggregation's ids once, not once per bucket it is nested in", async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({
      id: String(i),
      label: `l${i}`,
    }))
    const { out, idQueries } = await evaluate(
      [
        {
          name: "perLabel",
          type: "terms",
          field: "label",
          aggregation: {
            name: "f",
            type: "filter",
            filter: [{ type: "equals", field: "admin", value: true }],
            aggregation: { name: "n", type: "count", field: "id" },
          },
        },
      ],
      rows
    )
    expect((out!.perLabel as { buckets: unknown[] }).buckets).toHaveLength(50)
    expect(idQueries).toBe(1)
  })

  // Today's evaluation ran to its end in one go: nothing else was served while it ran.
  it("lets other callbacks run while it computes a large legitimate aggregation, with the same answer", async () => {
    const start = Date.UTC(2024, 0, 1)
    const rows = Array.from({ length: 60_000 }, (_, i) => ({
      id: String(i),
      admin: i % 3 === 0,
      created_at: new Date(start + (i % 700) * 86_400_000 + i * 1000),
    }))
    const aggregations = [
      {
        name: "perDay",
        type: "histogram",
        field: "createdAt",
        interval: "day",
        timeZone: "Europe/Berlin",
        aggregation: { name: "admins", type: "terms", field: "admin" },
      },
    ]
    let servedMeanwhile = 0
    let running = true
    const serve = () => {
      if (!running) return
      servedMeanwhile++
      setImmediate(serve)
    }
    setImmediate(serve)
    const { out } = await evaluate(aggregations, rows)
    running = false
    expect(servedMeanwhile).toBeGreaterThan(1)
    const perDay = out!.perDay as { buckets: { count: number }[] }
    expect(perDay.buckets).toHaveLength(700)
    expect(perDay.buckets.reduce((n, b) => n + b.count, 0)).toBe(60_000)
  })
})
