import type { MedusaContainer } from "@medusajs/framework/types"
import { RECORD_EVENTS } from "../../src/modules/webhooks/event-catalogue"
import { webhooks } from "../../src/modules/webhooks"
import { createWebhookWorkflow } from "../../src/workflows/webhooks"

/**
 * A public address given as an IP literal: the target check passes without
 * DNS (the test machine has no internet), and nothing is sent to it (the
 * tests run the delivery job themselves, and the matrix never does).
 */
export const MATRIX_WEBHOOK_URL = "https://93.184.216.34/matrix-hook"

/**
 * The webhook both authorisation matrices call their routes on, owned by
 * the user who holds exactly a route's privileges (a non-administrator sees
 * only their own webhooks), with one failed delivery, which may be resent.
 */
export async function makeMatrixWebhook(
  container: MedusaContainer,
  ownerUserId: string
) {
  const {
    result: { webhook },
  } = await createWebhookWorkflow(container).run({
    input: {
      name: "Matrix webhook",
      event_name: RECORD_EVENTS.approved,
      url: MATRIX_WEBHOOK_URL,
      caller: { admin: false, privileges: [], userId: ownerUserId },
    },
  })
  const [delivery] = await webhooks(container).createWebhookDeliveries([
    {
      id: "ef".repeat(16),
      webhook_id: webhook.id,
      event_id: "0f".repeat(16),
      event_name: RECORD_EVENTS.approved,
      ordering_key: "matrix",
      event_seq: 1,
      occurred_at: new Date(),
      payload: {},
      status: "failed",
      attempts: 3,
      next_attempt_at: new Date(),
    },
  ])
  return { webhookId: webhook.id, deliveryId: delivery.id }
}
