import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The fix loop: a record may be held out of bulk passes, and keeps a history of its runs. */
export class Migration20261126120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" add column if not exists "hold" boolean not null default false;`)
    this.addSql(`create table if not exists "plugin_b2b_inbound_run" ("id" text not null, "record_id" text not null, "action" text check ("action" in ('process', 'approve', 'replace_file')) not null, "started_at" timestamptz not null, "finished_at" timestamptz not null, "actor" text null, "status" text not null, "error_message" text null, "error_count" integer not null default 0, "note" text null, "file_sha256" text not null, "file_name" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_b2b_inbound_run_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_inbound_run_record_id" ON "plugin_b2b_inbound_run" ("record_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_inbound_run_deleted_at" ON "plugin_b2b_inbound_run" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_inbound_run_record_id_started_at" ON "plugin_b2b_inbound_run" ("record_id", "started_at") WHERE deleted_at IS NULL;`)
    this.addSql(`alter table if exists "plugin_b2b_inbound_run" add constraint "plugin_b2b_inbound_run_record_id_foreign" foreign key ("record_id") references "plugin_b2b_inbound_record" ("id") on update cascade on delete cascade;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "plugin_b2b_inbound_run" cascade;`)
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" drop column if exists "hold";`)
  }
}
