import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * History entries, and the staging table the capture triggers use inside one
 * transaction (rows live from the first write of a product to its commit).
 * The triggers themselves are installed at start-up (capture/install.ts),
 * because they sit on tables of other modules whose migrations may run later.
 */
export class Migration20261123090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plugin_product_history_entry" ("id" text not null, "product_id" text not null, "variant_id" text null, "product_name" text null, "product_number" text null, "field_name" text not null, "old_value" jsonb null, "new_value" jsonb null, "changed_at" timestamptz not null, "user_id" text null, "integration_id" text null, "changed_by" text null, "source" text not null, "context_data" jsonb null, "comment" text null, "rolled_back_entry_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_product_history_entry_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_deleted_at" ON "plugin_product_history_entry" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_changed_at" ON "plugin_product_history_entry" ("changed_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_id_changed_at" ON "plugin_product_history_entry" ("product_id", "changed_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_field_name_changed_at" ON "plugin_product_history_entry" ("field_name", "changed_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_source_changed_at" ON "plugin_product_history_entry" ("source", "changed_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_number" ON "plugin_product_history_entry" ("product_number") WHERE deleted_at IS NULL;`)
    this.addSql(`create unlogged table if not exists "plugin_product_history_staging" ("tx" bigint not null, "kind" text not null, "key" text not null, "old_state" jsonb null, constraint "plugin_product_history_staging_pkey" primary key ("tx", "kind", "key"));`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "plugin_product_history_staging" cascade;`)
    this.addSql(`drop table if exists "plugin_product_history_entry" cascade;`)
  }
}
