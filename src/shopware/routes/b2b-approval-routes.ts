import { z } from "@medusajs/framework/zod"
import { hexIdSchema } from "../../modules/api-access/schemas"
import type { InboundCheck } from "../../modules/b2b-import/pipeline/order/check-types"
import { INBOUND_STATUSES } from "../../modules/b2b-import/types"
import {
  checkInboundRecordWorkflow,
  rejectInboundRecordWorkflow,
} from "../../workflows/b2b-import"
import { rowErrorSchema } from "../entities/inbound-record-entity"
import {
  actionResult,
  actorName,
  recordParams,
  toResult,
} from "./b2b-record-result"
import { typedRoute } from "./typed-route"
import type { ApiRoute } from "./types"
import { rejectionReasonSchema } from "../../modules/b2b-import/schemas"

const money = z.number().nullable()
const address = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    company: z.string().optional(),
    address1: z.string().optional(),
    address2: z.string().optional(),
    postalCode: z.string().optional(),
    city: z.string().optional(),
    province: z.string().optional(),
    countryCode: z.string().optional(),
    phone: z.string().optional(),
  })
  .nullable()
const checkResult = z.object({
  id: hexIdSchema,
  status: z.enum(INBOUND_STATUSES),
  customer: z.object({ id: z.string(), email: z.string() }).nullable(),
  shippingAddress: address,
  billingAddress: address,
  lines: z.array(
    z.object({
      row: z.number().int(),
      sku: z.string(),
      title: z.string().nullable(),
      quantity: z.number(),
      filePrice: money.describe("The unit price the file gave"),
      importPrice: money.describe("The unit price prepared at import"),
      shopPrice: money.describe("The catalogue's current price"),
      orderPrice: money.describe("The unit price approve would order at now"),
      stockAvailable: z
        .number()
        .int()
        .nullable()
        .describe("null: the variant keeps no stock"),
      taxInclusive: z.boolean(),
    })
  ),
  totals: z
    .object({
      subtotal: z.number(),
      taxTotal: z.number(),
      shippingTotal: z.number(),
      total: z.number(),
      currencyCode: z.string(),
    })
    .nullable(),
  differences: z.array(
    z.object({
      row: z.number().int().nullable(),
      sku: z.string().nullable(),
      field: z.string().describe("unitPrice, stock, product, customer, …"),
      before: z.unknown(),
      after: z.unknown(),
      message: z.string(),
      allowed: z
        .boolean()
        .describe("Within what the profile lets pass without acceptance"),
      acceptable: z
        .boolean()
        .describe(
          "May be accepted with acceptChanges (products gone and stock short may not)"
        ),
    })
  ),
  errors: z.array(rowErrorSchema),
})
const rejectBody = z
  .object({
    reason: rejectionReasonSchema,
  })
  .strict()

const camelAddress = (a: InboundCheck["shippingAddress"]) =>
  a && {
    firstName: a.first_name,
    lastName: a.last_name,
    company: a.company,
    address1: a.address_1,
    address2: a.address_2,
    postalCode: a.postal_code,
    city: a.city,
    province: a.province,
    countryCode: a.country_code,
    phone: a.phone,
  }

/** The check in the dialect's words (camelCase addresses). */
function toCheckResult(check: InboundCheck): z.infer<typeof checkResult> {
  return {
    ...check,
    shippingAddress: camelAddress(check.shippingAddress),
    billingAddress: camelAddress(check.billingAddress),
  }
}

const TAG = "B2B order import"

/** `/api/_action/plugin-b2b/check|reject`: the approval's dry run and saying no. */
export const b2bApprovalRoutes: ApiRoute[] = [
  typedRoute({
    method: "post",
    path: "/api/_action/plugin-b2b/check/:inboundRecordId",
    operationId: "pluginB2bCheck",
    summary:
      "Dry run of approve: what approve would create now (customer, addresses, lines with file and shop prices and stock, totals with tax) and what changed since the import; changes nothing",
    tag: TAG,
    privileges: ["plugin_b2b_inbound_record:read"],
    params: recordParams,
    body: z.object({}).strict(),
    responses: { 200: { description: "The check", schema: checkResult } },
    errors: [404, 409],
    handler: async (req, res) => {
      const { result: check } = await checkInboundRecordWorkflow(req.scope).run(
        { input: { recordId: req.apiInput.params.inboundRecordId } }
      )
      res.json(toCheckResult(check))
    },
  }),
  typedRoute({
    method: "post",
    path: "/api/_action/plugin-b2b/reject/:inboundRecordId",
    operationId: "pluginB2bReject",
    summary:
      "Reject a record that is not final, with a reason: status rejected, no order; a rejected record can be neither processed nor approved",
    tag: TAG,
    privileges: ["plugin_b2b_inbound_record:update"],
    params: recordParams,
    body: rejectBody,
    responses: {
      200: { description: "The rejected record", schema: actionResult },
    },
    errors: [404, 409],
    handler: async (req, res) => {
      const { result: record } = await rejectInboundRecordWorkflow(
        req.scope
      ).run({
        input: {
          id: req.apiInput.params.inboundRecordId,
          reason: req.apiInput.body.reason,
          actor: actorName(req),
        },
      })
      res.json(toResult(record))
    },
  }),
]
