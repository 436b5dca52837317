import type { InboundStatus } from "./types"

/**
 * What happened to an inbound record, as webhooks and the admin's
 * notification feed name it (Shopware's `<entity>.<event>` form). Written by
 * a trigger on the record table in the same transaction as the change
 * (Migration20261206150000), so no event is lost when the process dies
 * after the commit; declared here once for the webhooks, OpenAPI and docs.
 */
export const RECORD_EVENTS = {
  approved: "plugin_b2b_inbound_record.approved",
  awaiting_approval: "plugin_b2b_inbound_record.awaiting_approval",
  rejected: "plugin_b2b_inbound_record.rejected",
  failed: "plugin_b2b_inbound_record.failed",
  needs_attention: "plugin_b2b_inbound_record.needs_attention",
  order_placed: "plugin_b2b_inbound_record.order_placed",
} as const

export type RecordEventName = (typeof RECORD_EVENTS)[keyof typeof RECORD_EVENTS]

/** The event a record's new status raises (pending raises none: nothing was decided). */
export const EVENT_OF_STATUS: Partial<Record<InboundStatus, RecordEventName>> =
  {
    approved: RECORD_EVENTS.approved,
    awaiting_approval: RECORD_EVENTS.awaiting_approval,
    rejected: RECORD_EVENTS.rejected,
    failed: RECORD_EVENTS.failed,
    parsed: RECORD_EVENTS.needs_attention,
    mapped: RECORD_EVENTS.needs_attention,
  }
