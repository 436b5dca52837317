import { WIDER_INDEXES } from "./index-upkeep"

/** Up to this many entries a migration builds the wider indexes at once; a larger table gets them from the partition job, a partition at a time. */
const BUILT_BY_MIGRATION = 100_000

const onPartitionedTable = (condition: string, body: string) => `DO $$
BEGIN
  IF (SELECT relkind FROM pg_class WHERE oid = to_regclass('plugin_product_history_entry')) = 'p'${condition} THEN
    ${body}
  END IF;
END $$;`

/**
 * A migration's step to the wider indexes (index-upkeep.ts): on a table of
 * up to 100,000 entries they take every older one's place at once; a larger
 * table keeps the older ones until the partition job has built the new ones
 * on every partition.
 */
export const widerIndexesUp = () =>
  onPartitionedTable(
    `
      AND (SELECT count(*) FROM (SELECT 1 FROM plugin_product_history_entry LIMIT ${BUILT_BY_MIGRATION + 1}) s) <= ${BUILT_BY_MIGRATION}`,
    WIDER_INDEXES.map(
      (index) =>
        `CREATE INDEX IF NOT EXISTS "${index.name}" ON plugin_product_history_entry ${index.definition};
    ${index.replaces.map((older) => `DROP INDEX IF EXISTS "${older.name}";`).join("\n    ")}`
    ).join("\n    ")
  )

/**
 * Back to the indexes of the generation `back` (an index into each entry's
 * `replaces`, oldest first): that one is built, the wider one and any newer
 * generation dropped.
 */
export const widerIndexesDown = (back: number) =>
  onPartitionedTable(
    "",
    WIDER_INDEXES.map((index) => {
      const older: readonly { name: string; definition: string }[] =
        index.replaces
      const at = Math.min(back, older.length - 1)
      const drop = [index.name, ...older.slice(at + 1).map((o) => o.name)]
      return `CREATE INDEX IF NOT EXISTS "${older[at].name}" ON plugin_product_history_entry ${older[at].definition};
    ${drop.map((name) => `DROP INDEX IF EXISTS "${name}";`).join("\n    ")}`
    }).join("\n    ")
  )
