import { model } from "@medusajs/framework/utils"
import { DELIVERY_STATUSES } from "../event-catalogue"

/**
 * One event for one webhook and its attempts (Shopware's
 * `webhook_event_log`): queued until due, running while an instance holds
 * its lease, then success or failed (after 24 hours of retries). A
 * webhook's deliveries of one `ordering_key` (a record) go out in `event_seq`
 * order: a later one waits while an earlier one is queued or running.
 */
export const WebhookDelivery = model
  .define(
    { name: "WebhookDelivery", tableName: "plugin_webhook_delivery" },
    {
      id: model.id().primaryKey(),
      webhook_id: model.text(),
      /** The event's id, the same for every webhook it goes to: receivers deduplicate by it. */
      event_id: model.text(),
      event_name: model.text(),
      ordering_key: model.text(),
      // The source outbox's seq (bigint in the table, as the outbox's bigserial; compared in SQL only).
      event_seq: model.number(),
      occurred_at: model.dateTime(),
      /** The event's data (the body's `data.payload`); the body is built per attempt. */
      payload: model.json(),
      status: model.enum([...DELIVERY_STATUSES]).default("queued"),
      attempts: model.number().default(0),
      next_attempt_at: model.dateTime(),
      first_attempt_at: model.dateTime().nullable(),
      last_attempt_at: model.dateTime().nullable(),
      lease_until: model.dateTime().nullable(),
      last_status_code: model.number().nullable(),
      last_error: model.text().nullable(),
      last_latency_ms: model.number().nullable(),
      /** The receiver's answer, at most 1 KB. */
      response_excerpt: model.text().nullable(),
      delivered_at: model.dateTime().nullable(),
    }
  )
  .indexes([
    {
      on: ["webhook_id", "event_id"],
      unique: true,
      where: "deleted_at IS NULL",
    },
    { on: ["status", "next_attempt_at"] },
    { on: ["webhook_id", "ordering_key", "event_seq"] },
    { on: ["webhook_id", "created_at"] },
  ])
