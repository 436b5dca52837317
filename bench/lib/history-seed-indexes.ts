// BENCH_SEED_INDEXES=rebuild: the entries table's indexes are dropped before
// the seed's COPY and built again after it, as PostgreSQL defines them (read
// from its catalogue, so whatever the migrations made, a partitioned table's
// included: its indexes are built on every partition). Building an index from
// sorted rows is cheaper than keeping it up to date row by row; the indexes
// come out compact (a table grown by inserts has half-full pages in its
// randomly keyed ones, the primary key and the change-set index).
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ENTRY_TABLE } from "../../src/modules/product-history/repositories/entry-reads"

type IndexDef = {
  name: string
  /** The constraint it serves (the primary key), with its definition. */
  constraint: string | null
  constraint_def: string | null
  def: string
}

async function entryIndexes(knex: Knex): Promise<IndexDef[]> {
  const { rows } = await knex.raw(
    `SELECT ic.relname AS name, c.conname AS constraint,
       CASE WHEN c.oid IS NOT NULL THEN pg_get_constraintdef(c.oid) END AS constraint_def,
       pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i
     JOIN pg_class ic ON ic.oid = i.indexrelid
     LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
     WHERE i.indrelid = ?::regclass
     ORDER BY ic.relname`,
    [ENTRY_TABLE]
  )
  return rows
}

/** Runs `work` with the entries' indexes dropped, then builds them again; returns the build's seconds. */
export async function withIndexesRebuilt<T>(
  knex: Knex,
  work: () => Promise<T>
): Promise<{ result: T; buildSeconds: number; indexes: number }> {
  const indexes = await entryIndexes(knex)
  for (const index of indexes)
    if (index.constraint)
      await knex.raw(`ALTER TABLE ?? DROP CONSTRAINT ??`, [
        ENTRY_TABLE,
        index.constraint,
      ])
    else await knex.raw(`DROP INDEX ??`, [index.name])
  const result = await work()
  const began = performance.now()
  await knex.transaction(async (trx) => {
    await trx.raw(`SET LOCAL maintenance_work_mem = '256MB'`)
    for (const index of indexes) {
      if (index.constraint)
        await trx.raw(
          // The definition is PostgreSQL's own text of the constraint it had.
          `ALTER TABLE ?? ADD CONSTRAINT ?? ${index.constraint_def}`,
          [ENTRY_TABLE, index.constraint]
        )
      // A partitioned table's index reads `ON ONLY` (the parent alone): built on every partition instead.
      else await trx.raw(index.def.replace(" ON ONLY ", " ON "))
    }
  })
  return {
    result,
    buildSeconds: (performance.now() - began) / 1000,
    indexes: indexes.length,
  }
}
