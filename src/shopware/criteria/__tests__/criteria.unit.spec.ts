import { ApiError, ApiErrorCode } from "../../errors"
import { parseCriteria } from "../index"
import {
  errorOf,
  ID_A,
  ID_B,
  integrationFields,
  KNOWN,
  parse,
} from "./fixtures"

const INVALID = ApiErrorCode.INVALID_CRITERIA

describe("parseCriteria", () => {
  it("defaults: first page of 500, no filters, no order, no total count", () => {
    const expected = {
      page: 1,
      limit: 500,
      skip: 0,
      take: 500,
      filters: {},
      aggregationFilters: {},
      postFilters: {},
      order: {},
      sorts: [],
      totalCountMode: 0,
      aggregations: [],
      grouping: [],
    }
    expect(parse({})).toEqual(expected)
    expect(parse(undefined)).toEqual(expected)
    expect(parse({ limit: null, page: null })).toEqual(expected)
    expect(parse({})).not.toHaveProperty("includes")
  })

  it("turns page and limit into skip and take", () => {
    expect(parse({ page: 3, limit: 25 })).toMatchObject({
      page: 3,
      limit: 25,
      skip: 50,
      take: 25,
    })
    expect(parse({ page: "2", limit: "500" })).toMatchObject({
      page: 2,
      limit: 500,
      skip: 500,
      take: 500,
    })
  })

  it("a limit above 500 is QUERY_LIMIT_EXCEEDED at /limit", () => {
    const error = errorOf({ limit: 501 })
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(400)
    expect(error.items).toEqual([
      {
        status: 400,
        code: ApiErrorCode.QUERY_LIMIT_EXCEEDED,
        pointer: "/limit",
        detail: '"limit" must be at most 500, 501 given.',
      },
    ])
  })

  it("a limit or page below 1, or not a whole number, is Shopware's INVALID_LIMIT_QUERY / INVALID_PAGE_QUERY", () => {
    expect(errorOf({ limit: 0 }).items).toEqual([
      {
        status: 400,
        code: ApiErrorCode.INVALID_LIMIT_QUERY,
        pointer: "/limit",
        detail: '"limit" must be at least 1, 0 given.',
      },
    ])
    expect(errorOf({ page: 0, limit: "ten" }).items).toEqual([
      {
        status: 400,
        code: ApiErrorCode.INVALID_PAGE_QUERY,
        pointer: "/page",
        detail: '"page" must be at least 1, 0 given.',
      },
      {
        status: 400,
        code: ApiErrorCode.INVALID_LIMIT_QUERY,
        pointer: "/limit",
        detail:
          '"limit" must be a whole number between 1 and 500, "ten" given.',
      },
    ])
  })

  it("caps page so the row offset stays an exact number", () => {
    expect(errorOf({ page: Number.MAX_SAFE_INTEGER }).items).toEqual([
      {
        status: 400,
        code: ApiErrorCode.INVALID_PAGE_QUERY,
        pointer: "/page",
        detail: `"page" must be at most 18014398509481, ${Number.MAX_SAFE_INTEGER} given.`,
      },
    ])
  })

  it("sorts in request order, ASC by default, order case-insensitive", () => {
    expect(
      parse({
        sort: [
          { field: "createdAt", order: "desc" },
          { field: "integration.label" },
          { field: "admin", order: "ASC", naturalSorting: true },
        ],
      }).order
    ).toEqual({ created_at: "DESC", label: "ASC", admin: "ASC" })
    expect(
      Object.keys(
        parse({ sort: [{ field: "label" }, { field: "createdAt" }] }).order
      )
    ).toEqual(["label", "created_at"])
  })

  it("accepts the -field,field sort form", () => {
    expect(parse({ sort: "-label,accessKey" }).order).toEqual({
      label: "DESC",
      access_key: "ASC",
    })
  })

  it("rejects a bad sort order, unknown and unsortable sort fields", () => {
    const error = errorOf({
      sort: [
        { field: "label", order: "up" },
        { field: "privileges" },
        { field: "nope" },
      ],
    })
    expect(error.items).toEqual([
      {
        status: 400,
        code: ApiErrorCode.INVALID_SORT_QUERY,
        pointer: "/sort/0/order",
        detail: '"sort[0].order" must be "ASC" or "DESC", "up" given.',
      },
      {
        status: 400,
        code: ApiErrorCode.INVALID_SORT_QUERY,
        pointer: "/sort/1/field",
        detail:
          'Field "privileges" (string[]) of entity integration cannot be sorted by. Fields that can be sorted by: ' +
          "id, label, accessKey, admin, lastUsedAt, createdAt, usageCount, weight.",
      },
      {
        status: 400,
        code: ApiErrorCode.UNMAPPED_FIELD,
        pointer: "/sort/2/field",
        detail: `Unknown field "nope" on entity integration. Known fields: ${KNOWN}.`,
      },
    ])
    expect(errorOf({ sort: "-lable" }).items[0]).toMatchObject({
      pointer: "/sort",
    })
  })

  it("term searches every searchable field, case-insensitively, with wildcards escaped", () => {
    expect(parse({ term: " 100%_ " }).filters).toEqual({
      $or: [
        { label: { $ilike: "%100\\%\\_%" } },
        { access_key: { $ilike: "%100\\%\\_%" } },
      ],
    })
    expect(parse({ term: "  " }).filters).toEqual({})
  })

  it("term on an entity without searchable fields is rejected", () => {
    const fields = { id: integrationFields.id, admin: integrationFields.admin }
    expect(errorOf({ term: "x" }, "body", fields).items).toEqual([
      {
        status: 400,
        code: INVALID,
        pointer: "/term",
        detail:
          'Entity integration has no searchable fields, so "term" cannot be used; use a "contains" filter instead.',
      },
    ])
  })

  it("ids narrow to the given ids and are ANDed with filters", () => {
    expect(
      parse({
        ids: [ID_A, ID_B],
        filter: [{ type: "equals", field: "admin", value: true }],
      }).filters
    ).toEqual({
      $and: [{ admin: { $eq: true } }, { id: { $in: [ID_A, ID_B] } }],
    })
    expect(parse({ ids: `${ID_A}|${ID_B}` }).filters).toEqual({
      id: { $in: [ID_A, ID_B] },
    })
  })

  it("a malformed id is INVALID_UUID", () => {
    expect(errorOf({ ids: [ID_A, "not-an-id"] }).items).toEqual([
      {
        status: 400,
        code: ApiErrorCode.INVALID_UUID,
        pointer: "/ids/1",
        detail:
          '"ids" must contain ids of 32 lowercase hexadecimal characters, "not-an-id" given.',
      },
    ])
  })

  it("total-count-mode by number, numeric string or name", () => {
    expect(parse({ "total-count-mode": 1 }).totalCountMode).toBe(1)
    expect(parse({ "total-count-mode": "2" }).totalCountMode).toBe(2)
    expect(parse({ "total-count-mode": "none" }).totalCountMode).toBe(0)
    expect(parse({ "total-count-mode": "exact" }).totalCountMode).toBe(1)
    expect(parse({ "total-count-mode": "next-pages" }).totalCountMode).toBe(2)
    // As Shopware: out of range or unknown counts nothing; a list has no text and is refused.
    expect(parse({ "total-count-mode": 3 }).totalCountMode).toBe(0)
    expect(parse({ "total-count-mode": "-1" }).totalCountMode).toBe(0)
    expect(parse({ "total-count-mode": "all" }).totalCountMode).toBe(0)
    expect(parse({ "total-count-mode": "1.5" }).totalCountMode).toBe(1)
    expect(parse({ "total-count-mode": true }).totalCountMode).toBe(1)
    expect(errorOf({ "total-count-mode": [1] }).items).toEqual([
      expect.objectContaining({
        pointer: "/total-count-mode",
        detail:
          '"total-count-mode" must be 0 (none), 1 (exact) or 2 (next-pages), [1] given.',
      }),
    ])
  })

  it("includes: only the own entity's list counts, deduplicated", () => {
    const parsed = parse({
      includes: {
        integration: ["id", "label", "integration.label"],
        user: ["whatever"],
      },
    })
    expect(parsed.includes).toEqual(["id", "label"])
    expect(parse({ includes: { user: ["whatever"] } })).not.toHaveProperty(
      "includes"
    )
    expect(
      parse({ includes: { integration: "id, accessKey" } }).includes
    ).toEqual(["id", "accessKey"])
  })

  it("an unknown include field is rejected", () => {
    expect(
      errorOf({ includes: { integration: ["id", "secret"] } }).items
    ).toEqual([
      {
        status: 400,
        code: ApiErrorCode.UNMAPPED_FIELD,
        pointer: "/includes/integration/1",
        detail: `Unknown field "secret" on entity integration. Known fields: ${KNOWN}.`,
      },
    ])
  })

  it("rejects unknown keys, naming the ones it reads", () => {
    expect(errorOf({ limt: 5 }).items).toEqual([
      {
        status: 400,
        code: INVALID,
        pointer: "/limt",
        detail:
          'Unknown criteria parameter "limt". Allowed: page, limit, filter, post-filter, sort, term, ids, ' +
          "total-count-mode, includes, aggregations, associations, grouping, fields.",
      },
    ])
  })

  it("rejects a criteria that is not an object", () => {
    expect(errorOf([1, 2]).items).toEqual([
      {
        status: 400,
        code: INVALID,
        pointer: "",
        detail: "The criteria must be an object, [1,2] given.",
      },
    ])
  })

  it("answers every id listed, reading no paging or count mode beside ids, as Shopware does", () => {
    expect(
      parse({
        ids: [ID_A, ID_B, ID_A],
        limit: 1,
        page: 3,
        "total-count-mode": 1,
      })
    ).toMatchObject({ page: 1, limit: 2, skip: 0, take: 2, totalCountMode: 0 })
    expect(
      errorOf({ ids: ["nope"], limit: 0 }).items.map((i) => i.pointer)
    ).toEqual(["/ids/0"])
  })

  it("collects several problems into one ApiError", () => {
    const error = errorOf({
      limit: 1000,
      filter: [{ type: "equals", field: "labl", value: "x" }],
      sort: [{ field: "label", order: "sideways" }],
      term: 5,
      includes: { integration: ["nope"] },
    })
    expect(error.items.map((i) => [i.code, i.pointer])).toEqual([
      [ApiErrorCode.QUERY_LIMIT_EXCEEDED, "/limit"],
      [ApiErrorCode.UNMAPPED_FIELD, "/filter/0/field"],
      [ApiErrorCode.INVALID_CRITERIA, "/term"],
      [ApiErrorCode.INVALID_SORT_QUERY, "/sort/0/order"],
      [ApiErrorCode.UNMAPPED_FIELD, "/includes/integration/0"],
    ])
    expect(error.status).toBe(400)
  })

  it("puts only whitelisted columns into the query", () => {
    const ctx = {
      entityName: "integration",
      fields: integrationFields,
      source: "body" as const,
    }
    const parsed = parseCriteria(
      {
        filter: [
          { type: "equals", field: "label", value: "'; DROP TABLE x; --" },
        ],
      },
      ctx
    )
    expect(parsed.filters).toEqual({ label: { $eq: "'; DROP TABLE x; --" } })
    expect(
      errorOf({
        filter: [{ type: "equals", field: "label", value: { $ne: null } }],
      }).items[0].pointer
    ).toBe("/filter/0/value")
    expect(errorOf({ sort: [{ field: "__proto__" }] }).items[0].pointer).toBe(
      "/sort/0/field"
    )
  })
})
