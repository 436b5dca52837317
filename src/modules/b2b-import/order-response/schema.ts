// zod itself (which @medusajs/framework/zod re-exports), as the module's other schemas.
import { z } from "zod"
import { rowErrorSchema } from "../inbound-record-schema"
import type { InboundStatus } from "../types"

/**
 * The order response of an inbound record, declared once: the neutral object
 * the writers turn into openTRANS, EDIFACT or UBL, and the JSON document the
 * JSON family (CSV, JSON, Excel, cXML) is answered with. OpenAPI shows it.
 */

/** Statuses a record has an order response in: every one but pending (nothing decided yet). */
export const DECIDED_STATUSES = [
  "parsed",
  "mapped",
  "failed",
  "awaiting_approval",
  "approved",
  "rejected",
] as const satisfies readonly InboundStatus[]

/** What the shop answers the order as a whole. */
export const RESPONSE_DECISIONS = [
  "accepted",
  "accepted_with_changes",
  "acknowledged",
  "rejected",
] as const
export type ResponseDecision = (typeof RESPONSE_DECISIONS)[number]

/** What the shop answers one line. */
export const LINE_DECISIONS = [
  "accepted",
  "changed",
  "pending",
  "rejected",
] as const
export type LineDecision = (typeof LINE_DECISIONS)[number]

const amount = z.number().nullable()

const lineChangeSchema = z.object({
  field: z.enum(["quantity", "unitPrice"]),
  before: z.number().nullable().describe("As the order file said"),
  after: z.number().describe("As the shop ordered it"),
  message: z.string(),
})

export const responseLineSchema = z.object({
  lineNumber: z.number().int().describe("Position in this response, from 1"),
  row: z
    .number()
    .int()
    .nullable()
    .describe("The line of the order file (as the record's errors count it)"),
  sku: z.string().nullable().describe("The shop's SKU (the seller's item id)"),
  gtin: z
    .string()
    .nullable()
    .describe("The GTIN (EAN) the file named the item by, when it did"),
  title: z.string().nullable(),
  status: z.enum(LINE_DECISIONS),
  orderedQuantity: amount.describe("As the order file said"),
  confirmedQuantity: amount.describe(
    "As the shop orders it (0 for a rejected line)"
  ),
  orderedUnitPrice: amount.describe("As the order file said (null: none)"),
  confirmedUnitPrice: amount.describe(
    "The shop's price on the file's basis (net or gross, converted by the tax rate), to two more decimals than the currency; as the shop keeps it when no rate is known yet (null: none)"
  ),
  taxInclusive: z
    .boolean()
    .nullable()
    .describe("Whether confirmedUnitPrice includes tax (gross)"),
  taxRate: amount.describe("The line's tax rate in percent (null: not known)"),
  lineAmount: amount.describe(
    "Confirmed quantity × confirmed unit price, rounded to the currency's decimals"
  ),
  changes: z.array(lineChangeSchema),
  problems: z
    .array(rowErrorSchema)
    .describe("Why the line is rejected, in words"),
})
export type ResponseLine = z.infer<typeof responseLineSchema>
export type LineChange = z.infer<typeof lineChangeSchema>

export const orderResponseSchema = z.object({
  recordId: z.string(),
  recordStatus: z.enum(DECIDED_STATUSES),
  decision: z.enum(RESPONSE_DECISIONS),
  externalOrderNumber: z
    .string()
    .nullable()
    .describe("The buyer's order number, as the file gave it"),
  orderId: z.string().nullable().describe("The shop's order, once created"),
  issuedAt: z.iso.datetime(),
  currency: z.string().nullable().describe("ISO 4217, upper case"),
  buyer: z.object({
    number: z.string().nullable(),
    email: z.string().nullable(),
  }),
  reason: z
    .string()
    .nullable()
    .describe(
      "Why the order is not (yet) accepted, in words: the clerk's reason, the file's problems, or that it awaits approval"
    ),
  problems: z
    .array(rowErrorSchema)
    .describe("Problems of the whole file (row null)"),
  lines: z.array(responseLineSchema),
  totals: z.object({
    lines: z.number().int().describe("Order lines the file holds"),
    accepted: z.number().int(),
    changed: z.number().int(),
    rejected: z.number().int(),
    pending: z.number().int(),
    lineAmount: amount.describe(
      "Sum of the confirmed lines' amounts (money is rounded to the currency's decimals)"
    ),
    taxTotal: amount.describe("The order's tax (an existing order only)"),
    total: amount.describe(
      "The order's total with tax and shipping (an existing order only)"
    ),
  }),
})
export type OrderResponse = z.infer<typeof orderResponseSchema>
