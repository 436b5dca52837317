import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  PARTITION_FUNCTIONS,
  PRODUCT_ID_STATISTICS,
} from "../partitions/partition-sql"

/**
 * Fewer most-common products in the entries' statistics (partition-sql.ts:
 * a long search planned over many months), on the table and every partition
 * (ALTER TABLE reaches them all), and on each month made from now on.
 * Catalogue only: the next ANALYZE collects them so.
 */
export class Migration20261207100000 extends Migration {
  async up(): Promise<void> {
    for (const sql of PARTITION_FUNCTIONS) this.addSql(sql)
    this.addSql(
      `ALTER TABLE "plugin_product_history_entry" ALTER COLUMN "product_id" SET STATISTICS ${PRODUCT_ID_STATISTICS};`
    )
    // A conversion under way (partitions/conversion-sql.ts): its partitioned copy becomes the table.
    this.addSql(
      `DO $$ BEGIN
         IF to_regclass('plugin_product_history_entry_next') IS NOT NULL THEN
           ALTER TABLE plugin_product_history_entry_next ALTER COLUMN product_id SET STATISTICS ${PRODUCT_ID_STATISTICS};
         END IF;
       END $$;`
    )
  }

  async down(): Promise<void> {
    this.addSql(
      `ALTER TABLE "plugin_product_history_entry" ALTER COLUMN "product_id" SET STATISTICS -1;`
    )
  }
}
