import { ApiErrorCode } from "../../errors"
import { CRITERIA_LIMITS } from "../limits"
import { MAX_SEARCH_TEXT } from "../schema"
import { errorOf, parse } from "./fixtures"

const LIMIT = ApiErrorCode.CRITERIA_LIMIT_EXCEEDED
const equals = (value: string) => ({ type: "equals", field: "label", value })

/** A filter nested `levels` deep: `levels - 1` wrappers of `type` around one equals filter. */
function nested(
  type: "multi" | "not",
  levels: number
): Record<string, unknown> {
  let filter: Record<string, unknown> = equals("x")
  for (let i = 1; i < levels; i++) filter = { type, queries: [filter] }
  return filter
}

describe("criteria limits", () => {
  it("declares the limits the README documents", () => {
    expect(CRITERIA_LIMITS).toEqual({
      filterDepth: 10,
      filterNodes: 100,
      sorts: 25,
      aggregations: 25,
      associations: 10,
    })
  })

  it("accepts criteria exactly at every limit", () => {
    const atLimits = {
      filter: [
        nested("multi", 10),
        ...Array.from({ length: 40 }, (_, i) => equals(`a${i}`)),
      ],
      "post-filter": Array.from({ length: 50 }, (_, i) => equals(`b${i}`)),
      sort: [
        ...Array.from({ length: 20 }, () => ({ field: "label" })),
        "label,-createdAt,admin,weight,usageCount",
      ],
      aggregations: Array.from({ length: 25 }, (_, i) => ({
        name: `a${i}`,
        type: "count",
        field: "id",
      })),
    }
    expect(() => parse(atLimits)).not.toThrow()
  })

  it.each([["multi"], ["not"]] as const)(
    "refuses %s filters nested 11 levels deep with a 400 naming the depth limit",
    (type) => {
      const error = errorOf({ filter: [nested(type, 11)] })
      expect(error.status).toBe(400)
      expect(error.items).toEqual([
        {
          status: 400,
          code: LIMIT,
          pointer: "/filter/0" + "/queries/0".repeat(10),
          detail: `"filter[0]${".queries[0]".repeat(10)}" nests filters 11 levels deep; at most 10 levels of "not" and "multi" are allowed.`,
          meta: { limit: "filterDepth", max: 10 },
        },
      ])
    }
  )

  // 100,000 levels would overflow the stack (a RangeError, not an ApiError) if anything recursed before the check.
  it.each([
    [1_000, "multi"],
    [1_500, "not"],
    [100_000, "multi"],
  ] as const)(
    "refuses %i nested %s filters without recursing into them",
    (levels, type) => {
      const error = errorOf({ filter: [nested(type, levels)] })
      expect(error.items).toHaveLength(1)
      expect(error.items[0]).toMatchObject({
        code: LIMIT,
        meta: { limit: "filterDepth", max: 10 },
      })
    }
  )

  it("refuses 100,000 nested filters inside a filter aggregation, pointing at them", () => {
    const aggregation = {
      name: "f",
      type: "filter",
      filter: [nested("not", 100_000)],
      aggregation: { name: "c", type: "count", field: "id" },
    }
    const error = errorOf({
      aggregations: [{ name: "t", type: "terms", field: "label", aggregation }],
    })
    expect(error.items).toHaveLength(1)
    expect(error.items[0]).toMatchObject({
      code: LIMIT,
      pointer:
        "/aggregations/0/aggregation/filter/0/queries/0/queries/0/queries/0/queries/0/queries/0/queries/0/queries/0/queries/0/queries/0/queries/0",
      meta: { limit: "filterDepth", max: 10 },
    })
  })

  it("counts filter nodes of filter and post-filter together, nested ones included", () => {
    const error = errorOf({
      filter: Array.from({ length: 60 }, (_, i) => equals(`a${i}`)),
      "post-filter": [
        {
          type: "multi",
          operator: "or",
          queries: Array.from({ length: 40 }, (_, i) => equals(`b${i}`)),
        },
      ],
    })
    expect(error.items).toHaveLength(1)
    expect(error.items[0]).toMatchObject({
      code: LIMIT,
      detail:
        'The criteria holds more than 100 filters ("filter", "post-filter" and filter aggregations together, nested ones included); send at most 100.',
      meta: { limit: "filterNodes", max: 100 },
    })
  })

  it("counts sort fields in the object, string and query-string forms", () => {
    const objects = errorOf({
      sort: Array.from({ length: 26 }, () => ({ field: "label" })),
    })
    expect(objects.items).toEqual([
      {
        status: 400,
        code: LIMIT,
        pointer: "/sort",
        detail: '"sort" names 26 fields; at most 25 are allowed.',
        meta: { limit: "sorts", max: 25 },
      },
    ])
    const text = Array.from({ length: 30 }, () => "-label").join(",")
    expect(errorOf({ sort: text }).items[0]).toMatchObject({
      detail: '"sort" names 30 fields; at most 25 are allowed.',
    })
    expect(errorOf({ sort: text }, "query").items[0]).toMatchObject({
      meta: { limit: "sorts" },
    })
  })

  it("counts aggregations, nested ones included, in the list and the keyed form", () => {
    const list = Array.from({ length: 26 }, (_, i) => ({
      name: `a${i}`,
      type: "count",
      field: "id",
    }))
    expect(errorOf({ aggregations: list }).items[0]).toMatchObject({
      code: LIMIT,
      pointer: "/aggregations",
      meta: { limit: "aggregations", max: 25 },
    })
    let chain: Record<string, unknown> = {
      name: "leaf",
      type: "count",
      field: "id",
    }
    for (let i = 0; i < 30; i++)
      chain = {
        name: `t${i}`,
        type: "terms",
        field: "label",
        aggregation: chain,
      }
    expect(errorOf({ aggregations: [chain] }).items[0]).toMatchObject({
      meta: { limit: "aggregations" },
    })
    const keyed = Object.fromEntries(
      list.map((a) => [a.name, { type: a.type, field: a.field }])
    )
    expect(errorOf({ aggregations: keyed }).items[0]).toMatchObject({
      meta: { limit: "aggregations" },
    })
  })

  it("checks the limits before anything else, so the answer is that one problem", () => {
    const error = errorOf({
      limit: 9999,
      filter: [nested("multi", 12)],
      unknownKey: 1,
    })
    expect(error.items.map((i) => i.code)).toEqual([LIMIT])
  })

  it("takes search texts up to 1,000 characters, in term and in contains, prefix and suffix filters", () => {
    const longest = "a".repeat(MAX_SEARCH_TEXT)
    expect(() =>
      parse({
        term: longest,
        filter: ["contains", "prefix", "suffix"].map((type) => ({
          type,
          field: "label",
          value: longest,
        })),
      })
    ).not.toThrow()
    const details = (input: unknown) =>
      errorOf(input).items.map(({ detail, pointer }) => ({ detail, pointer }))
    expect(details({ term: `${longest}a` })).toEqual([
      {
        detail: expect.stringContaining(
          `must be at most 1000 characters, 1001 given`
        ),
        pointer: "/term",
      },
    ])
    expect(
      details({
        filter: [
          { type: "contains", field: "label", value: "a".repeat(90_000) },
        ],
      })
    ).toEqual([
      {
        detail: expect.stringContaining(
          `must be at most 1000 characters, 90000 given`
        ),
        pointer: "/filter/0/value",
      },
    ])
  })
})
