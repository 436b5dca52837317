import { createStep } from "@medusajs/framework/workflows-sdk"
import { assertWebhookTarget } from "../../../modules/webhooks/delivery/target-guard"
import { targetPolicy } from "../utils/delivery-settings"

/**
 * Refuses a target address the shop must not call: not http(s), the shop
 * itself, or a host resolving to loopback or private addresses unless the
 * plugin option allows them (checked again at every delivery, against DNS
 * rebinding). Only reads, so nothing to undo.
 */
export const assertWebhookTargetStep = createStep(
  "plugin-webhooks-assert-target",
  async (input: { url?: string }, { container }) => {
    if (input.url) await assertWebhookTarget(input.url, targetPolicy(container))
  }
)
