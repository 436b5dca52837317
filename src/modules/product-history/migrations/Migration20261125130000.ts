import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * `term` finds products before the list runs (the product module, deleted
 * products included, and the old values of title, handle and SKU changes):
 * the prefix indexes on the recorded name and number are no longer read, and
 * every captured entry paid for them.
 */
export class Migration20261125130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_product_name_lower";`
    )
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_product_number_lower";`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_name_lower" ON "plugin_product_history_entry" (lower("product_name") text_pattern_ops) WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_number_lower" ON "plugin_product_history_entry" (lower("product_number") text_pattern_ops) WHERE deleted_at IS NULL;`
    )
  }
}
