import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The order numbers orders carry, owned by the import module rather than by
 * the records (a deleted record no longer frees its order's number);
 * backfilled from the approved records, deleted ones included. And whether a
 * profile's files give net or gross prices (null: the format's default).
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plugin_b2b_order_number" ("id" text not null, "profile_id" text not null, "external_order_number" text not null, "order_id" text not null, "record_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_b2b_order_number_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_order_number_deleted_at" ON "plugin_b2b_order_number" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_plugin_b2b_order_number_unique" ON "plugin_b2b_order_number" ("profile_id", "external_order_number") WHERE deleted_at IS NULL;`)
    // The first approved record of each number wins (an earlier delete + resend may have left two orders).
    this.addSql(`insert into "plugin_b2b_order_number" ("id", "profile_id", "external_order_number", "order_id", "record_id", "created_at", "updated_at")
      select distinct on (r."profile_id", r."external_order_number")
        'b2bon_' || md5(r."id"), r."profile_id", r."external_order_number", r."order_id", r."id", coalesce(r."approved_at", r."created_at"), now()
      from "plugin_b2b_inbound_record" r
      where r."status" = 'approved' and r."order_id" is not null and r."external_order_number" is not null
      order by r."profile_id", r."external_order_number", r."approved_at" asc nulls last, r."created_at" asc
      on conflict do nothing;`)
    this.addSql(`alter table if exists "plugin_b2b_profile" add column if not exists "file_prices" text check ("file_prices" in ('net', 'gross')) null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "plugin_b2b_profile" drop column if exists "file_prices";`)
    this.addSql(`drop table if exists "plugin_b2b_order_number" cascade;`)
  }
}
