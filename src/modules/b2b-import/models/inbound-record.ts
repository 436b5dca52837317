import { model } from "@medusajs/framework/utils"
import { INBOUND_STATUSES } from "../types"
import { InboundRun } from "./inbound-run"

/** An uploaded order file and where the pipeline took it. */
export const InboundRecord = model
  .define(
    { name: "InboundRecord", tableName: "plugin_b2b_inbound_record" },
    {
      id: model.id().primaryKey(),
      profile_id: model.text(),
      status: model.enum([...INBOUND_STATUSES]).default("pending"),
      file_name: model.text(),
      file_size: model.number(),
      file_sha256: model.text(),
      content_type: model.text().nullable(),
      /** Key of the stored file in Medusa's file module. */
      file_key: model.text(),
      uploaded_by: model.text().nullable(),
      error_message: model.text().nullable(),
      /** Row-level problems: [{ row, column, value, code, message }]. */
      errors: model.json().nullable(),
      external_order_number: model.text().nullable(),
      /** Order lines found in the file at the last run. */
      line_count: model.number().nullable(),
      /** The order as built at import, kept while it awaits approval so approve can say what changed. */
      prepared_order: model.json().nullable(),
      /** What approve found changed since import: [{ row, sku, field, before, after, message }]. */
      changes: model.json().nullable(),
      order_id: model.text().nullable(),
      processed_at: model.dateTime().nullable(),
      approved_at: model.dateTime().nullable(),
      approved_by: model.text().nullable(),
      attempts: model.number().default(0),
      /** Why a clerk said no (status rejected), who and when. */
      rejection_reason: model.text().nullable(),
      rejected_by: model.text().nullable(),
      rejected_at: model.dateTime().nullable(),
      /** Held records are left out of bulk passes (console `--pending`, the job) until processed explicitly. */
      hold: model.boolean().default(false),
      /** The record's history of runs, oldest first. */
      runs: model.hasMany(() => InboundRun, { mappedBy: "record" }),
    }
  )
  .cascades({ delete: ["runs"] })
  .indexes([
    { on: ["profile_id", "file_sha256"] },
    { on: ["status"] },
    { on: ["profile_id", "external_order_number"] },
    // One order per external number and profile, guaranteed by the database even when a lock's lease lapsed.
    {
      name: "IDX_plugin_b2b_inbound_record_order_number_taken",
      on: ["profile_id", "external_order_number"],
      unique: true,
      where:
        "status IN ('approved', 'awaiting_approval') AND external_order_number IS NOT NULL AND deleted_at IS NULL",
    },
  ])
