import qs from "qs"
import { ApiErrorCode } from "../../errors"
import { errorOf, ID_A, ID_B, parse } from "./fixtures"

// The same options Express 4 uses for `req.query` ("extended" query parser).
const query = (text: string) =>
  qs.parse(text, { allowPrototypes: true, arrayLimit: 1000 })

describe("parseCriteria with a query string", () => {
  it("reads paging, sort, term and total-count-mode from strings", () => {
    expect(
      parse(
        query(
          "page=2&limit=10&sort=-createdAt,label&term=abc&total-count-mode=1"
        ),
        "query"
      )
    ).toMatchObject({
      page: 2,
      limit: 10,
      skip: 10,
      take: 10,
      filters: {
        $or: [
          { label: { $ilike: "%abc%" } },
          { access_key: { $ilike: "%abc%" } },
        ],
      },
      order: { created_at: "DESC", label: "ASC" },
      totalCountMode: 1,
    })
  })

  it("reads Shopware's simple form filter[field]=value as equals filters, also beside the full form", () => {
    expect(
      parse(query("filter[label]=ERP&filter[admin]=1"), "query").filters
    ).toEqual({
      $and: [{ label: { $eq: "ERP" } }, { admin: { $eq: true } }],
    })
    expect(
      parse(
        query(
          "filter[label]=ERP&filter[0][type]=prefix&filter[0][field]=accessKey&filter[0][value]=SWIA"
        ),
        "query"
      ).filters
    ).toEqual({
      $and: [{ access_key: { $ilike: "SWIA%" } }, { label: { $eq: "ERP" } }],
    })
  })

  it("refuses a simple filter with several values or an unknown field, naming it", () => {
    const error = errorOf(
      query("filter[label][]=a&filter[label][]=b&filter[colour]=red"),
      "query"
    )
    expect(error.items.map((i) => [i.code, i.pointer])).toEqual([
      [ApiErrorCode.INVALID_FILTER_QUERY, "/filter/label"],
      [ApiErrorCode.UNMAPPED_FIELD, "/filter/colour/field"],
    ])
    expect(error.items[0].detail).toContain("equalsAny")
  })

  it("reads nested filters, coercing values by field type", () => {
    const text =
      "filter[0][type]=equals&filter[0][field]=admin&filter[0][value]=true" +
      "&filter[1][type]=range&filter[1][field]=usageCount&filter[1][parameters][gte]=5" +
      "&filter[2][type]=multi&filter[2][operator]=or" +
      "&filter[2][queries][0][type]=equalsAny&filter[2][queries][0][field]=id&filter[2][queries][0][value]=" +
      `${ID_A}|${ID_B}` +
      "&filter[2][queries][1][type]=contains&filter[2][queries][1][field]=label&filter[2][queries][1][value]=a_b"
    expect(parse(query(text), "query").filters).toEqual({
      $and: [
        { admin: { $eq: true } },
        { usage_count: { $gte: 5 } },
        {
          $or: [
            { id: { $in: [ID_A, ID_B] } },
            { label: { $ilike: "%a\\_b%" } },
          ],
        },
      ],
    })
  })

  it("reads object-form sort, ids and includes", () => {
    const text = `sort[0][field]=label&sort[0][order]=desc&ids=${ID_A}&includes[integration][]=id&includes[integration][]=label`
    expect(parse(query(text), "query")).toMatchObject({
      order: { label: "DESC" },
      filters: { id: { $in: [ID_A] } },
      includes: ["id", "label"],
    })
  })

  it("turns index-keyed objects (qs beyond its array limit) back into arrays", () => {
    const input = {
      filter: {
        "1": { type: "equals", field: "label", value: "b" },
        "0": { type: "equals", field: "label", value: "a" },
      },
    }
    expect(parse(input, "query").filters).toEqual({
      $and: [{ label: { $eq: "a" } }, { label: { $eq: "b" } }],
    })
  })

  it("points at the offending query parameter", () => {
    const error = errorOf(
      query(
        "limit=501&filter[0][type]=equals&filter[0][field]=admin&filter[0][value]=maybe&foo=1"
      ),
      "query"
    )
    // Unknown parameters are reported first, then the known ones in criteria order.
    expect(error.items).toEqual([
      {
        status: 400,
        code: ApiErrorCode.INVALID_CRITERIA,
        pointer: "/foo",
        detail:
          'Unknown criteria parameter "foo". Allowed: page, limit, filter, post-filter, sort, term, ids, ' +
          "total-count-mode, includes, aggregations, associations, grouping, fields.",
      },
      {
        status: 400,
        code: ApiErrorCode.QUERY_LIMIT_EXCEEDED,
        pointer: "/limit",
        detail: '"limit" must be at most 500, 501 given.',
      },
      {
        status: 400,
        code: ApiErrorCode.INVALID_FILTER_QUERY,
        pointer: "/filter/0/value",
        detail:
          '"filter[0].value" for field "admin" must be true or false (or "1"/"0"), "maybe" given.',
      },
    ])
  })
})
