import { applyTransforms, parseDecimal } from "../transforms"

const comma = { decimalSeparator: "," as const }
const point = { decimalSeparator: "." as const }

describe("applyTransforms", () => {
  it("passes the value through without steps", () => {
    expect(applyTransforms(" a ", null, comma)).toEqual({
      ok: true,
      value: " a ",
    })
    expect(applyTransforms(undefined, [], comma)).toEqual({
      ok: true,
      value: undefined,
    })
  })

  it("trims and changes case, in the order of the steps", () => {
    expect(
      applyTransforms("  ab-1 ", [{ type: "trim" }, { type: "upper" }], comma)
    ).toEqual({ ok: true, value: "AB-1" })
    expect(
      applyTransforms("Max@Example.COM", [{ type: "lower" }], comma)
    ).toEqual({ ok: true, value: "max@example.com" })
  })

  it("fills an empty or missing value with the default", () => {
    const steps = [{ type: "default" as const, value: "1" }]
    expect(applyTransforms("", steps, comma)).toEqual({ ok: true, value: "1" })
    expect(applyTransforms("  ", steps, comma)).toEqual({
      ok: true,
      value: "1",
    })
    expect(applyTransforms(undefined, steps, comma)).toEqual({
      ok: true,
      value: "1",
    })
    expect(applyTransforms("5", steps, comma)).toEqual({ ok: true, value: "5" })
  })

  it("maps listed values exactly and lets other values pass", () => {
    const steps = [{ type: "map" as const, values: { Stk: "1", VE: "12" } }]
    expect(applyTransforms("VE", steps, comma)).toEqual({
      ok: true,
      value: "12",
    })
    expect(applyTransforms("ve", steps, comma)).toEqual({
      ok: true,
      value: "ve",
    })
    expect(applyTransforms("toString", steps, comma)).toEqual({
      ok: true,
      value: "toString",
    })
  })

  it.each([
    ["1.234,56", ",", "1234.56"],
    ["1 234,5", ",", "1234.5"],
    ["1\u202f234\u00a0567,00", ",", "1234567.00"],
    ["-3,5", ",", "-3.5"],
    ["12", ",", "12"],
    ["1,234.56", ".", "1234.56"],
    [",5", ",", "0.5"],
  ])(
    "normalises the number %j (decimal separator %j) to %j",
    (raw, sep, out) => {
      expect(
        applyTransforms(raw, [{ type: "number" }], {
          decimalSeparator: sep as "," | ".",
        })
      ).toEqual({ ok: true, value: out })
    }
  )

  it("uses the step's decimal separator over the profile's", () => {
    expect(
      applyTransforms("2.5", [{ type: "number", decimalSeparator: "." }], comma)
    ).toEqual({ ok: true, value: "2.5" })
  })

  it.each([["12a"], ["1.5"], ["1,2,3"], ["12 €"]])(
    "rejects %j as a number with decimal comma",
    (raw) => {
      expect(applyTransforms(raw, [{ type: "number" }], comma)).toEqual({
        ok: false,
        code: "INVALID_NUMBER",
        message: `'${raw}' is not a number; use digits with ',' as decimal separator`,
      })
    }
  )

  it("reads dates in the given format as yyyy-MM-dd", () => {
    expect(
      applyTransforms(
        "24.12.2024",
        [{ type: "date", format: "dd.MM.yyyy" }],
        comma
      )
    ).toEqual({ ok: true, value: "2024-12-24" })
    expect(
      applyTransforms("12/24/24", [{ type: "date", format: "MM/dd/yy" }], comma)
    ).toEqual({ ok: true, value: "2024-12-24" })
    expect(
      applyTransforms("", [{ type: "date", format: "dd.MM.yyyy" }], comma)
    ).toEqual({ ok: true, value: "" })
  })

  it("names the expected format when a date does not fit it", () => {
    expect(
      applyTransforms(
        "31.02.2024",
        [{ type: "date", format: "dd.MM.yyyy" }],
        comma
      )
    ).toEqual({
      ok: false,
      code: "INVALID_DATE",
      message:
        "'31.02.2024' is not a date in the format dd.MM.yyyy (e.g. 24.12.2024)",
    })
    expect(
      applyTransforms(
        "2024-12-24",
        [{ type: "date", format: "dd.MM.yyyy" }],
        comma
      )
    ).toMatchObject({ ok: false, code: "INVALID_DATE" })
  })

  it("stops at the first step that fails", () => {
    const steps = [
      { type: "trim" as const },
      { type: "number" as const },
      { type: "default" as const, value: "0" },
    ]
    expect(applyTransforms(" x ", steps, point)).toMatchObject({
      ok: false,
      code: "INVALID_NUMBER",
    })
  })
})

describe("parseDecimal", () => {
  it("reads numbers as the clerk wrote them", () => {
    expect(parseDecimal("1.234,56", ",")).toBe(1234.56)
    expect(parseDecimal("1,234.56", ".")).toBe(1234.56)
    expect(parseDecimal("-0,5", ",")).toBe(-0.5)
    expect(parseDecimal("abc", ",")).toBeNull()
    expect(parseDecimal("", ",")).toBeNull()
  })
})
