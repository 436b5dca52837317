import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { webhooks } from "../../../modules/webhooks"
import type { SwitchedOffWebhook } from "../../../modules/webhooks/repositories/deliveries"
import { sealingKey, shopUrl, targetPolicy } from "../utils/delivery-settings"
import { timeToTidy } from "../utils/housekeeping"
import { sendDelivery } from "../utils/send-delivery"
import {
  switchedOffNotice,
  webhookOwnerWords,
} from "../utils/switched-off-notice"

/**
 * Deliveries sent side by side (each bounded by its 5 s timeout; waiting
 * costs a socket, not a core), and claimed at once: one claim is one round
 * of sends, so receivers that hang hold the next claim up by one timeout at
 * most, and another owner's delivery waits no longer than that.
 */
const PARALLEL = 25
const CLAIM = PARALLEL
/** A pass stops claiming after this long, so the job's next run (or another instance) goes on. */
const PASS_MS = 30_000

/**
 * Sends the deliveries that are due: claims them (each instance its own,
 * SKIP LOCKED), signs and sends each, records the attempt and the next try.
 * A webhook that has failed for 24 hours is switched off, and the admin's
 * feed says so. What was sent cannot be unsent: nothing to undo.
 */
export const deliverDueWebhooksStep = createStep(
  "plugin-webhooks-deliver-due",
  async (_input: Record<string, never>, { container }) => {
    const service = webhooks(container)
    const settings = {
      shopUrl: shopUrl(container),
      policy: targetPolicy(container),
      sealingKey: sealingKey(container),
    }
    const started = Date.now()
    let sent = 0
    let failed = 0
    while (Date.now() - started < PASS_MS) {
      const claimed = await service.claimDueDeliveries(CLAIM)
      if (!claimed.length) break
      // A pool, not batches: one slow receiver holds one sender, not the others.
      let next = 0
      const sender = async () => {
        while (next < claimed.length) {
          const delivery = claimed[next++]
          const outcome = await sendDelivery(delivery, settings)
          if (outcome.ok) sent++
          else failed++
          const off = await service.recordAttempt(delivery.id, outcome)
          if (off) await tellSwitchedOff(container, off)
        }
      }
      await Promise.all(Array.from({ length: PARALLEL }, sender))
    }
    // The log keeps finished deliveries 30 days; an hourly pass forgets a batch of the rest.
    if (timeToTidy("delivery-log")) await service.pruneDeliveryLog()
    return new StepResponse({ sent, failed })
  }
)

/** The admin's feed says a webhook was switched off after 24 hours of failures, and whose it is. */
async function tellSwitchedOff(
  container: MedusaContainer,
  off: SwitchedOffWebhook
) {
  const owner = await webhookOwnerWords(container, off)
  await container
    .resolve(Modules.NOTIFICATION)
    .createNotifications(switchedOffNotice(off, owner, new Date()))
}
