import { model } from "@medusajs/framework/utils"
import { INBOUND_RUN_ACTIONS } from "../types"
import { InboundRecord } from "./inbound-record"

/** One run in a record's history: a process or approve run, or a corrected file, and where it left the record. */
export const InboundRun = model
  .define(
    { name: "InboundRun", tableName: "plugin_b2b_inbound_run" },
    {
      id: model.id().primaryKey(),
      record: model.belongsTo(() => InboundRecord, { mappedBy: "runs" }),
      action: model.enum([...INBOUND_RUN_ACTIONS]),
      started_at: model.dateTime(),
      finished_at: model.dateTime(),
      actor: model.text().nullable(),
      /** The record's status when the run ended (text: the statuses may grow without touching this table). */
      status: model.text(),
      error_message: model.text().nullable(),
      error_count: model.number().default(0),
      /** What happened besides the status, e.g. which file replaced which. */
      note: model.text().nullable(),
      /** The file the run read (replace_file: the new one). */
      file_sha256: model.text(),
      file_name: model.text(),
    }
  )
  .indexes([{ on: ["record_id", "started_at"] }])
