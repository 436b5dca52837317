import { ApiErrorCode } from "../../../errors"
import { errorOf, parse } from "../../__tests__/fixtures"
import { evaluateAggregations } from "../evaluate"

const rows = [
  {
    id: "a",
    label: "delta9",
    admin: true,
    usage_count: 3,
    weight: 1.5,
    created_at: new Date("2024-01-31T23:30:00Z"),
    privileges: ["x", "y"],
  },
  {
    id: "b",
    label: "delta10",
    admin: false,
    usage_count: 5,
    weight: null,
    created_at: new Date("2024-02-01T08:00:00Z"),
    privileges: ["x"],
  },
  {
    id: "c",
    label: "alpha",
    admin: true,
    usage_count: 10,
    weight: 2.5,
    created_at: new Date("2024-04-15T12:00:00Z"),
    privileges: [],
  },
]

/** Parses `aggregations` for the fixture entity and evaluates them over `rows`. */
async function run(
  aggregations: unknown[],
  matching = new Set(["a", "b", "c"])
) {
  const parsed = parse({ aggregations }).aggregations
  return evaluateAggregations(parsed, rows, {
    idsMatching: async () => matching,
    loadEntities: async (definition, ids) =>
      ids.map((id) => ({ id, definition })),
  })
}

describe("aggregations", () => {
  it("computes the metrics in Shopware's shapes, ignoring nulls", async () => {
    const out = await run([
      { name: "n", type: "count", field: "admin" },
      { name: "s", type: "sum", field: "usageCount" },
      { name: "v", type: "avg", field: "weight" },
      { name: "lo", type: "min", field: "createdAt" },
      { name: "hi", type: "max", field: "label" },
      { name: "st", type: "stats", field: "integration.usageCount" },
    ])
    expect(out).toEqual({
      n: { name: "n", count: 2, apiAlias: "n_aggregation" },
      s: { name: "s", sum: 18, apiAlias: "s_aggregation" },
      v: { name: "v", avg: 2, apiAlias: "v_aggregation" },
      lo: {
        name: "lo",
        min: "2024-01-31T23:30:00.000Z",
        apiAlias: "lo_aggregation",
      },
      hi: { name: "hi", max: "delta9", apiAlias: "hi_aggregation" },
      st: {
        name: "st",
        min: 3,
        max: 10,
        avg: 6,
        sum: 18,
        apiAlias: "st_aggregation",
      },
    })
  })

  it("buckets terms with counts, a nested aggregation, sort and limit", async () => {
    const out = await run([
      {
        name: "byAdmin",
        type: "terms",
        field: "admin",
        sort: { field: "_count", order: "DESC" },
        aggregation: { name: "usage", type: "sum", field: "usageCount" },
      },
      { name: "privs", type: "terms", field: "privileges", limit: 1 },
    ])
    expect(out.byAdmin).toEqual({
      name: "byAdmin",
      buckets: [
        {
          key: "1",
          count: 2,
          usage: { name: "usage", sum: 13, apiAlias: "usage_aggregation" },
          apiAlias: "aggregation_bucket",
        },
        {
          key: "0",
          count: 1,
          usage: { name: "usage", sum: 5, apiAlias: "usage_aggregation" },
          apiAlias: "aggregation_bucket",
        },
      ],
      apiAlias: "byAdmin_aggregation",
    })
    expect(out.privs).toMatchObject({ buckets: [{ key: "x", count: 2 }] })
  })

  it("sorts term keys naturally when asked: delta9 before delta10", async () => {
    const sorted = async (naturalSorting: boolean) =>
      (
        (
          await run([
            {
              name: "t",
              type: "terms",
              field: "label",
              sort: { field: "label", naturalSorting },
            },
          ])
        ).t as any
      ).buckets.map((b: any) => b.key)
    expect(await sorted(false)).toEqual(["alpha", "delta10", "delta9"])
    expect(await sorted(true)).toEqual(["alpha", "delta9", "delta10"])
  })

  it("groups dates by interval in a time zone, keyed as Shopware formats them", async () => {
    const keys = async (extra: Record<string, unknown>) =>
      (
        (
          await run([
            { name: "h", type: "histogram", field: "createdAt", ...extra },
          ])
        ).h as any
      ).buckets.map((b: any) => [b.key, b.count])
    expect(await keys({ interval: "month" })).toEqual([
      ["2024-01-01 00:00:00", 1],
      ["2024-02-01 00:00:00", 1],
      ["2024-04-01 00:00:00", 1],
    ])
    // 23:30 UTC on 31 January is already February in Berlin.
    expect(
      await keys({ interval: "month", timeZone: "Europe/Berlin" })
    ).toEqual([
      ["2024-02-01 00:00:00", 2],
      ["2024-04-01 00:00:00", 1],
    ])
    expect(await keys({ interval: "day", format: "d.m.Y" })).toEqual([
      ["31.01.2024", 1],
      ["01.02.2024", 1],
      ["15.04.2024", 1],
    ])
    expect(
      await keys({
        interval: "quarter",
        sort: { field: "_count", order: "DESC" },
      })
    ).toEqual([
      ["2024 1", 2],
      ["2024 2", 1],
    ])
  })

  it("answers a filter aggregation with its nested result, over the rows the filter keeps", async () => {
    const out = await run(
      [
        {
          name: "f",
          type: "filter",
          filter: [{ type: "equals", field: "admin", value: true }],
          aggregation: { name: "c", type: "count", field: "id" },
        },
      ],
      new Set(["a"])
    )
    expect(out).toEqual({
      c: { name: "c", count: 1, apiAlias: "c_aggregation" },
    })
  })

  it("loads the entities an entity aggregation names, and counts ranges", async () => {
    const out = await run([
      { name: "e", type: "entity", field: "id", definition: "integration" },
      {
        name: "r",
        type: "range",
        field: "usageCount",
        ranges: [{ to: 5 }, { from: 5, key: "many" }],
      },
    ])
    expect(out.e).toMatchObject({
      entities: [{ id: "a" }, { id: "b" }, { id: "c" }],
    })
    expect(out.r).toMatchObject({ ranges: { "*-5": 1, many: 2 } })
  })

  it("reports every bad aggregation with its pointer and Shopware's code", () => {
    const error = errorOf({
      aggregations: [
        { name: "1", type: "count", field: "label" },
        { name: "x", type: "median", field: "label" },
        { name: "y", type: "sum", field: "label" },
        { name: "z", type: "terms" },
        {
          name: "w",
          type: "histogram",
          field: "createdAt",
          interval: "fortnight",
        },
        {
          name: "v",
          type: "histogram",
          field: "createdAt",
          interval: "day",
          timeZone: "Mars/Olympus",
        },
        { name: "u", type: "entity", field: "id", definition: "order" },
        { name: "t", type: "count", field: "nope", extra: 1 },
      ],
    })
    expect(error.items.map((i) => [i.code, i.pointer])).toEqual([
      [ApiErrorCode.INVALID_AGGREGATION_QUERY, "/aggregations/0/name"],
      [ApiErrorCode.INVALID_AGGREGATION_QUERY, "/aggregations/1/type"],
      [ApiErrorCode.INVALID_AGGREGATION_QUERY, "/aggregations/2/field"],
      [ApiErrorCode.INVALID_AGGREGATION_QUERY, "/aggregations/3/field"],
      [ApiErrorCode.INVALID_AGGREGATION_QUERY, "/aggregations/4/interval"],
      [ApiErrorCode.INVALID_AGGREGATION_QUERY, "/aggregations/5/timeZone"],
      [ApiErrorCode.INVALID_AGGREGATION_QUERY, "/aggregations/6/definition"],
      [ApiErrorCode.INVALID_AGGREGATION_QUERY, "/aggregations/7/extra"],
      [ApiErrorCode.UNMAPPED_FIELD, "/aggregations/7/field"],
    ])
    expect(error.items[2].detail).toBe(
      'A "sum" aggregation works on integer, number fields; field "label" is of type string.'
    )
  })

  it("refuses date letters that would describe the server's clock, and takes escaped ones literally", async () => {
    const error = errorOf({
      aggregations: [
        {
          name: "h",
          type: "histogram",
          field: "createdAt",
          interval: "day",
          format: "Y-m-d e T",
        },
      ],
    })
    expect(error.items).toEqual([
      expect.objectContaining({
        pointer: "/aggregations/0/format",
        detail: expect.stringContaining("e, T cannot be used"),
      }),
    ])
    const out = await run([
      {
        name: "h",
        type: "histogram",
        field: "createdAt",
        interval: "year",
        format: "\\Y\\e\\a\\r Y",
      },
    ])
    expect((out.h as any).buckets[0].key).toBe("Year 2024")
  })

  it("keeps a name such as __proto__ as a key of the answer", async () => {
    const out = await run([{ name: "__proto__", type: "count", field: "id" }])
    expect(Object.keys(out)).toEqual(["__proto__"])
    expect(JSON.parse(JSON.stringify(out))).toEqual({
      ["__proto__"]: {
        name: "__proto__",
        count: 3,
        apiAlias: "__proto___aggregation",
      },
    })
  })

  it("reads aggregations from a query string", () => {
    const parsed = parse(
      {
        aggregations: [
          { name: "n", type: "terms", field: "admin", limit: "2" },
        ],
      },
      "query"
    ).aggregations
    expect(parsed).toMatchObject([{ type: "terms", name: "n", limit: 2 }])
  })

  it("refuses a filter aggregation answered under a name in use, and bucket keys as nested names", () => {
    const error = errorOf({
      aggregations: [
        { name: "c", type: "count", field: "id" },
        {
          name: "f",
          type: "filter",
          filter: [{ type: "equals", field: "admin", value: true }],
          aggregation: { name: "c", type: "count", field: "id" },
        },
        {
          name: "t",
          type: "terms",
          field: "admin",
          aggregation: { name: "count", type: "sum", field: "usageCount" },
        },
      ],
    })
    expect(error.items.map((i) => i.pointer)).toEqual([
      "/aggregations/2/aggregation/name",
      "/aggregations/1",
    ])
  })

  it("refuses two aggregations of one name, as the answer is keyed by it", () => {
    const error = errorOf({
      aggregations: [
        { name: "a", type: "count", field: "id" },
        { name: "a", type: "sum", field: "usageCount" },
      ],
    })
    expect(error.items).toEqual([
      expect.objectContaining({
        pointer: "/aggregations/1",
        detail: expect.stringContaining('Two aggregations are answered as "a"'),
      }),
    ])
  })
})
