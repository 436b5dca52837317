import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import {
  createWorkflow,
  transform,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { markOutboxDispatchedStep } from "../steps/mark-outbox-dispatched"
import { notifyAdminFeedStep } from "../steps/notify-admin-feed"
import { queueWebhookDeliveriesStep } from "../steps/queue-webhook-deliveries"
import { readWebhookOutboxStep } from "../steps/read-webhook-outbox"

/** One dispatch at a time across instances, so a record's events are queued in order. */
export const DISPATCH_LOCK = "plugin-webhooks-dispatch"

/**
 * Takes the oldest undispatched events of the outboxes, queues them for
 * their webhooks, tells the admin's feed of records waiting or needing
 * attention, and marks them dispatched. Answers whether more are waiting.
 */
export const dispatchWebhookEventsWorkflow = createWorkflow(
  "plugin-webhooks-dispatch-events",
  (input: WorkflowData<{ limit: number }>) => {
    acquireLockStep({ key: DISPATCH_LOCK, timeout: 10, ttl: 60 })
    const outbox = readWebhookOutboxStep(input)
    const queued = queueWebhookDeliveriesStep(outbox)
    const told = notifyAdminFeedStep(outbox)
    markOutboxDispatchedStep(outbox)
    releaseLockStep({ key: DISPATCH_LOCK })
    const summary = transform({ outbox, queued, told }, (d) => ({
      events: d.outbox.events.length,
      queued: d.queued,
      told: d.told,
      more: d.outbox.full,
    }))
    return new WorkflowResponse(summary)
  }
)
