import { model } from "@medusajs/framework/utils"

/**
 * An external order number a profile's order carries. Written with the order
 * (and compensated with it), never removed when the record that created the
 * order is deleted: the order keeps its number. The unique index makes the
 * database refuse a second claim even when a lock's lease lapsed.
 */
export const OrderNumberClaim = model
  .define(
    { name: "OrderNumberClaim", tableName: "plugin_b2b_order_number" },
    {
      id: model.id({ prefix: "b2bon" }).primaryKey(),
      profile_id: model.text(),
      external_order_number: model.text(),
      order_id: model.text(),
      /** The record that created the order (it may have been deleted since). */
      record_id: model.text(),
    }
  )
  .indexes([
    {
      name: "IDX_plugin_b2b_order_number_unique",
      on: ["profile_id", "external_order_number"],
      unique: true,
      where: "deleted_at IS NULL",
    },
  ])
