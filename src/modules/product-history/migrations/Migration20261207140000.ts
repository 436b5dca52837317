import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  HISTORY_EVENT_WRITE_FUNCTION,
  HISTORY_WAKE_UP_PAYLOAD,
} from "../outbox/event-write-sql"

/**
 * The history's outbox names itself in its notification, so a product save
 * wakes the webhook delivery only while a webhook is active
 * (outbox/event-write-sql.ts).
 */
export class Migration20261207140000 extends Migration {
  async up(): Promise<void> {
    this.addSql(HISTORY_EVENT_WRITE_FUNCTION)
  }

  async down(): Promise<void> {
    this.addSql(
      HISTORY_EVENT_WRITE_FUNCTION.replace(
        `'plugin_webhook_events', '${HISTORY_WAKE_UP_PAYLOAD}'`,
        "'plugin_webhook_events', ''"
      )
    )
  }
}
