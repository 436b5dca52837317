import type { MedusaContainer } from "@medusajs/framework/types"
import { deliverWebhooksWorkflow } from "../workflows/deliver-webhooks"
import { dispatchWebhookEventsWorkflow } from "../workflows/dispatch-webhook-events"

/** Outbox events queued per dispatch run; a full run is followed by another. */
const DISPATCH_BATCH = 500
/** Dispatch runs per pass at most (a backlog drains over the next passes). */
const DISPATCH_RUNS = 20

/**
 * What the delivery job does each time: queues the events the outboxes hold
 * for their webhooks (one instance at a time, under a lock), then sends what
 * is due. Answers how many deliveries went out and how many failed.
 */
export async function runWebhookPass(container: MedusaContainer) {
  for (let run = 0; run < DISPATCH_RUNS; run++) {
    const { result } = await dispatchWebhookEventsWorkflow(container).run({
      input: { limit: DISPATCH_BATCH },
    })
    if (!result.more) break
  }
  const { result } = await deliverWebhooksWorkflow(container).run({
    input: {},
  })
  return result
}
