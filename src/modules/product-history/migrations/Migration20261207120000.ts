import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  DROP_LATEST,
  LATEST_FUNCTIONS,
  LATEST_TABLES,
} from "../partitions/latest-sql"
import { PARTITION_FUNCTIONS } from "../partitions/partition-sql"

/**
 * The newest entry of each product field in a table of its own
 * (partitions/latest-sql.ts), so retention drops a month in well under a
 * second. Empty here: the partition job folds the entries in, a month at a
 * time, and until it has passed a month, that month is dropped by the older
 * rule.
 */
export class Migration20261207120000 extends Migration {
  async up(): Promise<void> {
    for (const sql of [
      ...LATEST_TABLES,
      ...LATEST_FUNCTIONS,
      ...PARTITION_FUNCTIONS,
    ])
      this.addSql(sql)
  }

  async down(): Promise<void> {
    for (const sql of DROP_LATEST) this.addSql(sql)
  }
}
