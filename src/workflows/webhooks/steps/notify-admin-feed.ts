import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { RECORD_EVENTS } from "../../../modules/webhooks/event-catalogue"
import type { OutboxEvent } from "../../../modules/webhooks/repositories/deliveries"
import { feedNotice } from "../utils/feed-notice"

// Waiting for approval, or needing a clerk (the records list's "needs attention": failed, parsed, mapped).
const TOLD = new Set<string>([
  RECORD_EVENTS.awaiting_approval,
  RECORD_EVENTS.needs_attention,
  RECORD_EVENTS.failed,
])

/**
 * Tells the admin, in Medusa's notification feed, of records that wait for
 * approval or need attention: once per record and status (the
 * notification's idempotency key), with the way to the record. Notifications
 * are a log: nothing to undo.
 */
export const notifyAdminFeedStep = createStep(
  "plugin-webhooks-notify-admin-feed",
  async (input: { events: OutboxEvent[] }, { container }) => {
    const told = input.events.filter((e) => TOLD.has(e.event_name))
    if (!told.length) return new StepResponse(0)
    const ids = [...new Set(told.map((e) => String(e.payload.recordId)))]
    const records = await b2bImport(container).listInboundRecords(
      { id: ids },
      {
        select: ["id", "file_name", "external_order_number", "error_message"],
        withDeleted: true,
      }
    )
    const byId = new Map(records.map((r) => [r.id, r]))
    const notices = told.flatMap((event) => {
      const record = byId.get(String(event.payload.recordId))
      return record ? [feedNotice(event, record)] : []
    })
    if (notices.length)
      await container.resolve(Modules.NOTIFICATION).createNotifications(notices)
    return new StepResponse(notices.length)
  }
)
