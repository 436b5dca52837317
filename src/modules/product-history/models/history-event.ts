import { model } from "@medusajs/framework/utils"

/**
 * The outbox of `plugin_product_history.written`: one
 * row per change set, counted up by a trigger on the entries as they are
 * written in the same transaction, and marked dispatched once the webhooks
 * module took it. A save written in several transactions may raise one
 * event per transaction.
 */
export const HistoryEvent = model
  .define(
    { name: "ProductHistoryEvent", tableName: "plugin_product_history_event" },
    {
      id: model.id().primaryKey(),
      seq: model.autoincrement(),
      change_set_id: model.text(),
      /** The first 100 products the change set touched (EVENT_PRODUCT_IDS_MAX). */
      product_ids: model.json(),
      entry_count: model.number(),
      source: model.text().nullable(),
      changed_by: model.text().nullable(),
      occurred_at: model.dateTime(),
      dispatched_at: model.dateTime().nullable(),
    }
  )
  .indexes([{ on: ["seq"], where: "dispatched_at IS NULL" }])
