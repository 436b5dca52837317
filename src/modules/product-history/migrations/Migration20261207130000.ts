import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { WIDER_INDEXES } from "../partitions/index-upkeep"

/** Up to this many entries the indexes are built here, at once; a larger table gets them from the partition job, a partition at a time. */
const BUILT_HERE = 100_000

/**
 * The list's time and product indexes hold the ids (and a save's change set)
 * beside their order (partitions/index-upkeep.ts), so a deep page is read
 * from the index alone. On a table of up to 100,000 entries they take the
 * older ones' place here; a larger one keeps the older ones until the
 * partition job has built the new ones on every partition.
 */
export class Migration20261207130000 extends Migration {
  async up(): Promise<void> {
    const build = WIDER_INDEXES.map(
      (i) => `CREATE INDEX IF NOT EXISTS "${i.name}" ON plugin_product_history_entry ${i.definition};
    DROP INDEX IF EXISTS "${i.replaces.name}";`
    ).join("\n    ")
    this.addSql(`DO $$
BEGIN
  IF (SELECT relkind FROM pg_class WHERE oid = to_regclass('plugin_product_history_entry')) = 'p'
      AND (SELECT count(*) FROM (SELECT 1 FROM plugin_product_history_entry LIMIT ${BUILT_HERE + 1}) s) <= ${BUILT_HERE} THEN
    ${build}
  END IF;
END $$;`)
  }

  async down(): Promise<void> {
    const older = WIDER_INDEXES.map(
      (i) => `CREATE INDEX IF NOT EXISTS "${i.replaces.name}" ON plugin_product_history_entry ${i.replaces.definition};
    DROP INDEX IF EXISTS "${i.name}";`
    ).join("\n    ")
    this.addSql(`DO $$
BEGIN
  IF (SELECT relkind FROM pg_class WHERE oid = to_regclass('plugin_product_history_entry')) = 'p' THEN
    ${older}
  END IF;
END $$;`)
  }
}
