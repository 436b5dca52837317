import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** One order per external order number and profile: a unique index over the records holding a number. */
export class Migration20261123122339 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_plugin_b2b_inbound_record_order_number_taken" ON "plugin_b2b_inbound_record" ("profile_id", "external_order_number") WHERE status IN ('approved', 'awaiting_approval') AND external_order_number IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_plugin_b2b_inbound_record_order_number_taken";`);
  }

}
