import { model } from "@medusajs/framework/utils"

/**
 * The outbox of record events (named in src/modules/webhooks/event-catalogue.ts): one row per status a
 * record reached and per order placed, written by the database trigger of
 * Migration20261206150000 in the transaction that changed the record, and
 * marked dispatched once the webhooks module took it. `seq` orders a
 * record's events as they committed (the record's row lock serialises them).
 */
export const InboundRecordEvent = model
  .define(
    { name: "InboundRecordEvent", tableName: "plugin_b2b_record_event" },
    {
      id: model.id().primaryKey(),
      seq: model.autoincrement(),
      record_id: model.text(),
      event_name: model.text(),
      status: model.text(),
      order_id: model.text().nullable(),
      external_order_number: model.text().nullable(),
      occurred_at: model.dateTime(),
      dispatched_at: model.dateTime().nullable(),
    }
  )
  .indexes([
    { on: ["seq"], where: "dispatched_at IS NULL" },
    { on: ["record_id", "seq"] },
  ])
