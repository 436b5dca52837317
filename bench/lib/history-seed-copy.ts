// Loads the history bench's entries with COPY … FROM STDIN into the entries
// table as it is (its indexes and triggers in place, whatever its layout:
// a plain or a partitioned table takes the same COPY), a statement per
// `rowsPerStatement` rows so the name trigger's transition table stays small.
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { Readable, type Writable } from "node:stream"
import { pipeline } from "node:stream/promises"
import type { ClientBase } from "pg"
import { ENTRY_TABLE } from "../../src/modules/product-history/repositories/entry-reads"
import type { Chunk } from "./history-seed-rows"
import { SEED_COLUMNS } from "./history-seed-rows"

// pg-copy-streams ships no types; only `from` is used here.
const { from: copyFrom } = require("pg-copy-streams") as {
  from: (sql: string) => Writable
}

/** The row trigger that upserts one outbox row per change set (migration 20261206150100). */
export const OUTBOX_TRIGGER = "plugin_product_history_event_write"
export const OUTBOX_TABLE = "plugin_product_history_event"

export type CopyProgress = { rows: number; seconds: number }

/**
 * COPYs the chunks in statements of about `rowsPerStatement` rows on one
 * connection (each statement commits); `progress` hears after each.
 */
export async function copyEntries(
  knex: Knex,
  chunks: Iterable<Chunk>,
  rowsPerStatement: number,
  progress: (p: CopyProgress) => void
): Promise<CopyProgress> {
  const sql = knex
    .raw(`COPY ?? (${SEED_COLUMNS.map(() => "??").join(", ")}) FROM STDIN`, [
      ENTRY_TABLE,
      ...SEED_COLUMNS,
    ])
    .toQuery()
  const client = (await knex.client.acquireConnection()) as ClientBase
  const began = performance.now()
  let rows = 0
  try {
    const source = chunks[Symbol.iterator]()
    let next = source.next()
    while (!next.done) {
      let inStatement = 0
      const statement = new Readable({
        highWaterMark: 4,
        read() {
          if (next.done || inStatement >= rowsPerStatement)
            return void this.push(null)
          inStatement += next.value.rows
          this.push(next.value.text)
          next = source.next()
        },
      })
      await pipeline(statement, client.query(copyFrom(sql) as never))
      rows += inStatement
      progress({ rows, seconds: (performance.now() - began) / 1000 })
    }
  } finally {
    await knex.client.releaseConnection(client)
  }
  return { rows, seconds: (performance.now() - began) / 1000 }
}

/**
 * Runs `work` with the outbox trigger off (unless `keepOutbox`), then empties
 * the outbox: a seed's entries are no events anyone waits for. The name
 * trigger stays on, so `term` finds the seeded products as it would.
 */
export async function withoutOutbox<T>(
  knex: Knex,
  keepOutbox: boolean,
  work: () => Promise<T>
): Promise<{ result: T; events: number }> {
  if (!keepOutbox)
    await knex.raw(`ALTER TABLE ?? DISABLE TRIGGER ??`, [
      ENTRY_TABLE,
      OUTBOX_TRIGGER,
    ])
  try {
    const result = await work()
    const [{ n }] = (
      await knex.raw(`SELECT count(*)::int AS n FROM ??`, [OUTBOX_TABLE])
    ).rows
    await knex.raw(`TRUNCATE ??`, [OUTBOX_TABLE])
    return { result, events: n }
  } finally {
    if (!keepOutbox)
      await knex.raw(`ALTER TABLE ?? ENABLE TRIGGER ??`, [
        ENTRY_TABLE,
        OUTBOX_TRIGGER,
      ])
  }
}
