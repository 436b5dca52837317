import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { webhooks } from "../../../modules/webhooks"
import type { WebhookEventName } from "../../../modules/webhooks/event-catalogue"
import type { OutboxEvent } from "../../../modules/webhooks/repositories/deliveries"
import { entitledWebhookIds } from "../utils/entitled-webhooks"

/**
 * Queues each event for every active webhook of its name whose owner may
 * read what it tells of (entitled-webhooks.ts). Queuing is
 * idempotent per webhook and event, so a dispatch that dies before marking
 * its outbox queues nothing twice when it runs again; nothing to undo.
 */
export const queueWebhookDeliveriesStep = createStep(
  "plugin-webhooks-queue-deliveries",
  async (input: { events: OutboxEvent[] }, { container }) => {
    const entitled = await entitledWebhookIds(
      container,
      input.events.map((e) => e.event_name as WebhookEventName)
    )
    return new StepResponse(
      await webhooks(container).queueEvents(input.events, entitled)
    )
  }
)
