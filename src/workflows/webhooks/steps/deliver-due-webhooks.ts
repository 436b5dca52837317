import { setTimeout as sleep } from "node:timers/promises"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { webhooks } from "../../../modules/webhooks"
import type {
  ClaimedDelivery,
  SwitchedOffWebhook,
} from "../../../modules/webhooks/repositories/deliveries"
import { sealingKey, shopUrl, targetPolicy } from "../utils/delivery-settings"
import { timeToTidy } from "../utils/housekeeping"
import { sendDelivery } from "../utils/send-delivery"
import {
  switchedOffNotice,
  webhookOwnerWords,
} from "../utils/switched-off-notice"

/**
 * Deliveries sent side by side (each bounded by its 5 s timeout; waiting
 * costs a socket, not a core). A sender that finishes takes the next due
 * delivery at once, so receivers that hang hold up only their own senders.
 */
const PARALLEL = 25
/** With senders free and nothing due, the pass looks again this often (events queued meanwhile). */
const LOOK_AGAIN_MS = 250
/** A pass stops claiming after this long, so the job's next run (or another instance) goes on. */
const PASS_MS = 30_000

/**
 * Sends the deliveries that are due: claims them (each instance its own,
 * SKIP LOCKED), signs and sends each, records the attempt and the next try.
 * Claims as senders come free, as many as are free; the claim keeps one
 * owner to 10 in flight while others have deliveries due. A webhook that
 * has failed for 24 hours is switched off, and the admin's feed says so.
 * What was sent cannot be unsent: nothing to undo.
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
    const errors: unknown[] = []
    const inFlight = new Set<Promise<void>>()
    const send = async (delivery: ClaimedDelivery) => {
      const outcome = await sendDelivery(delivery, settings)
      if (outcome.ok) sent++
      else failed++
      const off = await service.recordAttempt(delivery.id, outcome)
      if (off) await tellSwitchedOff(container, off)
    }
    while (Date.now() - started < PASS_MS && !errors.length) {
      const free = PARALLEL - inFlight.size
      const claimed = free > 0 ? await service.claimDueDeliveries(free) : []
      for (const delivery of claimed) {
        const sending: Promise<void> = send(delivery)
          .catch((error: unknown) => void errors.push(error))
          .finally(() => inFlight.delete(sending))
        inFlight.add(sending)
      }
      if (!claimed.length && !inFlight.size) break
      // Every sender busy, or nothing more due now: wait for a sender, or look again shortly.
      if (claimed.length < free || !free)
        await Promise.race([...inFlight, sleep(LOOK_AGAIN_MS)])
    }
    await Promise.all(inFlight)
    if (errors.length) throw errors[0]
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
