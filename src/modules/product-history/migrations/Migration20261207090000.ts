import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  CONVERSION_FUNCTIONS,
  CONVERSION_TABLES,
  UNPARTITION_SQL,
} from "../partitions/conversion-sql"
import { PARTITION_FUNCTIONS } from "../partitions/partition-sql"

/** The catalogue field group as filters.ts declares it (`field_group=catalogue`): every field but the stock ones. */
const CATALOGUE = `deleted_at IS NULL AND field_name NOT IN (''stock'', ''stock.reserved'')`

/** Indexes of this version, [name, what it indexes] (constants of this file; quotes doubled for the SQL literal). */
const NEW_INDEXES = [
  // Retention asks for the newest entry of a product field (partitions/partition-sql.ts): one index probe each.
  [
    "IDX_plugin_product_history_entry_product_field_changed_at",
    "(product_id, field_name, changed_at) WHERE deleted_at IS NULL",
  ],
  // The admin lists catalogue changes by default, newest first, for the shop or one product; where stock movements
  // are 80 % of the entries, the time index would be read past four of them for each catalogue change.
  [
    "IDX_plugin_product_history_entry_catalogue_changed_at",
    `(changed_at) WHERE ${CATALOGUE}`,
  ],
  [
    "IDX_plugin_product_history_entry_catalogue_product_changed_at",
    `(product_id, changed_at) WHERE ${CATALOGUE}`,
  ],
] as const

/**
 * History entries range-partitioned by month of `changed_at`
 * (partitions/partition-sql.ts): a month's entries are one table, dropped at
 * once by retention, and a date range reads only its months. A table of up to
 * 100,000 entries is converted here; a larger one is prepared here and copied
 * in batches by the partition upkeep (job `plugin-product-history-partitions`),
 * so the upgrade holds no long lock. Queries,
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
    // Indexes new with this version, built on the small table before it is converted, or on a large table's
    // partitioned copy only, while the shop runs (the swap gives them their names).
    const indexes = NEW_INDEXES.map(
      ([name, definition]) => `('${name}', '${definition}')`
    ).join(", ")
    this.addSql(`DO $$
DECLARE
  v_index record;
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM plugin_product_history_entry LIMIT 100001) s) <= 100000 THEN
    FOR v_index IN SELECT * FROM (VALUES ${indexes}) i (name, definition) LOOP
      EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON plugin_product_history_entry %s', v_index.name, v_index.definition);
    END LOOP;
    PERFORM plugin_history_convert_prepare();
    PERFORM plugin_history_convert_finish();
  ELSE
    PERFORM plugin_history_convert_prepare();
    FOR v_index IN SELECT * FROM (VALUES ${indexes}) i (name, definition) LOOP
      EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON plugin_product_history_entry_next %s', left(v_index.name, 58) || '_next', v_index.definition);
      UPDATE plugin_product_history_conversion SET indexes = indexes || jsonb_build_object(left(v_index.name, 58) || '_next', v_index.name);
    END LOOP;
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
