import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122224327 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plugin_b2b_inbound_record" ("id" text not null, "profile_id" text not null, "status" text check ("status" in ('pending', 'parsed', 'mapped', 'failed', 'awaiting_approval', 'approved')) not null default 'pending', "file_name" text not null, "file_size" integer not null, "file_sha256" text not null, "content_type" text null, "file_key" text not null, "uploaded_by" text null, "error_message" text null, "errors" jsonb null, "external_order_number" text null, "order_id" text null, "processed_at" timestamptz null, "approved_at" timestamptz null, "approved_by" text null, "attempts" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_b2b_inbound_record_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_inbound_record_deleted_at" ON "plugin_b2b_inbound_record" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_inbound_record_profile_id_file_sha256" ON "plugin_b2b_inbound_record" ("profile_id", "file_sha256") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_inbound_record_status" ON "plugin_b2b_inbound_record" ("status") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_inbound_record_profile_id_external_order_number" ON "plugin_b2b_inbound_record" ("profile_id", "external_order_number") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "plugin_b2b_profile" ("id" text not null, "name" text not null, "approval_mode" text check ("approval_mode" in ('auto', 'manual')) not null default 'manual', "file_format" text check ("file_format" in ('csv', 'json', 'opentrans')) not null default 'csv', "csv_delimiter" text null, "csv_encoding" text check ("csv_encoding" in ('utf-8', 'windows-1252')) not null default 'utf-8', "csv_header_row" boolean not null default true, "decimal_separator" text not null default '.', "region_id" text null, "sales_channel_id" text null, "currency_code" text null, "customer_id" text null, "customer_lookup" text check ("customer_lookup" in ('email', 'number', 'fixed')) not null default 'email', "shipping_option_id" text null, "price_source" text check ("price_source" in ('catalogue', 'file')) not null default 'catalogue', "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_b2b_profile_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_profile_deleted_at" ON "plugin_b2b_profile" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "plugin_b2b_field_mapping" ("id" text not null, "profile_id" text not null, "source" text not null, "target" text not null, "transform" jsonb null, "required" boolean not null default false, "position" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_b2b_field_mapping_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_field_mapping_profile_id" ON "plugin_b2b_field_mapping" ("profile_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_b2b_field_mapping_deleted_at" ON "plugin_b2b_field_mapping" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "plugin_b2b_field_mapping" add constraint "plugin_b2b_field_mapping_profile_id_foreign" foreign key ("profile_id") references "plugin_b2b_profile" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "plugin_b2b_field_mapping" drop constraint if exists "plugin_b2b_field_mapping_profile_id_foreign";`);

    this.addSql(`drop table if exists "plugin_b2b_inbound_record" cascade;`);

    this.addSql(`drop table if exists "plugin_b2b_profile" cascade;`);

    this.addSql(`drop table if exists "plugin_b2b_field_mapping" cascade;`);
  }

}
