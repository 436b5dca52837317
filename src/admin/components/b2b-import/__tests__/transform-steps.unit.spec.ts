import i18next, { type TFunction } from "i18next"
import words from "../../../i18n"
import { parseTransform } from "../transform-steps"

/* A mapping's transform is checked in the form by the server's own step schema, each problem named in words. */

let t: TFunction
beforeAll(async () => {
  const i18n = i18next.createInstance()
  await i18n.init({
    lng: "en",
    resources: { en: words.en },
    defaultNS: "b2bHistory",
    interpolation: { escapeValue: false },
  })
  t = i18n.t
})

const problemOf = (steps: unknown) =>
  parseTransform(t, JSON.stringify(steps)).problem

describe("a mapping's transform in the form", () => {
  it("takes every step type the server knows, with its options", () => {
    const steps = [
      { type: "trim" },
      { type: "upper" },
      { type: "lower" },
      { type: "number", decimalSeparator: "," },
      { type: "date", format: "dd.MM.yyyy" },
      { type: "default", value: "1" },
      { type: "map", values: { Stk: "1" } },
    ]
    expect(parseTransform(t, JSON.stringify(steps))).toEqual({ steps })
    expect(parseTransform(t, "  ")).toEqual({ steps: null })
  })

  it("names the step and what to write instead", () => {
    expect(problemOf([{ type: "trim" }, { type: "round" }])).toBe(
      "Step 2: “round” is not a transform type; use trim, upper, lower, number, date, default, map."
    )
    expect(problemOf([{ type: "trim", format: "x" }])).toBe(
      'Step 1 (trim) does not take "format".'
    )
    expect(problemOf([{ type: "number", decimalSeparator: ";" }])).toBe(
      'Step 1 (number): decimalSeparator is "." or ",".'
    )
    expect(problemOf([{ type: "date" }])).toBe(
      'Step 1 (date) needs a format, e.g. "dd.MM.yyyy".'
    )
    expect(problemOf([{ type: "default", value: 1 }])).toMatch(
      /^Step 1 \(default\) needs a text value/
    )
    expect(problemOf([{ type: "map", values: { a: 1 } }])).toMatch(
      /^Step 1 \(map\) needs values from text to text/
    )
    expect(problemOf(["trim"])).toBe(
      'Step 1 must be an object such as {"type":"trim"}.'
    )
    expect(problemOf({ type: "trim" })).toBe(
      'The transform must be a list of steps, e.g. [{"type":"trim"}].'
    )
  })

  it("refuses before sending what the server would refuse: a NUL in a default, a map over its size", () => {
    expect(problemOf([{ type: "default", value: "a\u0000b" }])).toMatch(
      /^Step 1 \(default\)/
    )
    const values = Object.fromEntries(
      Array.from({ length: 1_001 }, (_, i) => [`k${i}`, "v"])
    )
    expect(problemOf([{ type: "map", values }])).toMatch(/^Step 1 \(map\)/)
  })
})
