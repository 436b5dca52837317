import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  CONVERSION_FUNCTIONS,
  CONVERSION_TABLES,
  UNPARTITION_SQL,
} from "../partitions/conversion-sql"
import { PARTITION_FUNCTIONS } from "../partitions/partition-sql"

/**
 * History entries range-partitioned by month of `changed_at`
 * (partitions/partition-sql.ts): a month's entries are one table, dropped at
 * once by retention, and a date range reads only its months. A table of up to
 * 100,000 entries is converted here; a larger one is prepared here and copied
 * in batches by the partition upkeep (job `plugin-product-history-partitions`,
 * or `plugin:history:partitions`), so the upgrade holds no long lock. Queries,
 * indexes and triggers keep their names.
 */
export class Migration20261207090000 extends Migration {
  override async up(): Promise<void> {
    for (const sql of [
      ...CONVERSION_TABLES,
      ...PARTITION_FUNCTIONS,
      ...CONVERSION_FUNCTIONS,
    ])
      this.addSql(sql)
    // Retention asks for the newest entry of a product field (partitions/partition-sql.ts): one index probe each.
    // On a large table it is built on the partitioned copy only, while the shop runs.
    this.addSql(`DO $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM plugin_product_history_entry LIMIT 100001) s) <= 100000 THEN
    CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_field_changed_at" ON plugin_product_history_entry
      (product_id, field_name, changed_at) WHERE deleted_at IS NULL;
    PERFORM plugin_history_convert_prepare();
    PERFORM plugin_history_convert_finish();
  ELSE
    PERFORM plugin_history_convert_prepare();
    CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_field_changed_at_next" ON plugin_product_history_entry_next
      (product_id, field_name, changed_at) WHERE deleted_at IS NULL;
    UPDATE plugin_product_history_conversion SET indexes = indexes || jsonb_build_object(
      'IDX_plugin_product_history_entry_product_field_changed_at_next', 'IDX_plugin_product_history_entry_product_field_changed_at');
  END IF;
END $$;`)
  }

  override async down(): Promise<void> {
    // Back to one table (a conversion under way is abandoned): every entry kept, the triggers moved with it.
    this.addSql(UNPARTITION_SQL)
    this.addSql(`DROP TABLE IF EXISTS plugin_product_history_conversion_touched`)
    this.addSql(`DROP TABLE IF EXISTS plugin_product_history_conversion`)
  }
}
