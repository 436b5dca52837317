import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122221654 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "plugin_api_refresh_token" add column if not exists "password_fingerprint" text not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "plugin_api_refresh_token" drop column if exists "password_fingerprint";`);
  }

}
