import { MedusaService } from "@medusajs/framework/utils"
import { HistoryEntry } from "./models/history-entry"

/** Product history entries: read, manual entries and retention. Capture itself happens in PostgreSQL. */
export default class ProductHistoryModuleService extends MedusaService({
  PluginProductHistoryEntry: HistoryEntry,
}) {}
