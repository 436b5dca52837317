import { orderNumberText } from "../pipeline/order/order-number"
import {
  csvDelimiterSchema,
  currencyCodeSchema,
  mappingPositionSchema,
  priceTolerancePercentSchema,
  referenceIdSchema,
  rejectionReasonSchema,
  transformStepSchema,
} from "../schemas"

describe("csvDelimiterSchema", () => {
  it.each([";", ",", "|", "\t", "#"])("takes %j", (c) => {
    expect(csvDelimiterSchema.safeParse(c).success).toBe(true)
  })

  it.each([
    '"',
    "\n",
    "\r",
    "\u0085",
    "\u2028",
    "\ufeff",
    "\u200b",
    "a",
    "1",
    ";;",
    "\ud800",
  ])("refuses %j, saying what it must be", (c) => {
    const parsed = csvDelimiterSchema.safeParse(c)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0].message).toMatch(/^must be/)
  })
})

describe("rejectionReasonSchema", () => {
  it.each(["", "   ", "\u200b\u200b", "\ufeff", "\u3164", " \u2800 "])(
    "refuses a reason a reader cannot see: %j",
    (reason) => {
      expect(rejectionReasonSchema.safeParse(reason).success).toBe(false)
    }
  )

  it("takes a reason and trims it", () => {
    expect(rejectionReasonSchema.parse("  Kunde storniert ")).toBe(
      "Kunde storniert"
    )
  })
})

describe("orderNumberText", () => {
  it.each([
    "\u200bIV-1",
    "IV-1\ufe0f",
    "IV\u034f-1",
    "\u3164IV-1",
    "IV-1\u115f",
    "\u2800IV-1",
    " IV-1\u00ad ",
  ])("reads %j as the number a reader sees", (sent) => {
    expect(orderNumberText(sent)).toBe("IV-1")
  })
})

describe("values PostgreSQL could not store (each was a 500)", () => {
  const ok =
    (schema: { safeParse: (v: unknown) => { success: boolean } }) =>
    (value: unknown) =>
      schema.safeParse(value).success

  it("transform texts: no half characters or NUL, bounded, kept as sent", () => {
    const step = ok(transformStepSchema)
    expect(step({ type: "default", value: " 0 " })).toBe(true)
    expect(step({ type: "default", value: "x\ud800" })).toBe(false)
    expect(step({ type: "date", format: "dd.MM.yyyy\u0000" })).toBe(false)
    expect(step({ type: "map", values: { "\udc00": "a" } })).toBe(false)
    expect(step({ type: "map", values: { a: "b\ud800" } })).toBe(false)
    expect(step({ type: "default", value: "a".repeat(1_001) })).toBe(false)
    const many = Object.fromEntries(
      Array.from({ length: 1_001 }, (_, i) => [`k${i}`, "v"])
    )
    expect(step({ type: "map", values: many })).toBe(false)
  })

  it("positions fit a 4-byte integer, tolerances a float, ids and currencies their shape", () => {
    expect(ok(mappingPositionSchema)(2_147_483_647)).toBe(true)
    expect(ok(mappingPositionSchema)(2_147_483_648)).toBe(false)
    expect(ok(priceTolerancePercentSchema)(0)).toBe(true)
    expect(ok(priceTolerancePercentSchema)(2.5)).toBe(true)
    expect(ok(priceTolerancePercentSchema)(1e-320)).toBe(false)
    expect(ok(referenceIdSchema)("reg_01HV3K8Z")).toBe(true)
    expect(ok(referenceIdSchema)("r".repeat(101))).toBe(false)
    expect(ok(referenceIdSchema)("reg\ud800")).toBe(false)
    expect(currencyCodeSchema.parse("EUR")).toBe("eur")
    expect(ok(currencyCodeSchema)("eu\ud800")).toBe(false)
  })
})
