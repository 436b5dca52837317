import { setTimeout as sleep } from "node:timers/promises"
import type { MedusaContainer } from "@medusajs/framework/types"
import { deliverWebhooksWorkflow } from "../workflows/deliver-webhooks"
import { dispatchWebhookEventsWorkflow } from "../workflows/dispatch-webhook-events"

/** Outbox events queued per dispatch run; a full run is followed by another. */
const DISPATCH_BATCH = 500
/** Dispatch runs per pass at most (a backlog drains over the next passes). */
const DISPATCH_RUNS = 20

/** While deliveries are being sent, events that commit meanwhile are queued this often. */
const DISPATCH_WHILE_SENDING_MS = 500

/** Queues what the outboxes hold, in runs of DISPATCH_BATCH, up to DISPATCH_RUNS. */
async function dispatchOutboxes(container: MedusaContainer) {
  for (let run = 0; run < DISPATCH_RUNS; run++) {
    const { result } = await dispatchWebhookEventsWorkflow(container).run({
      input: { limit: DISPATCH_BATCH },
    })
    if (!result.more) break
  }
}

/**
 * What the delivery job does each time: queues the events the outboxes hold
 * for their webhooks (one instance at a time, under a lock), then sends what
 * is due. A long send (a backlog, receivers that hang) does not hold up
 * other events: they are queued while it goes on, and its senders take them
 * as they come free. Answers how many deliveries went out and how many failed.
 */
export function runWebhookPass(
  container: MedusaContainer
): Promise<PassResult> {
  // One pass at a time in a process (the job and the commit listener both
  // ask), so an instance never has more than its 25 senders.
  if (!running) {
    running = onePass(container).finally(() => {
      running = undefined
    })
    return running
  }
  // The pass under way may have looked before the caller's events committed: one more follows it.
  const again = () => {
    next = undefined
    return runWebhookPass(container)
  }
  next ??= running.then(again, again)
  return next
}

type PassResult = { sent: number; failed: number }
let running: Promise<PassResult> | undefined
let next: Promise<PassResult> | undefined

async function onePass(container: MedusaContainer): Promise<PassResult> {
  await dispatchOutboxes(container)
  let sending = true
  const delivery = deliverWebhooksWorkflow(container)
    .run({ input: {} })
    .finally(() => {
      sending = false
    })
  const ended = delivery.then(
    () => undefined,
    () => undefined
  )
  while (sending) {
    await Promise.race([ended, sleep(DISPATCH_WHILE_SENDING_MS)])
    // A dispatch that fails here (its lock held too long elsewhere, say) is tried again in half a second, and by the next pass, which says so.
    if (sending) await dispatchOutboxes(container).catch(() => undefined)
  }
  const { result } = await delivery
  return result
}
