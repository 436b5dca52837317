import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Excel, EDIFACT, UBL and cXML order files: the formats, an Excel sheet and header row, and the customer field a file's party id is looked up in. */
export class Migration20261206120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "plugin_b2b_profile" drop constraint if exists "plugin_b2b_profile_file_format_check";`)
    this.addSql(`alter table if exists "plugin_b2b_profile" add constraint "plugin_b2b_profile_file_format_check" check ("file_format" in ('csv', 'json', 'opentrans', 'xlsx', 'edifact', 'ubl', 'cxml'));`)
    this.addSql(`alter table if exists "plugin_b2b_profile" add column if not exists "sheet_name" text null;`)
    this.addSql(`alter table if exists "plugin_b2b_profile" add column if not exists "header_row" integer not null default 1;`)
    this.addSql(`alter table if exists "plugin_b2b_profile" add column if not exists "customer_number_field" text not null default 'customer_number';`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "plugin_b2b_profile" drop column if exists "customer_number_field";`)
    this.addSql(`alter table if exists "plugin_b2b_profile" drop column if exists "header_row";`)
    this.addSql(`alter table if exists "plugin_b2b_profile" drop column if exists "sheet_name";`)
    this.addSql(`alter table if exists "plugin_b2b_profile" drop constraint if exists "plugin_b2b_profile_file_format_check";`)
    this.addSql(`alter table if exists "plugin_b2b_profile" add constraint "plugin_b2b_profile_file_format_check" check ("file_format" in ('csv', 'json', 'opentrans'));`)
  }
}
