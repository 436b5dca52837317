import { z } from "@medusajs/framework/zod"
import { WEBHOOK_EVENT_NAMES } from "./event-catalogue"

/** The data of a record event (`plugin_b2b_inbound_record.*`). */
export const recordEventPayloadSchema = z.object({
  recordId: z.string(),
  status: z.string().describe("The record's status when the event happened"),
  orderId: z.string().nullable().describe("The shop's order, once placed"),
  externalOrderNumber: z
    .string()
    .nullable()
    .describe("The buyer's order number read from the file"),
  occurredAt: z.string().describe("ISO 8601, when the change committed"),
})

/** The data of `plugin_product_history.written`: one change set (a save). */
export const historyEventPayloadSchema = z.object({
  changeSetId: z.string(),
  productIds: z
    .array(z.string())
    .describe("The products the change set touched (the first 100)"),
  entryCount: z.number().int().describe("History entries written"),
  source: z.string().nullable(),
  changedBy: z.string().nullable(),
  occurredAt: z.string(),
})

/**
 * The body of every delivery (Shopware's webhook form), signed as it is
 * sent: hex HMAC-SHA256 of the raw body under the webhook's secret in the
 * header `shopware-shop-signature`. `timestamp` is this attempt's time, so a
 * receiver refuses old bodies replayed; `source.eventId` stays the same
 * across attempts and webhooks, so a receiver handles each event once.
 */
export const webhookBodySchema = z.object({
  data: z.object({
    event: z.enum(WEBHOOK_EVENT_NAMES),
    payload: z.union([recordEventPayloadSchema, historyEventPayloadSchema]),
  }),
  source: z.object({
    url: z.string().describe("The shop's address"),
    shopId: z
      .string()
      .describe(
        "The shop's stable id (Shopware's shopId; derived from its address)"
      ),
    appVersion: z.string().describe("Version of this body's form"),
    eventId: z
      .string()
      .describe("Unique per event; the same on every attempt and webhook"),
  }),
  timestamp: z
    .number()
    .int()
    .describe("Unix seconds of this attempt; covered by the signature"),
})
