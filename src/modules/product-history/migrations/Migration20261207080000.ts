import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The `catalogue` field group (filters.ts): every field but the stock ones. Fixed here as the migration wrote it. */
const CATALOGUE = `deleted_at IS NULL AND field_name NOT IN ('stock', 'stock.reserved')`

/**
 * The admin lists catalogue changes by default (`field_group=catalogue`),
 * newest first, for the shop or one product. Where stock movements are most
 * of the entries (a B2B shop's reservations: 80 % and more), the time index
 * would be read past four stock entries for each catalogue one, and past
 * thousands where orders came in bulk; these hold the catalogue entries
 * alone. Named before the monthly partitions (Migration20261207090000), whose
 * conversion copies every index of the table.
 */
export class Migration20261207080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_catalogue_changed_at" ON "plugin_product_history_entry" ("changed_at") WHERE ${CATALOGUE};`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_catalogue_product_changed_at" ON "plugin_product_history_entry" ("product_id", "changed_at") WHERE ${CATALOGUE};`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_catalogue_product_changed_at";`
    )
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_catalogue_changed_at";`
    )
  }
}
