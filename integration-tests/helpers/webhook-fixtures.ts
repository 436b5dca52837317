import type { MedusaContainer } from "@medusajs/framework/types"
import { webhooks } from "../../src/modules/webhooks"
import type { WebhookOwner } from "../../src/modules/webhooks/ownership"

/**
 * A webhook and one failed delivery of it, written through the module (no
 * target check, no DNS): for tests that call the routes on existing ones.
 * The sealed secret is a placeholder; nothing is ever sent to the address.
 */
export async function makeWebhookFixture(
  container: MedusaContainer,
  owner: WebhookOwner = {},
  name = "Fixture webhook"
) {
  const service = webhooks(container)
  const webhook = await service.createWebhooks({
    name,
    event_name: "plugin_b2b_inbound_record.approved",
    url: "https://erp.example.com/hooks",
    secret_sealed: "fixture-not-a-secret",
    integration_id: owner.integration_id ?? null,
    user_id: owner.user_id ?? null,
  })
  const now = new Date()
  const delivery = await service.createWebhookDeliveries({
    webhook_id: webhook.id,
    event_id: `evt-${webhook.id}`,
    event_name: webhook.event_name,
    ordering_key: "fixture-record",
    event_seq: 1,
    occurred_at: now,
    payload: { id: "fixture-record", status: "approved" },
    status: "failed",
    attempts: 3,
    next_attempt_at: now,
    last_status_code: 500,
    last_error: "The receiver answered 500 Internal Server Error.",
    last_latency_ms: 42,
    response_excerpt: "oops",
  })
  return { webhookId: webhook.id, deliveryId: delivery.id }
}
