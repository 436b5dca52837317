import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  historyEventWriteFunction,
  HISTORY_WAKE_UP_PAYLOAD,
} from "../outbox/event-write-sql"

/**
 * The history's outbox names itself in its notification, so a product save
 * wakes the webhook delivery only while a webhook is active
 * (outbox/event-write-sql.ts).
 */
export class Migration20261207140000 extends Migration {
  async up(): Promise<void> {
    this.addSql(historyEventWriteFunction(HISTORY_WAKE_UP_PAYLOAD))
  }

  async down(): Promise<void> {
    this.addSql(historyEventWriteFunction(""))
  }
}
