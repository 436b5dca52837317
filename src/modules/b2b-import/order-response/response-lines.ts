import type { PreparedOrder } from "../pipeline/order/types"
import type { MappedLine, RowError } from "../pipeline/types"
import type { LineChange, LineDecision, ResponseLine } from "./schema"

/** An item of the shop's order as the response reads it (`row`: the file line it came from, from its metadata). */
export type ResponseOrderItem = {
  row: number | null
  sku: string | null
  title: string | null
  quantity: number
  unitPrice: number
  taxInclusive: boolean
}

/** A line's problem as the response lists it (a row error, or the shop's own reason). */
type Problem = ResponseLine["problems"][number]

/** Prices are compared to a hundredth of a cent: a file's 9.9 and the order's 9.90000001 are one price. */
const samePrice = (a: number, b: number) => Math.abs(a - b) < 0.00005

export const rounded = (value: number, digits: number) =>
  Math.round(value * 10 ** digits) / 10 ** digits

/** The line's amount: confirmed quantity × confirmed unit price (null without a price). */
const amountOf = (quantity: number | null, price: number | null) =>
  quantity === null || price === null ? null : rounded(quantity * price, 2)

function line(
  fields: Omit<ResponseLine, "lineNumber" | "lineAmount" | "changes"> & {
    changes?: LineChange[]
  }
): ResponseLine {
  return {
    lineNumber: 0,
    ...fields,
    changes: fields.changes ?? [],
    lineAmount:
      fields.status === "rejected"
        ? null
        : amountOf(fields.confirmedQuantity, fields.confirmedUnitPrice),
  }
}

/** What differs between the file's line and what the shop orders, in words. */
function changesOf(
  ordered: { quantity: number | null; unitPrice: number | null },
  confirmed: { quantity: number; unitPrice: number }
): LineChange[] {
  const changes: LineChange[] = []
  if (ordered.quantity !== confirmed.quantity)
    changes.push({
      field: "quantity",
      before: ordered.quantity,
      after: confirmed.quantity,
      message:
        ordered.quantity === null
          ? `The shop added ${confirmed.quantity} to the order.`
          : `Quantity ${ordered.quantity} ordered, ${confirmed.quantity} confirmed.`,
    })
  // A file without a price leaves it to the shop: no change.
  if (
    ordered.unitPrice !== null &&
    !samePrice(ordered.unitPrice, confirmed.unitPrice)
  )
    changes.push({
      field: "unitPrice",
      before: ordered.unitPrice,
      after: confirmed.unitPrice,
      message: `Unit price ${ordered.unitPrice} ordered, ${confirmed.unitPrice} confirmed.`,
    })
  return changes
}

/** An approved record's lines: the file's lines against the order's items (matched by file line), and items the order gained. */
export function orderLines(
  fileLines: MappedLine[],
  items: ResponseOrderItem[]
): ResponseLine[] {
  const byRow = new Map(items.map((i) => [i.row, i]))
  const lines = fileLines.map((ordered) => {
    const item = byRow.get(ordered.row)
    byRow.delete(ordered.row)
    if (!item)
      return line({
        row: ordered.row,
        sku: ordered.sku,
        title: null,
        status: "rejected",
        orderedQuantity: ordered.quantity,
        confirmedQuantity: 0,
        orderedUnitPrice: ordered.unitPrice,
        confirmedUnitPrice: null,
        taxInclusive: null,
        problems: [
          {
            row: ordered.row,
            column: null,
            value: ordered.sku,
            code: "NOT_IN_ORDER",
            message: `SKU '${ordered.sku}' is not in the shop's order (it was removed after the import).`,
          },
        ],
      })
    const changes = changesOf(ordered, item)
    return line({
      row: ordered.row,
      sku: item.sku ?? ordered.sku,
      title: item.title,
      status: changes.length ? "changed" : "accepted",
      orderedQuantity: ordered.quantity,
      confirmedQuantity: item.quantity,
      orderedUnitPrice: ordered.unitPrice,
      confirmedUnitPrice: item.unitPrice,
      taxInclusive: item.taxInclusive,
      changes,
      problems: [],
    })
  })
  // Items not from the file: the whole order when the file's lines were not kept, else what the shop added.
  const added = [...byRow.values()].map((item) =>
    line({
      row: item.row,
      sku: item.sku,
      title: item.title,
      status: fileLines.length ? "changed" : "accepted",
      orderedQuantity: fileLines.length ? null : item.quantity,
      confirmedQuantity: item.quantity,
      orderedUnitPrice: null,
      confirmedUnitPrice: item.unitPrice,
      taxInclusive: item.taxInclusive,
      changes: fileLines.length
        ? changesOf({ quantity: null, unitPrice: null }, item)
        : [],
      problems: [],
    })
  )
  return [...lines, ...added]
}

/** The lines of the order kept at import (awaiting approval, or rejected from there), with what the shop would change. */
export function preparedLines(
  prepared: PreparedOrder,
  status: Extract<LineDecision, "pending" | "rejected">,
  problemsOf: (row: number) => Problem[]
): ResponseLine[] {
  const confirmedByRow = new Map(prepared.lines.map((l) => [l.row, l]))
  return prepared.mapped.lines.map((ordered) => {
    const confirmed = confirmedByRow.get(ordered.row)
    return line({
      row: ordered.row,
      sku: ordered.sku,
      title: confirmed?.title ?? null,
      status,
      orderedQuantity: ordered.quantity,
      confirmedQuantity:
        status === "rejected" ? 0 : (confirmed?.quantity ?? null),
      orderedUnitPrice: ordered.unitPrice,
      confirmedUnitPrice: confirmed?.unitPrice ?? null,
      taxInclusive: confirmed?.taxInclusive ?? null,
      changes: confirmed ? changesOf(ordered, confirmed) : [],
      problems: problemsOf(ordered.row),
    })
  })
}

/** Codes whose value is the line's SKU as the file gave it. */
const SKU_CODES = new Set(["UNKNOWN_SKU", "PRODUCT_NOT_AVAILABLE"])

/** A record that placed no order: one rejected line per file line with problems (the file's other lines are not known here). */
export function problemLines(byRow: Map<number, RowError[]>): ResponseLine[] {
  return [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, errors]) =>
      line({
        row,
        sku: errors.find((e) => SKU_CODES.has(e.code))?.value ?? null,
        title: null,
        status: "rejected",
        orderedQuantity: null,
        confirmedQuantity: 0,
        orderedUnitPrice: null,
        confirmedUnitPrice: null,
        taxInclusive: null,
        problems: errors,
      })
    )
}
