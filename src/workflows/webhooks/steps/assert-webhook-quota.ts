import { createStep } from "@medusajs/framework/workflows-sdk"
import { webhooks } from "../../../modules/webhooks"
import {
  assertMayAddWebhook,
  type WebhookOwner,
} from "../../../modules/webhooks/ownership"

/**
 * Refuses a webhook beyond its owner's limit (50) or repeating one of the
 * owner's (same event and address). Only reads.
 */
export const assertWebhookQuotaStep = createStep(
  "plugin-webhooks-assert-quota",
  async (
    input: { owner: WebhookOwner; event_name: string; url: string },
    { container }
  ) => {
    const { integration_id, user_id } = input.owner
    if (!integration_id && !user_id) return
    const owned = await webhooks(container).listWebhooks(
      integration_id ? { integration_id } : { user_id },
      { select: ["event_name", "url"] }
    )
    assertMayAddWebhook(owned, input, true)
  }
)
