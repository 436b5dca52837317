import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { DEFAULT_PARTITION_TO_EDGES } from "../partitions/default-to-edges-sql"
import { PARTITION_FUNCTIONS } from "../partitions/partition-sql"

/**
 * The default partition gives way to two edge partitions (partition-sql.ts:
 * `…_before` the first month, `…_after` the last), so PostgreSQL reads the
 * months of a newest-first list in order and stops at the page's end. Its
 * entries (few: a month is made ahead of its entries) move to the edge or the
 * month they belong to; on the table, and on a conversion's partitioned copy.
 */
export class Migration20261207110000 extends Migration {
  async up(): Promise<void> {
    for (const sql of PARTITION_FUNCTIONS) this.addSql(sql)
    this.addSql(DEFAULT_PARTITION_TO_EDGES)
  }

  async down(): Promise<void> {
    // The edges stay: they take every entry a default partition would, and the functions of this version need them.
  }
}
