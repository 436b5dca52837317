import {
  describeFileNameNul,
  describeInputProblem,
  findInputProblem,
  MAX_INPUT_DEPTH,
} from "../input-limits"

/** `levels` arrays nested in one another, built without recursion. */
function nestedArrays(levels: number): unknown {
  let value: unknown = []
  for (let i = 1; i < levels; i++) value = [value]
  return value
}

describe("findInputProblem", () => {
  it("passes ordinary input", () => {
    expect(
      findInputProblem({
        filter: [{ type: "equals", field: "name", value: "Bolt M6" }],
        limit: 10,
        tags: ["a", "b"],
      })
    ).toBeUndefined()
    expect(findInputProblem(undefined)).toBeUndefined()
    expect(findInputProblem("plain text")).toBeUndefined()
    expect(findInputProblem(Buffer.from([0, 0, 0]))).toBeUndefined()
  })

  it("finds a NUL in a value and in a key, naming where, in document order", () => {
    expect(
      findInputProblem({
        a: "ok",
        filter: [{ value: "x\u0000y" }],
        z: "\u0000",
      })
    ).toEqual({ kind: "nul", path: ["filter", 0, "value"] })
    expect(findInputProblem({ ["na\u0000me"]: "x" })).toEqual({
      kind: "nul",
      path: ["na\u0000me"],
    })
    expect(findInputProblem("\u0000")).toEqual({ kind: "nul", path: [] })
  })

  it(`accepts ${MAX_INPUT_DEPTH} levels of nesting and refuses one more`, () => {
    expect(findInputProblem(nestedArrays(MAX_INPUT_DEPTH))).toBeUndefined()
    const problem = findInputProblem(nestedArrays(MAX_INPUT_DEPTH + 1))
    expect(problem).toEqual({
      kind: "depth",
      path: Array(MAX_INPUT_DEPTH).fill(0),
      maxDepth: MAX_INPUT_DEPTH,
    })
  })

  it("walks 30,000 and 1,000,000 nested arrays without overflowing the stack", () => {
    for (const levels of [30_000, 1_000_000]) {
      expect(findInputProblem(nestedArrays(levels))).toMatchObject({
        kind: "depth",
        maxDepth: MAX_INPUT_DEPTH,
      })
    }
  })
})

describe("describeInputProblem", () => {
  it("names the parameter as the client writes it", () => {
    expect(describeInputProblem("path", { kind: "nul", path: ["id"] })).toBe(
      'The path parameter "id" contains a NUL character (\\0), which no value may hold; remove it and send the request again.'
    )
    expect(
      describeInputProblem("query", {
        kind: "nul",
        path: ["filter", 0, "value"],
      })
    ).toMatch(/^The query parameter "filter\[0\]\[value\]" contains a NUL/)
    expect(
      describeInputProblem("body", {
        kind: "nul",
        path: ["filter", 0, "value"],
      })
    ).toMatch(/^The field "filter\[0\]\.value" contains a NUL/)
    expect(
      describeInputProblem("form", { kind: "nul", path: ["profileId"] })
    ).toMatch(/^The form field "profileId" contains a NUL/)
    expect(
      describeInputProblem("body", { kind: "nul", path: ["a\u0000b"] })
    ).toMatch(/^The field "a\\0b" contains/)
    expect(describeInputProblem("path", { kind: "nul", path: [] })).toMatch(
      /^The URL path contains a NUL/
    )
    expect(describeFileNameNul("file")).toMatch(
      /^The file name of the form field "file" contains a NUL character .*again\.$/
    )
  })

  it("says how deep input may be, shortening a long location", () => {
    const text = describeInputProblem("body", {
      kind: "depth",
      path: Array(32).fill(0),
      maxDepth: 32,
    })
    expect(text).toMatch(
      /^The field "\[0\]\[0\].*…" is nested deeper than 32 levels of objects and arrays; send flatter input\.$/
    )
    expect(text.length).toBeLessThan(200)
    expect(
      describeInputProblem("body", { kind: "depth", path: [], maxDepth: 0 })
    ).toMatch(/^The request body is nested deeper/)
  })
})
