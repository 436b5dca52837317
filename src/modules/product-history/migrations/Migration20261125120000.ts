import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** `term` finds a product by a name or number it had (the recorded product name; a title's, handle's or SKU's old value): prefix indexes. */
export class Migration20261125120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_name_lower" ON "plugin_product_history_entry" (lower("product_name") text_pattern_ops) WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_former_number_lower" ON "plugin_product_history_entry" (lower("old_value" #>> '{}') text_pattern_ops) WHERE deleted_at IS NULL AND "field_name" IN ('title', 'handle', 'sku');`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_former_number_lower";`
    )
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_product_name_lower";`
    )
  }
}
