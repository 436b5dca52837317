import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import type { AccessCaller } from "../../modules/api-access/access-rules"
import { webhooks } from "../../modules/webhooks"
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
} from "../../modules/webhooks/event-catalogue"
import { ownWebhooksFilter } from "../../modules/webhooks/ownership"

/** A delivery as the `/api` dialect shows it (Shopware's webhook_event_log, camelCase). */
export const deliveryWireSchema = z
  .object({
    id: z.string(),
    webhookId: z.string(),
    eventId: z.string(),
    eventName: z.string(),
    deliveryStatus: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    responseStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    processingTime: z
      .number()
      .nullable()
      .describe("Seconds the last attempt took"),
    responseContent: z
      .string()
      .nullable()
      .describe("The receiver's answer, at most 1 KB"),
    nextAttemptAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    occurredAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "WebhookEventLog" })

const iso = (at: Date | string | null) =>
  at === null ? null : new Date(at).toISOString()

/** A webhook's deliveries, newest first; another account's webhook is not found. */
export async function listDeliveries(
  container: MedusaContainer,
  caller: AccessCaller,
  webhookId: string,
  query: { status?: DeliveryStatus; limit: number; page: number }
) {
  const service = webhooks(container)
  const [webhook] = await service.listWebhooks(
    { id: webhookId, ...ownWebhooksFilter(caller) },
    { select: ["id"] }
  )
  if (!webhook) {
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `No webhook with id ${webhookId} exists (or it belongs to another API account).`
    )
  }
  const [rows, total] = await service.listAndCountWebhookDeliveries(
    {
      webhook_id: webhookId,
      ...(query.status ? { status: query.status } : {}),
    },
    {
      order: { created_at: "DESC", id: "DESC" },
      take: query.limit,
      skip: (query.page - 1) * query.limit,
    }
  )
  return {
    total,
    data: rows.map((d) => ({
      id: d.id,
      webhookId: d.webhook_id,
      eventId: d.event_id,
      eventName: d.event_name,
      deliveryStatus: d.status,
      attempts: d.attempts,
      responseStatusCode: d.last_status_code,
      lastError: d.last_error,
      processingTime:
        d.last_latency_ms === null ? null : d.last_latency_ms / 1000,
      responseContent: d.response_excerpt,
      nextAttemptAt: d.status === "queued" ? iso(d.next_attempt_at) : null,
      deliveredAt: iso(d.delivered_at),
      occurredAt: iso(d.occurred_at) as string,
      createdAt: iso(d.created_at) as string,
    })),
  }
}
