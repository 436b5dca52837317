import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Rollback guards that passed (capture/sql/stage.ts): where Medusa splits one
 * write into several transactions, the later ones continue the first instead
 * of being checked against the state the first one made. A row lives for the
 * duration of one write; the rollback removes it afterwards.
 */
export class Migration20261125140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `CREATE UNLOGGED TABLE IF NOT EXISTS "plugin_product_history_guard_passed" ("guard_id" text NOT NULL, "passed_at" timestamptz NOT NULL DEFAULT now(), CONSTRAINT "plugin_product_history_guard_passed_pkey" PRIMARY KEY ("guard_id"));`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE IF EXISTS "plugin_product_history_guard_passed";`)
  }
}
