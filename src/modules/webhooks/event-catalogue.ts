/**
 * What happened to an inbound record. The B2B import module's outbox
 * trigger writes these names in SQL (its Migration20261206150000; a unit
 * test holds the two alike).
 */
export const RECORD_EVENTS = {
  approved: "plugin_b2b_inbound_record.approved",
  awaiting_approval: "plugin_b2b_inbound_record.awaiting_approval",
  rejected: "plugin_b2b_inbound_record.rejected",
  failed: "plugin_b2b_inbound_record.failed",
  needs_attention: "plugin_b2b_inbound_record.needs_attention",
  order_placed: "plugin_b2b_inbound_record.order_placed",
} as const

/** What the product history tells: entries were written, one event per change set (its Migration20261206150100). */
export const HISTORY_EVENTS = {
  written: "plugin_product_history.written",
} as const

/**
 * Every event a webhook can subscribe to, with what it means, declared once
 * for the webhook's schema, OpenAPI, the admin's choices and the docs.
 * Browser-safe (constants only).
 */
export const WEBHOOK_EVENT_CATALOGUE = {
  [RECORD_EVENTS.approved]:
    "An inbound record was approved: its order exists (auto approval or a clerk's approval).",
  [RECORD_EVENTS.awaiting_approval]:
    "An inbound record went through the checks and waits for a clerk's approval.",
  [RECORD_EVENTS.rejected]: "A clerk rejected an inbound record.",
  [RECORD_EVENTS.failed]:
    "An inbound record failed: its file cannot become an order as it is (the record's errors say why).",
  [RECORD_EVENTS.needs_attention]:
    "An inbound record stopped at parsing or mapping: a clerk has to fix the file, its mapping or its data.",
  [RECORD_EVENTS.order_placed]:
    "An order was placed for an inbound record (the payload carries its id).",
  [HISTORY_EVENTS.written]:
    "Product history entries were written: one event per change set (a save), with its product ids and entry count.",
} as const

export type WebhookEventName = keyof typeof WEBHOOK_EVENT_CATALOGUE

/**
 * What a webhook's owner must be allowed to read to hear of an event: an
 * event tells of that data (a record's status and order number, a product's
 * changes). Checked when events are queued, as Shopware checks an app's
 * privileges when it dispatches: an owner who may not (or no longer) read the
 * data gets no deliveries of it.
 */
export function readPrivilegeOf(event: WebhookEventName): string {
  return event === HISTORY_EVENTS.written
    ? "plugin_product_history:read"
    : "plugin_b2b_inbound_record:read"
}

export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENT_CATALOGUE) as [
  WebhookEventName,
  ...WebhookEventName[],
]

/** Where a delivery stands (Shopware's webhook_event_log statuses). */
export const DELIVERY_STATUSES = [
  "queued",
  "running",
  "success",
  "failed",
] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]
