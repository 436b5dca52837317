import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { webhooks } from "../../../modules/webhooks"
import type { OutboxEvent } from "../../../modules/webhooks/repositories/deliveries"

/**
 * Queues each event for every active webhook of its name. Queuing is
 * idempotent per webhook and event, so a dispatch that dies before marking
 * its outbox queues nothing twice when it runs again; nothing to undo.
 */
export const queueWebhookDeliveriesStep = createStep(
  "plugin-webhooks-queue-deliveries",
  async (input: { events: OutboxEvent[] }, { container }) =>
    new StepResponse(await webhooks(container).queueEvents(input.events))
)
