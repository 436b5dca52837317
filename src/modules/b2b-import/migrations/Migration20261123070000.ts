import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Line count, the order prepared for approval and what approve found changed. */
export class Migration20261123070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" add column if not exists "line_count" integer null, add column if not exists "prepared_order" jsonb null, add column if not exists "changes" jsonb null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "plugin_b2b_inbound_record" drop column if exists "line_count", drop column if exists "prepared_order", drop column if exists "changes";`)
  }
}
