import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Users' plugin standing (administrator flag). Empty at first: the first
 * administrator is chosen at run time (the oldest admin user), see
 * ApiAccessModuleService.bootstrapAdministrator.
 */
export class Migration20261123195736 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plugin_user_access" ("id" text not null, "user_id" text not null, "admin" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_user_access_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_user_access_deleted_at" ON "plugin_user_access" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_plugin_user_access_user_id_unique" ON "plugin_user_access" ("user_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "plugin_user_access" cascade;`);
  }

}
