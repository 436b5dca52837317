import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Change sets: the entries of one save share `change_set_id`. Entries written
 * before are each their own change set. Rollback links are looked up from the
 * rolled-back entry (`rolledBackBy`): both are indexed.
 */
export class Migration20261125110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `ALTER TABLE "plugin_product_history_entry" ADD COLUMN IF NOT EXISTS "change_set_id" text NULL;`
    )
    this.addSql(
      `UPDATE "plugin_product_history_entry" SET "change_set_id" = "id" WHERE "change_set_id" IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_change_set_id" ON "plugin_product_history_entry" ("change_set_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_rolled_back_entry_id" ON "plugin_product_history_entry" ("rolled_back_entry_id") WHERE deleted_at IS NULL AND "rolled_back_entry_id" IS NOT NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_rolled_back_entry_id";`
    )
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_change_set_id";`
    )
    this.addSql(
      `ALTER TABLE "plugin_product_history_entry" DROP COLUMN IF EXISTS "change_set_id";`
    )
  }
}
