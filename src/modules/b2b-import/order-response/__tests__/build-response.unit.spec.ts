import { buildOrderResponse, isDecided } from "../build-response"
import { orderResponseSchema } from "../schema"
import { fileLine, ISSUED, order, prepared, record } from "./response-fixtures"

const build =
  (...args: Parameters<typeof record>) =>
  (o = null as ReturnType<typeof order> | null) =>
    buildOrderResponse({
      record: record(...args),
      order: o,
      issuedAt: ISSUED,
      filePrices: "net",
    })

describe("the order response of a record", () => {
  it("pending has none: nothing is decided yet", () => {
    expect(isDecided("pending")).toBe(false)
    expect(isDecided("parsed")).toBe(true)
  })

  it("approved as ordered: accepted, each line as the file said, the order's totals", () => {
    const lines = [fileLine(1, "A-1", 2, 10), fileLine(2, "B-2", 1, null)]
    const response = build({
      status: "approved",
      order_id: "order_b2b_1",
      prepared_order: prepared(lines),
      line_count: 2,
    })(
      order(
        [
          [1, "A-1", 2, 10],
          [2, "B-2", 1, 7.5],
        ],
        { total: 32.13, taxTotal: 5.13 }
      )
    )
    expect(orderResponseSchema.parse(response)).toEqual(response)
    expect(response).toMatchObject({
      decision: "accepted",
      externalOrderNumber: "PO-4711",
      orderId: "order_b2b_1",
      currency: "EUR",
      reason: null,
      totals: {
        lines: 2,
        accepted: 2,
        changed: 0,
        rejected: 0,
        lineAmount: 27.5,
        total: 32.13,
        taxTotal: 5.13,
      },
    })
    // A file without a price leaves it to the shop: no change.
    expect(response.lines[1]).toMatchObject({
      sku: "B-2",
      status: "accepted",
      orderedUnitPrice: null,
      confirmedUnitPrice: 7.5,
      changes: [],
    })
  })

  it("approved with another price or quantity than the file's: changed, old and new", () => {
    const lines = [fileLine(1, "A-1", 2, 10), fileLine(3, "C-3", 5, 1)]
    const response = build({
      status: "approved",
      prepared_order: prepared(lines),
    })(
      order([
        [1, "A-1", 2, 12.5],
        [3, "C-3", 4, 1],
      ])
    )
    expect(response.decision).toBe("accepted_with_changes")
    expect(response.lines.map((l) => [l.lineNumber, l.row, l.status])).toEqual([
      [1, 1, "changed"],
      [2, 3, "changed"],
    ])
    expect(response.lines[0].changes).toEqual([
      {
        field: "unitPrice",
        before: 10,
        after: 12.5,
        message: "Unit price 10 ordered, 12.5 confirmed (net).",
      },
    ])
    expect(response.lines[1].changes[0]).toMatchObject({
      field: "quantity",
      before: 5,
      after: 4,
    })
  })

  it("approved, a file line the order no longer has: rejected with the reason", () => {
    const lines = [fileLine(1, "A-1", 2, 10), fileLine(2, "B-2", 1, 3)]
    const response = build({
      status: "approved",
      prepared_order: prepared(lines),
    })(order([[1, "A-1", 2, 10]]))
    expect(response.decision).toBe("accepted_with_changes")
    expect(response.lines[1]).toMatchObject({
      status: "rejected",
      confirmedQuantity: 0,
      lineAmount: null,
    })
    expect(response.lines[1].problems[0].message).toContain(
      "not in the shop's order"
    )
  })

  it("awaiting approval: acknowledged, lines pending with what the shop would change", () => {
    const lines = [fileLine(1, "A-1", 2, 10)]
    const response = build({
      status: "awaiting_approval",
      prepared_order: prepared(lines, [{ row: 1, quantity: 2, unitPrice: 9 }]),
    })()
    expect(response).toMatchObject({
      decision: "acknowledged",
      orderId: null,
      totals: { pending: 1, lineAmount: 18 },
    })
    expect(response.reason).toContain("awaits the shop's approval")
    expect(response.lines[0]).toMatchObject({
      status: "pending",
      confirmedUnitPrice: 9,
    })
  })

  it("rejected by a clerk: not accepted, every line with the clerk's reason", () => {
    const response = build({
      status: "rejected",
      rejection_reason: "Customer on credit hold",
      prepared_order: prepared([fileLine(1, "A-1", 2, 10)]),
    })()
    expect(response.decision).toBe("rejected")
    expect(response.reason).toBe(
      "The shop rejected the order: Customer on credit hold."
    )
    expect(response.lines[0]).toMatchObject({
      status: "rejected",
      confirmedQuantity: 0,
    })
    expect(response.lines[0].problems[0].message).toContain(
      "Customer on credit hold"
    )
  })

  it("mapped with row errors: rejected, one line per file line with its errors, the SKU where an error names it", () => {
    const errors = [
      {
        row: 2,
        column: "sku",
        value: "NOPE",
        code: "UNKNOWN_SKU",
        message: "SKU 'NOPE' is unknown in the catalogue.",
      },
      {
        row: 2,
        column: "qty",
        value: "0",
        code: "INVALID_QUANTITY",
        message: "Quantity must be positive.",
      },
      {
        row: 4,
        column: "qty",
        value: "9",
        code: "INSUFFICIENT_STOCK",
        message: "Only 3 in stock.",
      },
    ]
    const response = build({
      status: "mapped",
      errors,
      line_count: 5,
      error_message: "2 of 5 lines have problems",
    })()
    expect(response).toMatchObject({
      decision: "rejected",
      totals: { lines: 5, rejected: 2 },
    })
    expect(response.reason).toBe(
      "The order was not accepted: 2 of 5 lines have problems"
    )
    expect(
      response.lines.map((l) => [l.row, l.sku, l.problems.length])
    ).toEqual([
      [2, "NOPE", 2],
      [4, null, 1],
    ])
  })

  it("parsed, not mapped (a column the profile needs is missing): rejected, each named row with its problem, valid against the schema", () => {
    const errors = [
      {
        row: null,
        column: "Menge",
        value: null,
        code: "MISSING_COLUMN",
        message:
          "The file has no column 'Menge', which the profile maps to quantity.",
      },
      {
        row: 3,
        column: "Artikel",
        value: "",
        code: "REQUIRED",
        message: "Artikel is empty.",
      },
    ]
    const response = build({
      status: "parsed",
      errors,
      line_count: 4,
      error_message: "The file could not be mapped to an order",
    })()
    expect(orderResponseSchema.safeParse(response).success).toBe(true)
    expect(response).toMatchObject({
      decision: "rejected",
      externalOrderNumber: "PO-4711",
      orderId: null,
    })
    expect(response.reason).toContain("The file could not be mapped")
    expect(response.lines.map((l) => [l.row, l.problems.length])).toEqual([
      [3, 1],
    ])
    expect(response.problems.map((p) => p.code)).toContain("MISSING_COLUMN")
  })

  it("a file nobody could read: rejected at header level, no lines", () => {
    const errors = [
      {
        row: null,
        column: null,
        value: null,
        code: "PARSE_ERROR",
        message: "The file is not XML.",
      },
    ]
    const response = build({
      status: "failed",
      errors,
      external_order_number: null,
    })()
    expect(response).toMatchObject({
      decision: "rejected",
      lines: [],
      externalOrderNumber: null,
    })
    expect(response.problems).toEqual(errors)
  })
})
