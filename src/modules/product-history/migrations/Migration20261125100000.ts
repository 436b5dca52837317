import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Entries written by hand (`plugin:history:add`) are marked: they record, they cannot be rolled back. */
export class Migration20261125100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `ALTER TABLE "plugin_product_history_entry" ADD COLUMN IF NOT EXISTS "manual" boolean NOT NULL DEFAULT false;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `ALTER TABLE "plugin_product_history_entry" DROP COLUMN IF EXISTS "manual";`
    )
  }
}
