import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The lease table of the PostgreSQL locking provider (models/lock-lease.ts). */
export class Migration20261124090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "plugin_lock_lease" ("id" text not null, "owner_id" text null, "expiration" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_lock_lease_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_lock_lease_deleted_at" ON "plugin_lock_lease" ("deleted_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "plugin_lock_lease" cascade;`)
  }
}
