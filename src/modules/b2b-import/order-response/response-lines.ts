import type { PreparedOrder } from "../pipeline/order/types"
import type { MappedLine, RowError } from "../pipeline/types"
import { looksLikeGtin } from "../pipeline/order/gtin"
import type { PriceBasis } from "./prices"
import { changesOf, gtinOf, line, type Problem } from "./response-line"
import type { LineDecision, ResponseLine } from "./schema"

/** An item of the shop's order as the response reads it (`row`: the file line it came from, from its metadata). */
export type ResponseOrderItem = {
  row: number | null
  sku: string | null
  title: string | null
  quantity: number
  unitPrice: number
  taxInclusive: boolean
  /** The item's tax rate in percent (its tax lines together); null when it has none yet. */
  taxRate: number | null
}

/** An approved record's lines: the file's lines against the order's items (matched by file line), and items the order gained. */
export function orderLines(
  fileLines: MappedLine[],
  items: ResponseOrderItem[],
  pricing: PriceBasis
): ResponseLine[] {
  const byRow = new Map(items.map((i) => [i.row, i]))
  const lines = fileLines.map((ordered) => {
    const item = byRow.get(ordered.row)
    byRow.delete(ordered.row)
    if (!item)
      return line(
        {
          row: ordered.row,
          sku: looksLikeGtin(ordered.sku) ? null : ordered.sku,
          gtin: gtinOf(ordered.sku, null),
          title: null,
          status: "rejected",
          orderedQuantity: ordered.quantity,
          confirmedQuantity: 0,
          orderedUnitPrice: ordered.unitPrice,
          problems: [
            {
              row: ordered.row,
              column: null,
              value: ordered.sku,
              code: "NOT_IN_ORDER",
              message: `SKU '${ordered.sku}' is not in the shop's order (it was removed after the import).`,
            },
          ],
        },
        null,
        pricing
      )
    const changes = changesOf(ordered, item)
    return line(
      {
        row: ordered.row,
        sku: item.sku ?? ordered.sku,
        gtin: gtinOf(ordered.sku, item.sku),
        title: item.title,
        status: changes.length ? "changed" : "accepted",
        orderedQuantity: ordered.quantity,
        confirmedQuantity: item.quantity,
        orderedUnitPrice: ordered.unitPrice,
        changes,
        problems: [],
      },
      item,
      pricing
    )
  })
  // Items not from the file: the whole order when the file's lines were not kept, else what the shop added.
  const added = [...byRow.values()].map((item) =>
    line(
      {
        row: item.row,
        sku: item.sku,
        title: item.title,
        status: fileLines.length ? "changed" : "accepted",
        orderedQuantity: fileLines.length ? null : item.quantity,
        confirmedQuantity: item.quantity,
        orderedUnitPrice: null,
        changes: fileLines.length ? changesOf({ quantity: null }, item) : [],
        problems: [],
      },
      item,
      pricing
    )
  )
  return [...lines, ...added]
}

/**
 * The lines of the order kept at import (awaiting approval, or rejected from
 * there), with what the shop would change. The kept order has no tax rates:
 * a price on another basis than the file's is stated as it is, not compared.
 */
export function preparedLines(
  prepared: PreparedOrder,
  status: Extract<LineDecision, "pending" | "rejected">,
  problemsOf: (row: number) => Problem[],
  pricing: PriceBasis
): ResponseLine[] {
  const confirmedByRow = new Map(prepared.lines.map((l) => [l.row, l]))
  return prepared.mapped.lines.map((ordered) => {
    const confirmed = confirmedByRow.get(ordered.row)
    // The kept line names the variant as the file did: a GTIN's shape is the GTIN (the shop's SKU is not kept).
    const gtin = looksLikeGtin(ordered.sku) ? ordered.sku : null
    return line(
      {
        row: ordered.row,
        sku: gtin ? null : ordered.sku,
        gtin,
        title: confirmed?.title ?? null,
        status,
        orderedQuantity: ordered.quantity,
        confirmedQuantity:
          status === "rejected" ? 0 : (confirmed?.quantity ?? null),
        orderedUnitPrice: ordered.unitPrice,
        changes: confirmed ? changesOf(ordered, confirmed) : [],
        problems: problemsOf(ordered.row),
      },
      confirmed ? { ...confirmed, taxRate: null } : null,
      pricing
    )
  })
}

/** Codes whose value is the line's SKU as the file gave it. */
const SKU_CODES = new Set(["UNKNOWN_SKU", "PRODUCT_NOT_AVAILABLE"])

/** A record that placed no order: one rejected line per file line with problems (the file's other lines are not known here). */
export function problemLines(
  byRow: Map<number, RowError[]>,
  pricing: PriceBasis
): ResponseLine[] {
  return [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, errors]) => {
      const named = errors.find((e) => SKU_CODES.has(e.code))?.value ?? null
      const gtin = named && looksLikeGtin(named) ? named : null
      return line(
        {
          row,
          sku: gtin ? null : named,
          gtin,
          title: null,
          status: "rejected",
          orderedQuantity: null,
          confirmedQuantity: 0,
          orderedUnitPrice: null,
          problems: errors,
        },
        null,
        pricing
      )
    })
}
