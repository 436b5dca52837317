import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Rejected records (status, reason, who, when) and the profile's price tolerance for approval. */
export class Migration20261126110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" drop constraint if exists "plugin_b2b_inbound_record_status_check";`)
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" add constraint "plugin_b2b_inbound_record_status_check" check ("status" in ('pending', 'parsed', 'mapped', 'failed', 'awaiting_approval', 'approved', 'rejected'));`)
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" add column if not exists "rejection_reason" text null, add column if not exists "rejected_by" text null, add column if not exists "rejected_at" timestamptz null;`)
    this.addSql(`alter table if exists "plugin_b2b_profile" add column if not exists "price_tolerance_percent" real not null default 0;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "plugin_b2b_profile" drop column if exists "price_tolerance_percent";`)
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" drop column if exists "rejection_reason", drop column if exists "rejected_by", drop column if exists "rejected_at";`)
    this.addSql(`update "plugin_b2b_inbound_record" set "status" = 'failed' where "status" = 'rejected';`)
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" drop constraint if exists "plugin_b2b_inbound_record_status_check";`)
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" add constraint "plugin_b2b_inbound_record_status_check" check ("status" in ('pending', 'parsed', 'mapped', 'failed', 'awaiting_approval', 'approved'));`)
  }
}
