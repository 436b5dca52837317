import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Runs of the carry-over into Medusa's RBAC roles: the first row tells the
 * first start with MEDUSA_FF_RBAC that the carry-over already ran.
 */
export class Migration20261206090105 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plugin_rbac_carry_over" ("id" text not null, "trigger" text not null, "roles_created" integer not null default 0, "links_created" integer not null default 0, "summary" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_rbac_carry_over_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_rbac_carry_over_deleted_at" ON "plugin_rbac_carry_over" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "plugin_rbac_carry_over" cascade;`);
  }

}
