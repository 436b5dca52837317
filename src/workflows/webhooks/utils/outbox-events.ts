import type { OutboxEvent } from "../../../modules/webhooks/repositories/deliveries"

const iso = (at: Date | string) => new Date(at).toISOString()

/** A record event from the B2B import's outbox as webhooks send it (camelCase, as the `/api` dialect). */
export function recordOutboxEvent(row: {
  id: string
  seq: number
  record_id: string
  event_name: string
  status: string
  order_id: string | null
  external_order_number: string | null
  occurred_at: Date | string
}): OutboxEvent {
  return {
    event_id: row.id,
    event_name: row.event_name,
    // A record's events reach a webhook in the order they happened.
    ordering_key: `record:${row.record_id}`,
    event_seq: Number(row.seq),
    occurred_at: iso(row.occurred_at),
    payload: {
      recordId: row.record_id,
      status: row.status,
      orderId: row.order_id,
      externalOrderNumber: row.external_order_number,
      occurredAt: iso(row.occurred_at),
    },
  }
}

/** A change set's event from the history's outbox as webhooks send it. */
export function historyOutboxEvent(row: {
  id: string
  seq: number
  change_set_id: string
  product_ids: unknown
  entry_count: number
  source: string | null
  changed_by: string | null
  occurred_at: Date | string
}): OutboxEvent {
  return {
    event_id: row.id,
    event_name: "plugin_product_history.written",
    ordering_key: `change-set:${row.change_set_id}`,
    event_seq: Number(row.seq),
    occurred_at: iso(row.occurred_at),
    payload: {
      changeSetId: row.change_set_id,
      productIds: Array.isArray(row.product_ids) ? row.product_ids : [],
      entryCount: row.entry_count,
      source: row.source,
      changedBy: row.changed_by,
      occurredAt: iso(row.occurred_at),
    },
  }
}
