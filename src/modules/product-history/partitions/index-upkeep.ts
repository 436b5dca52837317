import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LOCK_NOT_AVAILABLE } from "./partition-upkeep"

/** The catalogue field group as filters.ts declares it (`field_group=catalogue`): every field but the stock ones. */
const CATALOGUE = `deleted_at IS NULL AND field_name NOT IN ('stock', 'stock.reserved')`

/**
 * Indexes that take an older one's place, each holding what a page reads
 * besides its order, so a deep page is read from the index alone: a list's
 * ids and times (id), a save's (change_set_id). The hot product's page at
 * offset 9,980 read 10,000 rows from the table (400 ms at 10M entries; 6 ms
 * from the index), the saves' deepest page 73,000 (160 → 54 ms).
 */
export const WIDER_INDEXES = [
  {
    name: "IDX_plugin_product_history_entry_changed_at_set_id",
    suffix: "csi",
    definition: "(changed_at, change_set_id, id) WHERE deleted_at IS NULL",
    replaces: {
      name: "IDX_plugin_product_history_entry_changed_at",
      definition: "(changed_at) WHERE deleted_at IS NULL",
    },
  },
  {
    name: "IDX_plugin_product_history_entry_product_changed_at_id",
    suffix: "pci",
    definition: "(product_id, changed_at, id) WHERE deleted_at IS NULL",
    replaces: {
      name: "IDX_plugin_product_history_entry_product_id_changed_at",
      definition: "(product_id, changed_at) WHERE deleted_at IS NULL",
    },
  },
  {
    name: "IDX_plugin_product_history_entry_catalogue_changed_at_set_id",
    suffix: "ccsi",
    definition: `(changed_at, change_set_id, id) WHERE ${CATALOGUE}`,
    replaces: {
      name: "IDX_plugin_product_history_entry_catalogue_changed_at",
      definition: `(changed_at) WHERE ${CATALOGUE}`,
    },
  },
  {
    name: "IDX_plugin_product_history_entry_catalogue_product_at_id",
    suffix: "cpci",
    definition: `(product_id, changed_at, id) WHERE ${CATALOGUE}`,
    replaces: {
      name: "IDX_plugin_product_history_entry_catalogue_product_changed_at",
      definition: `(product_id, changed_at) WHERE ${CATALOGUE}`,
    },
  },
] as const

type WiderIndex = (typeof WIDER_INDEXES)[number]

/** The partitions of the entries that have no index under `index` yet. */
async function partitionsWithout(knex: Knex, index: string) {
  const { rows } = await knex.raw<{ rows: { name: string }[] }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'plugin_product_history_entry'::regclass
       AND NOT EXISTS (SELECT 1 FROM pg_inherits ii JOIN pg_index x ON x.indexrelid = ii.inhrelid
         WHERE ii.inhparent = to_regclass(quote_ident(?)) AND x.indrelid = c.oid)
     ORDER BY c.relname`,
    [index]
  )
  return rows.map((r) => r.name)
}

/** Builds `index` on one partition and attaches it; false when the partition was busy (the next run builds it). */
async function buildOn(knex: Knex, index: WiderIndex, partition: string) {
  try {
    await knex.transaction(async (trx) => {
      await trx.raw(`SET LOCAL lock_timeout = '3s'`)
      const child = `${partition.slice(0, 56)}_${index.suffix}`
      // The definition is a constant of this file, not input.
      await trx.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? ${index.definition}`, [
        child,
        partition,
      ])
      await trx.raw(`ALTER INDEX ?? ATTACH PARTITION ??`, [index.name, child])
    })
    return true
  } catch (e) {
    if ((e as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw e
    return false
  }
}

/**
 * Puts the wider indexes in place on a partitioned table, a partition at a
 * time (each its own short transaction: only the current month's writes
 * wait, for the moment its index takes), for up to `forMs`; once one covers
 * every partition, the index it replaces goes. Answers how many partitions'
 * indexes it built.
 */
export async function keepWiderIndexes(
  knex: Knex,
  forMs: number
): Promise<number> {
  const stop = Date.now() + forMs
  let built = 0
  for (const index of WIDER_INDEXES) {
    await knex.raw(
      `CREATE INDEX IF NOT EXISTS ?? ON ONLY ?? ${index.definition}`,
      [index.name, "plugin_product_history_entry"]
    )
    for (const partition of await partitionsWithout(knex, index.name)) {
      if (Date.now() >= stop) return built
      if (await buildOn(knex, index, partition)) built++
    }
    if (!(await partitionsWithout(knex, index.name)).length)
      await knex
        .transaction(async (trx) => {
          await trx.raw(`SET LOCAL lock_timeout = '3s'`)
          await trx.raw(`DROP INDEX IF EXISTS ??`, [index.replaces.name])
        })
        .catch((e: { code?: string }) => {
          // Behind a long read: the next run drops it.
          if (e.code !== LOCK_NOT_AVAILABLE) throw e
        })
  }
  return built
}
