import type { PreparedOrder } from "../pipeline/order/types"
import type { RowError } from "../pipeline/types"
import type { InboundStatus } from "../types"
import type { FilePrices } from "../file-formats"
import { currencyDigits, money, type PriceBasis } from "./prices"
import {
  orderLines,
  preparedLines,
  problemLines,
  type ResponseOrderItem,
} from "./response-lines"
import {
  DECIDED_STATUSES,
  type OrderResponse,
  type ResponseDecision,
  type ResponseLine,
} from "./schema"

export type DecidedStatus = (typeof DECIDED_STATUSES)[number]

export const isDecided = (status: InboundStatus): status is DecidedStatus =>
  (DECIDED_STATUSES as readonly string[]).includes(status)

/** The record fields a response reads. */
export type ResponseRecord = {
  id: string
  status: DecidedStatus
  external_order_number: string | null
  order_id: string | null
  line_count: number | null
  error_message: string | null
  rejection_reason: string | null
  /** JSON columns as stored: RowError[] and PreparedOrder. */
  errors: unknown
  prepared_order: unknown
}

/** The shop's order of an approved record, read through Query. */
export type ResponseOrder = {
  id: string
  currencyCode: string
  email: string | null
  total: number | null
  taxTotal: number | null
  items: ResponseOrderItem[]
}

const AWAITING =
  "The order was received and awaits the shop's approval; a further response follows the decision."

function groupByRow(errors: RowError[]) {
  const byRow = new Map<number, RowError[]>()
  for (const e of errors)
    if (e.row !== null) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e])
  return byRow
}

/** The record's lines as the response states them, by its status. */
function linesOf(
  record: ResponseRecord,
  prepared: PreparedOrder | null,
  order: ResponseOrder | null,
  byRow: Map<number, RowError[]>,
  pricing: PriceBasis
): ResponseLine[] {
  const rowProblems = (row: number) => byRow.get(row) ?? []
  switch (record.status) {
    case "approved":
      return orderLines(
        prepared?.mapped.lines ?? [],
        order?.items ?? [],
        pricing
      )
    case "awaiting_approval":
      return prepared
        ? preparedLines(prepared, "pending", rowProblems, pricing)
        : []
    case "rejected": {
      if (!prepared) return problemLines(byRow, pricing)
      const said = {
        column: null,
        value: null,
        code: "REJECTED",
        message: `The shop rejected the order: ${record.rejection_reason ?? "no reason given"}.`,
      }
      return preparedLines(
        prepared,
        "rejected",
        (row) => [{ row, ...said }, ...rowProblems(row)],
        pricing
      )
    }
    default:
      return problemLines(byRow, pricing)
  }
}

function decisionOf(
  status: DecidedStatus,
  lines: ResponseLine[]
): ResponseDecision {
  if (status === "awaiting_approval") return "acknowledged"
  if (status !== "approved") return "rejected"
  return lines.some((l) => l.status !== "accepted")
    ? "accepted_with_changes"
    : "accepted"
}

function reasonOf(record: ResponseRecord): string | null {
  if (record.status === "approved") return null
  if (record.status === "awaiting_approval") return AWAITING
  if (record.status === "rejected")
    return `The shop rejected the order: ${record.rejection_reason ?? "no reason given"}.`
  return `The order was not accepted: ${record.error_message ?? "the file has problems"}`
}

/**
 * The order response of a record that reached a decision, from the record
 * and (approved) the shop's order: the whole order's decision, each line
 * accepted, changed (quantity, or price beyond rounding on the file's net
 * or gross basis) or rejected with its reasons, and totals, money rounded
 * to the currency's decimals. Pure; the writers turn it into a document.
 */
export function buildOrderResponse(input: {
  record: ResponseRecord
  order: ResponseOrder | null
  issuedAt: Date
  /** Whether the file's prices are net or gross (the profile's reading of them). */
  filePrices: FilePrices
}): OrderResponse {
  const { record, order } = input
  const prepared = (record.prepared_order as PreparedOrder | null) ?? null
  const errors = ((record.errors as RowError[] | null) ?? []).filter(Boolean)
  const byRow = groupByRow(errors)
  const currency = order?.currencyCode ?? prepared?.setup.currencyCode ?? null
  const digits = currencyDigits(currency)
  const pricing = { basis: input.filePrices, digits }
  const lines = linesOf(record, prepared, order, byRow, pricing).map(
    (l, i) => ({
      ...l,
      lineNumber: i + 1,
    })
  )
  const count = (status: ResponseLine["status"]) =>
    lines.filter((l) => l.status === status).length
  const amounts = lines.flatMap((l) =>
    l.lineAmount === null ? [] : [l.lineAmount]
  )
  return {
    recordId: record.id,
    recordStatus: record.status,
    decision: decisionOf(record.status, lines),
    externalOrderNumber: record.external_order_number,
    orderId: record.status === "approved" ? record.order_id : null,
    issuedAt: input.issuedAt.toISOString(),
    currency: currency ? currency.toUpperCase() : null,
    buyer: {
      number: prepared?.mapped.customer.number ?? null,
      email: prepared?.mapped.customer.email ?? order?.email ?? null,
    },
    reason: reasonOf(record),
    problems: errors.filter((e) => e.row === null),
    lines,
    totals: {
      lines: record.line_count ?? lines.length,
      accepted: count("accepted"),
      changed: count("changed"),
      rejected: count("rejected"),
      pending: count("pending"),
      lineAmount: amounts.length
        ? money(
            amounts.reduce((a, b) => a + b, 0),
            digits
          )
        : null,
      taxTotal: money(order?.taxTotal ?? null, digits),
      total: money(order?.total ?? null, digits),
    },
  }
}
