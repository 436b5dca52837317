import { ApiErrorCode } from "../../errors"
import { parseCriteria } from "../index"
import {
  errorOf,
  filtersOf,
  ID_A,
  ID_B,
  integrationFields,
  KNOWN,
  parse,
} from "./fixtures"

const INVALID = ApiErrorCode.INVALID_FILTER_QUERY

describe("criteria filters", () => {
  it("equals becomes $eq on the column, with the value coerced to the field type", () => {
    expect(
      filtersOf([{ type: "equals", field: "accessKey", value: "SWIA1" }])
    ).toEqual({ access_key: { $eq: "SWIA1" } })
    expect(filtersOf([{ type: "equals", field: "admin", value: "1" }])).toEqual(
      { admin: { $eq: true } }
    )
    expect(
      filtersOf([{ type: "equals", field: "admin", value: false }])
    ).toEqual({ admin: { $eq: false } })
    expect(
      filtersOf([{ type: "equals", field: "usageCount", value: "42" }])
    ).toEqual({ usage_count: { $eq: 42 } })
    expect(filtersOf([{ type: "equals", field: "id", value: ID_A }])).toEqual({
      id: { $eq: ID_A },
    })
  })

  it("equals null means IS NULL", () => {
    expect(
      filtersOf([{ type: "equals", field: "lastUsedAt", value: null }])
    ).toEqual({ last_used_at: null })
  })

  it("accepts the <entity>.<field> form", () => {
    expect(
      filtersOf([{ type: "equals", field: "integration.label", value: "x" }])
    ).toEqual({ label: { $eq: "x" } })
  })

  it("equalsAny takes an array or a pipe-separated string", () => {
    expect(
      filtersOf([{ type: "equalsAny", field: "id", value: [ID_A, ID_B] }])
    ).toEqual({ id: { $in: [ID_A, ID_B] } })
    expect(
      filtersOf([{ type: "equalsAny", field: "label", value: "a|b|c" }])
    ).toEqual({ label: { $in: ["a", "b", "c"] } })
    expect(
      filtersOf([{ type: "equalsAny", field: "usageCount", value: "1|2" }])
    ).toEqual({ usage_count: { $in: [1, 2] } })
  })

  it("equals / equalsAny on a string[] field mean 'holds the element'", () => {
    expect(
      filtersOf([
        { type: "equals", field: "privileges", value: "product:read" },
      ])
    ).toEqual({
      privileges: { $contains: ["product:read"] },
    })
    expect(
      filtersOf([{ type: "equalsAny", field: "privileges", value: ["a", "b"] }])
    ).toEqual({
      $or: [
        { privileges: { $contains: ["a"] } },
        { privileges: { $contains: ["b"] } },
      ],
    })
  })

  it("contains / prefix / suffix become case-insensitive LIKE with wildcards escaped", () => {
    expect(
      filtersOf([{ type: "contains", field: "label", value: "abc" }])
    ).toEqual({ label: { $ilike: "%abc%" } })
    expect(
      filtersOf([{ type: "prefix", field: "label", value: "abc" }])
    ).toEqual({ label: { $ilike: "abc%" } })
    expect(
      filtersOf([{ type: "suffix", field: "label", value: "abc" }])
    ).toEqual({ label: { $ilike: "%abc" } })
    expect(
      filtersOf([{ type: "contains", field: "label", value: "50%_off\\" }])
    ).toEqual({
      label: { $ilike: "%50\\%\\_off\\\\%" },
    })
  })

  it("range on numbers and dates", () => {
    expect(
      filtersOf([
        {
          type: "range",
          field: "usageCount",
          parameters: { gte: 1, lt: "10" },
        },
      ])
    ).toEqual({
      usage_count: { $gte: 1, $lt: 10 },
    })
    expect(
      filtersOf([{ type: "range", field: "weight", parameters: { gt: 0.5 } }])
    ).toEqual({ weight: { $gt: 0.5 } })
    expect(
      filtersOf([
        {
          type: "range",
          field: "createdAt",
          parameters: { gte: "2024-01-01", lte: "2024-01-31T23:59:59+02:00" },
        },
      ])
    ).toEqual({
      created_at: {
        $gte: new Date("2024-01-01T00:00:00Z"),
        $lte: new Date("2024-01-31T21:59:59Z"),
      },
    })
    // Without an offset a date-time is UTC, as Shopware stores dates.
    expect(
      filtersOf([
        {
          type: "range",
          field: "lastUsedAt",
          parameters: { lt: "2024-05-31 12:30:00.250" },
        },
      ])
    ).toEqual({
      last_used_at: { $lt: new Date("2024-05-31T12:30:00.250Z") },
    })
  })

  it("multi and not, nested, with and/or operators (default and)", () => {
    expect(
      filtersOf([
        {
          type: "multi",
          operator: "OR",
          queries: [
            { type: "equals", field: "admin", value: true },
            {
              type: "not",
              queries: [
                { type: "prefix", field: "label", value: "tmp" },
                { type: "equals", field: "lastUsedAt", value: null },
              ],
            },
          ],
        },
        {
          type: "not",
          operator: "or",
          queries: [{ type: "equals", field: "label", value: "x" }],
        },
      ])
    ).toEqual({
      $and: [
        {
          $or: [
            { admin: { $eq: true } },
            {
              $not: {
                $and: [{ label: { $ilike: "tmp%" } }, { last_used_at: null }],
              },
            },
          ],
        },
        { $not: { label: { $eq: "x" } } },
      ],
    })
  })

  it("ANDs top-level filters and post-filters", () => {
    expect(
      parse({
        filter: [{ type: "equals", field: "label", value: "x" }],
        "post-filter": [{ type: "equals", field: "admin", value: true }],
      }).filters
    ).toEqual({ $and: [{ label: { $eq: "x" } }, { admin: { $eq: true } }] })
  })

  it("a json field marked filterable can only be tested for null", () => {
    const fields = {
      ...integrationFields,
      metadata: { column: "metadata", type: "json" as const, filterable: true },
    }
    const ctx = { entityName: "integration", fields, source: "body" as const }
    expect(
      parseCriteria(
        { filter: [{ type: "equals", field: "metadata", value: null }] },
        ctx
      ).filters
    ).toEqual({
      metadata: null,
    })
    expect(
      errorOf(
        { filter: [{ type: "equals", field: "metadata", value: { a: 1 } }] },
        "body",
        fields
      ).items
    ).toEqual([
      {
        status: 400,
        code: INVALID,
        pointer: "/filter/0/value",
        detail:
          '"filter[0].value" for field "metadata" cannot be compared; a json field can only be tested for null, {"a":1} given.',
      },
    ])
  })

  it("rejects an unknown filter type at /filter/i/type", () => {
    expect(
      errorOf({ filter: [{ type: "equal", field: "label", value: "x" }] }).items
    ).toEqual([
      {
        status: 400,
        code: INVALID,
        pointer: "/filter/0/type",
        detail:
          '"filter[0].type" must be one of equals, equalsAny, contains, prefix, suffix, range, not, multi; "equal" given.',
      },
    ])
  })

  it("rejects an unknown field, listing the known ones", () => {
    expect(
      errorOf({ filter: [{ type: "equals", field: "labl", value: "x" }] }).items
    ).toEqual([
      {
        status: 400,
        code: ApiErrorCode.UNMAPPED_FIELD,
        pointer: "/filter/0/field",
        detail: `Unknown field "labl" on entity integration. Known fields: ${KNOWN}.`,
      },
    ])
  })

  it("rejects filtering on a json field", () => {
    const [item] = errorOf({
      filter: [{ type: "equals", field: "metadata", value: null }],
    }).items
    expect(item.pointer).toBe("/filter/0/field")
    expect(item.detail).toBe(
      'Field "metadata" (json) of entity integration cannot be filtered by. Fields that can be filtered by: ' +
        "id, label, accessKey, admin, lastUsedAt, createdAt, privileges, usageCount, weight."
    )
  })

  it("rejects a bad id with INVALID_UUID", () => {
    expect(
      errorOf({
        filter: [{ type: "equalsAny", field: "id", value: [ID_A, "ABC"] }],
      }).items
    ).toEqual([
      {
        status: 400,
        code: ApiErrorCode.INVALID_UUID,
        pointer: "/filter/0/value/1",
        detail:
          '"filter[0].value[1]" for field "id" must be an id of 32 lowercase hexadecimal characters, "ABC" given.',
      },
    ])
  })

  it("rejects values of the wrong type at /filter/i/value", () => {
    const error = errorOf({
      filter: [
        { type: "equals", field: "admin", value: "yes" },
        { type: "equals", field: "label", value: 5 },
        {
          type: "range",
          field: "createdAt",
          parameters: { gte: "2024-02-30" },
        },
        { type: "range", field: "usageCount", parameters: { gte: 1.5 } },
      ],
    })
    expect(error.items.map((i) => [i.pointer, i.detail])).toEqual([
      [
        "/filter/0/value",
        '"filter[0].value" for field "admin" must be true or false (or "1"/"0"), "yes" given.',
      ],
      [
        "/filter/1/value",
        '"filter[1].value" for field "label" must be a string, 5 given.',
      ],
      [
        "/filter/2/parameters/gte",
        '"filter[2].parameters.gte" for field "createdAt" must be an ISO 8601 date such as 2024-05-31 or 2024-05-31T12:00:00Z, "2024-02-30" given.',
      ],
      [
        "/filter/3/parameters/gte",
        '"filter[3].parameters.gte" for field "usageCount" must be a whole number, 1.5 given.',
      ],
    ])
  })

  it("checks the shape of each filter type", () => {
    const error = errorOf({
      filter: [
        { type: "equals", field: "label" },
        { type: "contains", field: "label", value: 3 },
        { type: "contains", field: "admin", value: "x" },
        { type: "range", field: "usageCount", parameters: {} },
        { type: "range", field: "label", parameters: { gt: "a" } },
        { type: "multi", operator: "XOR", queries: [] },
        { type: "equals", field: "label", vaule: "x", value: "x" },
        "label=x",
      ],
    })
    expect(error.items.map((i) => [i.pointer, i.detail])).toEqual([
      ["/filter/0/value", '"filter[0].value" is required.'],
      ["/filter/1/value", '"filter[1].value" must be a string, 3 given.'],
      [
        "/filter/2/field",
        'Filter type "contains" works on string fields only; field "admin" is of type boolean.',
      ],
      [
        "/filter/3/parameters",
        '"filter[3].parameters" must give at least one of gte, lte, gt, lt.',
      ],
      [
        "/filter/4/field",
        'Filter type "range" works on integer, number, date fields only; field "label" is of type string.',
      ],
      [
        "/filter/5/operator",
        '"filter[5].operator" must be "and" or "or", "XOR" given.',
      ],
      [
        "/filter/5/queries",
        '"filter[5].queries" must contain at least one filter.',
      ],
      [
        "/filter/6/vaule",
        'Unknown key "vaule" in "filter[6]"; allowed keys: type, field, value.',
      ],
      [
        "/filter/7",
        '"filter[7]" must be a filter object with a "type", "label=x" given.',
      ],
    ])
  })

  it("reports problems inside nested queries with their full pointer", () => {
    const error = errorOf({
      "post-filter": [
        {
          type: "not",
          queries: [
            {
              type: "multi",
              queries: [{ type: "equals", field: "nope", value: 1 }],
            },
          ],
        },
      ],
    })
    expect(error.items.map((i) => i.pointer)).toEqual([
      "/post-filter/0/queries/0/queries/0/field",
    ])
  })

  it("rejects an empty equalsAny and a filter that is not an array", () => {
    expect(
      errorOf({ filter: [{ type: "equalsAny", field: "label", value: [] }] })
        .items[0]
    ).toMatchObject({
      pointer: "/filter/0/value",
      detail: '"filter[0].value" must contain at least one value.',
    })
    expect(errorOf({ filter: { type: "equals" } }).items[0]).toMatchObject({
      pointer: "/filter",
      detail:
        '"filter" must be an array of filter objects, {"type":"equals"} given.',
    })
  })
})
