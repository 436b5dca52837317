import type { MedusaContainer } from "@medusajs/framework/types"
import {
  deliverWebhooksWorkflow,
  dispatchWebhookEventsWorkflow,
} from "../../src/workflows/webhooks"

/** What the delivery job does once: queue the outboxes' events, then send what is due. */
export async function runWebhookPass(container: MedusaContainer) {
  for (;;) {
    const { result } = await dispatchWebhookEventsWorkflow(container).run({
      input: { limit: 500 },
    })
    if (!result.more) break
  }
  const { result } = await deliverWebhooksWorkflow(container).run({ input: {} })
  return result
}
