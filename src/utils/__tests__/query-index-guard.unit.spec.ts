import qs from "qs"
import {
  QUERY_INDEX_LIMIT,
  guardQueryIndexes,
  namesLargeIndex,
} from "../query-index-guard"

describe("query-string array index guard", () => {
  it("finds an index above the limit, also percent-encoded", () => {
    expect(namesLargeIndex("filter[100000000][type]=equals")).toBe(true)
    expect(namesLargeIndex("a%5B4294967294%5D=1")).toBe(true)
    expect(namesLargeIndex("a[%31%30%30%30%30%30%30]=1")).toBe(true)
    expect(namesLargeIndex(`a[${QUERY_INDEX_LIMIT}]=1`)).toBe(false)
    expect(namesLargeIndex("filter[0][type]=equals&limit=100000000")).toBe(
      false
    )
    // Leading zeros make a key, not an index, for qs as here.
    expect(namesLargeIndex("a[000100000000]=1")).toBe(false)
  })

  it("makes Medusa's qs read a huge index as a key instead of a sparse array, and leaves other query strings alone", () => {
    const parser = {
      parse: (text: string, options?: { arrayLimit?: number }) =>
        qs.parse(text, options),
    }
    guardQueryIndexes(parser)
    guardQueryIndexes(parser) // a second call wraps nothing more
    const huge = parser.parse("x[100000000]=1", {
      arrayLimit: Infinity,
    }) as { x: unknown }
    expect(Array.isArray(huge.x)).toBe(false)
    expect(huge.x).toEqual({ "100000000": "1" })
    const ids = Array.from({ length: 900 }, (_, i) => `id[]=a${i}`).join("&")
    const list = parser.parse(ids, { arrayLimit: Infinity }) as {
      id: string[]
    }
    expect(list.id).toHaveLength(900) // qs reads 1,000 parameters at most
    expect(
      parser.parse("filter[1][type]=equals", { arrayLimit: Infinity })
    ).toEqual({ filter: [{ type: "equals" }] })
  })

  it("guards the qs module Medusa's loader parses every request with", () => {
    guardQueryIndexes()
    const medusasQs = require(
      require.resolve("qs", {
        paths: [require("path").dirname(require.resolve("@medusajs/medusa"))],
      })
    ) as typeof qs
    const parsed = medusasQs.parse("x[100000000]=1", {
      arrayLimit: Infinity,
    }) as { x: unknown }
    expect(Array.isArray(parsed.x)).toBe(false)
  })
})
