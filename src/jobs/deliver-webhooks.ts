import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  defineFileConfig,
} from "@medusajs/framework/utils"
import { configuredPluginOptions } from "../modules/plugin-settings/configured-options"
import {
  deliverWebhooksWorkflow,
  dispatchWebhookEventsWorkflow,
} from "../workflows/webhooks"

/** Outbox events queued per dispatch run; a full run is followed by another. */
const DISPATCH_BATCH = 500
/** Dispatch runs per job run at most (a backlog drains over the next runs). */
const DISPATCH_RUNS = 20

/**
 * Every few seconds, on each instance that runs jobs: queues the events the
 * outboxes hold for their webhooks (one instance at a time, under a lock),
 * then sends what is due. Retries live in the deliveries' rows, so they
 * survive restarts and are shared by every instance.
 */
export default async function deliverWebhooksJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  for (let run = 0; run < DISPATCH_RUNS; run++) {
    const { result } = await dispatchWebhookEventsWorkflow(container).run({
      input: { limit: DISPATCH_BATCH },
    })
    if (!result.more) break
  }
  const { result } = await deliverWebhooksWorkflow(container).run({ input: {} })
  if (result.sent || result.failed)
    logger.info(
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
