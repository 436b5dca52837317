import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The names of the entries in `rows` (a constant of this file: the trigger's transition table, or the entries). */
const namesFrom = (rows: "new_entries" | "plugin_product_history_entry") =>
  `SELECT DISTINCT left(lower(n.name), 200), n.product_id FROM (
      SELECT r.product_name AS name, r.product_id FROM ${rows} r WHERE r.deleted_at IS NULL
      UNION ALL SELECT r.product_number, r.product_id FROM ${rows} r WHERE r.deleted_at IS NULL
      UNION ALL SELECT r.old_value #>> '{}', r.product_id FROM ${rows} r WHERE r.deleted_at IS NULL
        AND r.field_name IN ('title', 'handle', 'sku') AND jsonb_typeof(r.old_value) = 'string'
    ) n WHERE n.name IS NOT NULL AND n.name <> ''`

/**
 * The names and numbers products were known by, for `term`: every name and
 * number an entry recorded, and the old value of each title, handle and SKU
 * change, lower-cased and cut to the longest term (200). A few rows per
 * product instead of a million entries to scan: "b" used to collect its
 * products from every entry beginning with it (1.7 s at 1M entries, bench
 * history-list). Kept by a statement trigger on the entries, whatever writes
 * them (capture, console, bulk SQL); the prefix indexes on the entries that
 * served the lookup before go.
 */
export class Migration20261125130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `CREATE TABLE IF NOT EXISTS "plugin_product_history_name" ("name" text NOT NULL, "product_id" text NOT NULL);`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_plugin_product_history_name_name_product" ON "plugin_product_history_name" ("name" text_pattern_ops, "product_id");`
    )
    this.addSql(`CREATE OR REPLACE FUNCTION plugin_history_keep_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plugin_product_history_name (name, product_id)
    ${namesFrom("new_entries")}
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;`)
    this.addSql(
      `CREATE OR REPLACE TRIGGER "plugin_history_keep_names" AFTER INSERT ON "plugin_product_history_entry" REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION plugin_history_keep_names();`
    )
    this.addSql(
      `INSERT INTO "plugin_product_history_name" (name, product_id) ${namesFrom("plugin_product_history_entry")} ON CONFLICT DO NOTHING;`
    )
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_product_name_lower";`
    )
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_product_number_lower";`
    )
    this.addSql(
      `DROP INDEX IF EXISTS "IDX_plugin_product_history_entry_former_number_lower";`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `DROP TRIGGER IF EXISTS "plugin_history_keep_names" ON "plugin_product_history_entry";`
    )
    this.addSql(`DROP FUNCTION IF EXISTS plugin_history_keep_names();`)
    this.addSql(`DROP TABLE IF EXISTS "plugin_product_history_name";`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_name_lower" ON "plugin_product_history_entry" (lower("product_name") text_pattern_ops) WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_product_number_lower" ON "plugin_product_history_entry" (lower("product_number") text_pattern_ops) WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_entry_former_number_lower" ON "plugin_product_history_entry" (lower("old_value" #>> '{}') text_pattern_ops) WHERE deleted_at IS NULL AND "field_name" IN ('title', 'handle', 'sku');`
    )
  }
}
