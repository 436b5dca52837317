import { orderNumberText } from "../pipeline/order/order-number"
import { csvDelimiterSchema, rejectionReasonSchema } from "../schemas"

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
