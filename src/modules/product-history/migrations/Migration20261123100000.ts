import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The list's `term` matches product numbers by prefix, case-insensitively: an index that LIKE 'x%' can use. */
export class Migration20261123100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_number_lower" ON "plugin_product_history_entry" (lower("product_number") text_pattern_ops) WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_product_number_lower";`)
  }
}
