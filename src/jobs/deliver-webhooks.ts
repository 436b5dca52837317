import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  defineFileConfig,
} from "@medusajs/framework/utils"
import { configuredPluginOptions } from "../modules/plugin-settings/configured-options"
import { listenForWebhookEvents, runWebhookPass } from "../workflows/webhooks"

/**
 * Every few seconds, on each instance that runs jobs: queues the events the
 * outboxes hold for their webhooks, then sends what is due. Retries live in
 * the deliveries' rows, so they survive restarts and are shared by every
 * instance. Its first run also starts listening for events as they commit,
 * so a healthy receiver hears of them at once (wake-ups.ts).
 */
export default async function deliverWebhooksJob(container: MedusaContainer) {
  listenForWebhookEvents(container)
  const result = await runWebhookPass(container)
  if (result.sent || result.failed)
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(
        `Webhooks: ${result.sent} delivered, ${result.failed} failed (retried later or given up after 24 hours).`
      )
}

export const config = {
  name: "plugin-webhooks-deliver",
  schedule: { interval: 3000 },
}

// Plugin option `webhooks.enabled: false` keeps the job from being registered.
defineFileConfig({
  isDisabled: () => !configuredPluginOptions().webhooks.enabled,
})
