// The product history benches' data: the demo shop, a pool of products and
// BENCH_ENTRIES entries of a shop's mix over BENCH_DAYS days, loaded with
// COPY (bench/lib/history-seed-copy.ts). A database kept between runs
// (BENCH_KEEP_DB) that already holds the same seed is used as it is.
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import seedDemo from "../../dev/seed-demo"
import { ENTRY_TABLE } from "../../src/modules/product-history/repositories/entry-reads"
import { NAME_TABLE } from "../../src/modules/product-history/repositories/term-reads"
import { popularity, productPool, type Product } from "./history-seed-catalogue"
import { copyEntries, OUTBOX_TABLE, withoutOutbox } from "./history-seed-copy"
import { withIndexesRebuilt } from "./history-seed-indexes"
import { seedChunks, type SeedCounts } from "./history-seed-mix"

/** Bumped whenever the generated data changes: a kept database of another version is seeded anew. */
const SEED_VERSION = 3
/** Where a kept database remembers what it was seeded with. */
const SEED_INFO_TABLE = "bench_history_seed"

const env = (name: string, fallback: number) =>
  Number(process.env[name] ?? fallback)

/** The entries' table size, its partitions summed (pg_partition_tree names a plain table alone): heap and with indexes. */
export async function entryTableSize(knex: Knex) {
  const { rows } = await knex.raw<{
    rows: { n: string; heap: string; total: string }[]
  }>(
    `SELECT (SELECT count(*) FROM ??)::bigint AS n,
       pg_size_pretty(sum(pg_relation_size(relid))) AS heap,
       pg_size_pretty(sum(pg_total_relation_size(relid))) AS total
     FROM pg_partition_tree(?::regclass)`,
    [ENTRY_TABLE, ENTRY_TABLE]
  )
  return {
    entries: Number(rows[0].n),
    heap: rows[0].heap,
    total: rows[0].total,
  }
}

/** The seed's size from the environment (defaults: 1,000,000 entries, 20,000 products, 5 years). */
export const seedSize = () => ({
  entries: env("BENCH_ENTRIES", 1_000_000),
  products: env("BENCH_PRODUCTS", 20_000),
  days: env("BENCH_DAYS", 1826),
})
const ROWS_PER_COPY = env("BENCH_SEED_ROWS_PER_COPY", 500_000)
/** `1`: the outbox trigger stays on while seeding (to measure it); its events are removed afterwards either way. */
const KEEP_OUTBOX = process.env.BENCH_SEED_OUTBOX === "1"
/**
 * Indexes dropped before the COPY and built after it (bench/lib/history-seed-indexes.ts):
 * 10M entries in 9 min instead of 30 (2 cores, shared). `keep`: loaded into the live indexes.
 */
const REBUILD_INDEXES = process.env.BENCH_SEED_INDEXES !== "keep"

const say = (line: string) => process.stdout.write(`${line}\n`)
const int = (n: number) => Math.round(n).toLocaleString("en")

export type SeededHistory = {
  knex: Knex
  pool: Product[]
  /** The newest entry's time: "today" of the seeded shop. */
  until: Date
  seedSeconds: number
  reused: boolean
  /** The most and the least changed product. */
  hot: Product
  cold: Product
}

type Size = ReturnType<typeof seedSize>
type SeedInfo = { until: Date; seconds: number }

async function keptSeed(knex: Knex, size: Size): Promise<SeedInfo | null> {
  const [{ found }] = (
    await knex.raw(`SELECT to_regclass(?) IS NOT NULL AS found`, [
      SEED_INFO_TABLE,
    ])
  ).rows
  if (!found) return null
  const { rows } = await knex.raw(
    `SELECT until, seconds FROM ?? WHERE params = ?::jsonb`,
    [SEED_INFO_TABLE, JSON.stringify({ ...size, version: SEED_VERSION })]
  )
  return rows[0]
    ? { until: new Date(rows[0].until), seconds: rows[0].seconds }
    : null
}

