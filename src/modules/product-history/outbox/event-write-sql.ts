/**
 * The payload the history's outbox notifies with (channel
 * `plugin_webhook_events`): the webhook wake-up starts a delivery pass for
 * it only while a webhook is active, without asking the database at each
 * save (workflows/webhooks/utils/wake-ups.ts). The import's record events
 * notify with an empty payload.
 */
export const HISTORY_WAKE_UP_PAYLOAD = "history"

/**
 * The outbox of `plugin_product_history.written` (models/history-event.ts):
 * every entry written counts into its change set's undispatched event, in
 * the writing transaction; product ids are kept up to 100. The commit wakes
 * the webhook delivery (PostgreSQL sends a notification once per
 * transaction and payload): with an empty payload as first installed, with
 * HISTORY_WAKE_UP_PAYLOAD since Migration20261207140000. `payload` is one
 * of those constants, not input.
 */
export const historyEventWriteFunction = (
  payload: string
) => `create or replace function plugin_product_history_event_write() returns trigger language plpgsql as $$
begin
  insert into plugin_product_history_event as e (change_set_id, product_ids, entry_count, source, changed_by, occurred_at)
  values (coalesce(NEW.change_set_id, NEW.id), jsonb_build_array(NEW.product_id), 1, NEW.source, NEW.changed_by, NEW.changed_at)
  on conflict (change_set_id) where dispatched_at is null do update set
    entry_count = e.entry_count + 1,
    product_ids = case
      when e.product_ids @> excluded.product_ids or jsonb_array_length(e.product_ids) >= 100 then e.product_ids
      else e.product_ids || excluded.product_ids
    end,
    updated_at = now();
  perform pg_notify('plugin_webhook_events', '${payload}');
  return null;
end
$$`
