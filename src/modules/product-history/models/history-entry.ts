import { model } from "@medusajs/framework/utils"

/**
 * One changed field of a product or variant. Rows are written by the capture
 * triggers (capture/sql) at commit, or by `plugin:history:add`; they are never
 * updated, only removed by the retention job.
 */
export const HistoryEntry = model
  .define(
    { name: "ProductHistoryEntry", tableName: "plugin_product_history_entry" },
    {
      id: model.id().primaryKey(),
      product_id: model.text(),
      variant_id: model.text().nullable(),
      /** Product title at the time of the change (variant entries: the product's title). */
      product_name: model.text().nullable(),
      /** Product handle, or the variant's SKU for variant-level entries. */
      product_number: model.text().nullable(),
      field_name: model.text(),
      old_value: model.json().nullable(),
      new_value: model.json().nullable(),
      changed_at: model.dateTime(),
      user_id: model.text().nullable(),
      integration_id: model.text().nullable(),
      changed_by: model.text().nullable(),
      source: model.text(),
      context_data: model.json().nullable(),
      comment: model.text().nullable(),
      rolled_back_entry_id: model.text().nullable(),
      /** The save this entry belongs to: entries of one request (or one transaction) share it. */
      change_set_id: model.text().nullable(),
      /** Written by hand (`plugin:history:add`): a record only, never rolled back. */
      manual: model.boolean().default(false),
    }
  )
  .indexes([
    { on: ["changed_at"] },
    { on: ["product_id", "changed_at"] },
    // Retention's question "is this the newest entry of its field?" (partitions/partition-sql.ts).
    {
      name: "IDX_plugin_product_history_entry_product_field_changed_at",
      on: ["product_id", "field_name", "changed_at"],
    },
    { on: ["field_name", "changed_at"] },
    { on: ["source", "changed_at"] },
    { on: ["product_number"] },
  ])