async function rememberSeed(knex: Knex, size: Size, info: SeedInfo) {
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ?? (params jsonb NOT NULL, until timestamptz NOT NULL, seconds float8 NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())`,
    [SEED_INFO_TABLE]
  )
  await knex.raw(
    `INSERT INTO ?? (params, until, seconds) VALUES (?::jsonb, ?, ?)`,
    [
      SEED_INFO_TABLE,
      JSON.stringify({ ...size, version: SEED_VERSION }),
      info.until,
      info.seconds,
    ]
  )
}

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`

function describeMix(counts: SeedCounts, entries: number) {
  const share = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${percent(v, entries)}`)
      .join(", ")
  say(`  ${int(counts.sets)} change sets; fields: ${share(counts.fields)}`)
  say(`  sources: ${share(counts.sources)}`)
}

/** Seeds the entries (timed, rows/s printed) into emptied tables. */
async function seedEntries(
  knex: Knex,
  pool: Product[],
  size: Size
): Promise<SeedInfo> {
  // Forgotten first: a seed cut off halfway is never taken for a finished one.
  await knex.raw(`DROP TABLE IF EXISTS ??`, [SEED_INFO_TABLE])
  await knex.raw(`TRUNCATE ??, ??, ??`, [ENTRY_TABLE, NAME_TABLE, OUTBOX_TABLE])
  const until = new Date()
  // Each month of the span gets its partition before the COPY, as a shop's table has them (made month by month
  // by the upkeep); without them five years would wait in the edge partition before the first month.
  const since = new Date(until.getTime() - size.days * 86_400_000)
  await knex.raw(`SELECT plugin_history_ensure_partitions(?::regclass, ?, ?)`, [
    ENTRY_TABLE,
    since,
    until,
  ])
  const counts: SeedCounts = { fields: new Map(), sources: new Map(), sets: 0 }
  const chunks = seedChunks(
    { products: pool, entries: size.entries, days: size.days, until },
    counts
  )
  say(
    `Seeding ${int(size.entries)} entries over ${int(pool.length)} products and ${size.days} days: COPY in statements of ` +
      `${int(ROWS_PER_COPY)} rows; indexes ${REBUILD_INDEXES ? "dropped, built after the COPY" : "kept up to date"}, ` +
      `name trigger on, outbox trigger ${KEEP_OUTBOX ? "on" : "off"}`
  )
  let last = 0
  const copy = () =>
    copyEntries(knex, chunks, ROWS_PER_COPY, ({ rows, seconds }) => {
      if (rows - last < 1_000_000 && rows < size.entries) return
      last = rows
      say(
        `  ${int(rows)} rows after ${seconds.toFixed(0)} s (${int(rows / seconds)} rows/s)`
      )
    })
  const load = async () => {
    if (!REBUILD_INDEXES) return { copied: await copy(), build: 0 }
    const rebuilt = await withIndexesRebuilt(knex, copy)
    return { copied: rebuilt.result, build: rebuilt.buildSeconds }
  }
  const {
    result: { copied, build },
    events,
  } = await withoutOutbox(knex, KEEP_OUTBOX, load)
  const vacuumBegan = performance.now()
  await knex.raw(`VACUUM ANALYZE ??`, [ENTRY_TABLE])
  await knex.raw(`VACUUM ANALYZE ??`, [NAME_TABLE])
  const vacuum = (performance.now() - vacuumBegan) / 1000
  const seconds = copied.seconds + build + vacuum
  say(
    `  COPY ${copied.seconds.toFixed(1)} s (${int(copied.rows / copied.seconds)} rows/s)` +
      `${REBUILD_INDEXES ? `, indexes built ${build.toFixed(1)} s` : ""}, VACUUM ANALYZE ${vacuum.toFixed(1)} s: ` +
      `${seconds.toFixed(1)} s in all (${int(copied.rows / seconds)} rows/s)` +
      `${KEEP_OUTBOX ? `; ${int(events)} outbox rows written, then removed` : ""}`
  )
  describeMix(counts, copied.rows)
  return { until, seconds }
}

/** The bench's data: the demo shop, the pool, exactly BENCH_ENTRIES entries (seeded, or kept from a run before). */
export async function seedHistoryBench(
  container: MedusaContainer
): Promise<SeededHistory> {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const size = seedSize()
  // BENCH_RESEED=1: seeded anew even where a kept database holds this seed (to time it again).
  let info =
    process.env.BENCH_RESEED === "1" ? null : await keptSeed(knex, size)
  const reused = !!info
  if (!info) await seedDemo({ container, args: [] } as never)
  const pool = await productPool(container, size.products)
  if (info)
    say(
      `Using the entries seeded on ${info.until.toISOString()} (BENCH_KEEP_DB; seeding took ${info.seconds.toFixed(1)} s)`
    )
  else {
    info = await seedEntries(knex, pool, size)
    await rememberSeed(knex, size, info)
  }
  const rank = popularity(pool.length)
  return {
    knex,
    pool,
    until: info.until,
    seedSeconds: info.seconds,
    reused,
    hot: pool[rank.at(0)],
    cold: pool[rank.at(pool.length - 1)],
  }
}
