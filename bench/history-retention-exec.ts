// Run by bench/history-retention.mjs through `medusa exec` on a fresh
// database: seeds the demo shop and BENCH_ENTRIES history entries over five
// years (bench/lib/history-seed.ts), then runs retention by field group
// batch by batch as the job does (src/modules/product-history/retention.ts),
// timing each batch; then a second run, which finds only the entries it keeps.
import type { ExecArgs } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ENTRY_TABLE } from "../src/modules/product-history/repositories/entry-reads"
import {
  deleteExpiredFieldBatch,
  entryFieldNames,
  expiredFieldBatch,
  RETENTION_START,
  type RetentionCursor,
} from "../src/modules/product-history/repositories/retention-deletes"
import {
  fieldsByGroup,
  oldestRetentionCutOff,
  retentionGroups,
} from "../src/modules/product-history/retention-groups"
import { expiredMonths } from "../src/modules/product-history/partitions/partition-upkeep"
import {
  FOLD_LAG_MS,
  foldLatest,
} from "../src/modules/product-history/partitions/latest-fold"
import { seedHistoryBench } from "./lib/history-seed"
import { say } from "./lib/timed"

// The job's batch (src/jobs/product-history-retention.ts).
const BATCH = Number(process.env.BENCH_BATCH ?? 5000)
const DAYS = Number(process.env.BENCH_DAYS ?? 1826)
const RETENTION = { default: 730, stock: 90, "stock.reserved": 30 }

const at = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`

/** The plan of the first batch of `fieldName`, executed and rolled back. */
async function planOfFirstBatch(knex: Knex, fieldName: string, cutOff: Date) {
  const { sql, bindings } = expiredFieldBatch(knex, {
    fieldName,
    cutOff,
    after: RETENTION_START,
    batchSize: BATCH,
  })
    .toSQL()
    .toNative()
  let plan: string[] = []
  await knex
    .transaction(async (trx) => {
      // The statement as knex sends it ($1, $2, …), its bindings as they were: only EXPLAIN is put in front.
      const { rows } = await trx.raw<{ rows: { "QUERY PLAN": string }[] }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${sql.replace(/\$\d+/g, "?")}`,
        bindings as Knex.RawBinding[]
      )
      plan = rows.map((row) => row["QUERY PLAN"])
      throw new Error("rolled back")
    })
    .catch((e: Error) => {
      if (e.message !== "rolled back") throw e
    })
  return plan
}

/**
 * The retention workflow's first step: each month past every group's
 * retention dropped at once, its fields' newest entries kept (partition-sql.ts),
 * timed month by month. With BENCH_KEEP_DB each drop is rolled back, so the kept
 * seed stays whole for the other benches.
 */
async function dropMonths(knex: Knex) {
  const before = oldestRetentionCutOff(RETENTION, new Date())
  const keep = !!process.env.BENCH_KEEP_DB
  const months = await expiredMonths(knex, before)
  say(
    `Whole months past every group's retention (before ${before.toISOString().slice(0, 10)}): ${months.length}` +
      `${keep ? " (each rolled back: BENCH_KEEP_DB)" : ""}`
  )
  // What the partition job does over its runs (a month of entries per transaction; after that, every 15 minutes,
  // the entries since its last run): timed apart, as it is not part of a drop.
  const folding = performance.now()
  const through = await foldLatest(
    knex,
    new Date(Date.now() - FOLD_LAG_MS),
    Number.POSITIVE_INFINITY
  )
  const { rows: folded } = await knex.raw<{ rows: { n: string }[] }>(
    `SELECT count(*) AS n FROM plugin_product_history_latest`
  )
  say(
    `  Newest entry of each product field folded in through ${through.toISOString().slice(0, 10)}: ` +
      `${Number(folded[0]?.n ?? 0).toLocaleString("en")} fields, ${((performance.now() - folding) / 1000).toFixed(1)} s ` +
      `(the partition job's work, spread over its runs; nothing when already folded)`
  )
  const times: number[] = []
  let gone = 0
  for (const month of months) {
    const t = performance.now()
    const trx = await knex.transaction()
    const { rows } = await trx.raw<{ rows: { gone: string }[] }>(
      `SELECT plugin_history_drop_partition(?) AS gone`,
      [month.name]
    )
    await (keep ? trx.rollback() : trx.commit())
    times.push(performance.now() - t)
    gone += Number(rows[0]?.gone ?? 0)
    say(
      `  ${month.name}: ${Number(rows[0]?.gone ?? 0).toLocaleString("en")} entries gone in ${ms(times.at(-1)!)}`
    )
  }
  const sorted = [...times].sort((a, b) => a - b)
  say(
    `  ${months.length} months, ${gone.toLocaleString("en")} entries: per month p50 ${ms(at(sorted, 0.5))}  ` +
      `p95 ${ms(at(sorted, 0.95))}  max ${ms(sorted.at(-1) ?? 0)}`
  )
}

async function run(knex: Knex, label: string) {
  const now = new Date()
  const began = performance.now()
  const names = await entryFieldNames(knex)
  const namesMs = performance.now() - began
  const byGroup = fieldsByGroup(names, RETENTION)
  say(`${label}: ${names.length} field names found in ${ms(namesMs)}`)
  for (const { group, days, cutOff } of retentionGroups(RETENTION, now)) {
    const times: number[] = []
    let deleted = 0
    let examined = 0
    const groupBegan = performance.now()
    for (const fieldName of byGroup.get(group) ?? []) {
      let after: RetentionCursor | null = RETENTION_START
      while (after) {
        const t = performance.now()
        const batch = await deleteExpiredFieldBatch(knex, {
          fieldName,
          cutOff,
          after,
          batchSize: BATCH,
        })
        times.push(performance.now() - t)
        deleted += batch.deleted
        examined += batch.examined
        after = batch.next
      }
    }
    const sorted = [...times].sort((a, b) => a - b)
    say(
      `  ${`${group} (${days} d)`.padEnd(22)} ${String(times.length).padStart(4)} batches  ` +
        `deleted ${deleted.toLocaleString("en").padStart(9)} of ${examined.toLocaleString("en").padStart(9)} looked at  ` +
        `batch p50 ${ms(at(sorted, 0.5))}  p95 ${ms(at(sorted, 0.95))}  max ${ms(sorted[sorted.length - 1] ?? 0)}  ` +
        `group ${((performance.now() - groupBegan) / 1000).toFixed(2)} s`
    )
  }
  say(`  run: ${((performance.now() - began) / 1000).toFixed(2)} s`)
}

export default async function bench({ container }: ExecArgs) {
  // BENCH_ENTRIES, BENCH_PRODUCTS and BENCH_DAYS size the seed (bench/lib/history-seed.ts).
  const { knex, pool, seedSeconds } = await seedHistoryBench(container)
  const { rows: mix } = await knex.raw<{
    rows: { field_name: string; n: number }[]
  }>(
    `SELECT field_name, count(*)::int AS n FROM ?? GROUP BY field_name ORDER BY n DESC`,
    [ENTRY_TABLE]
  )
  const total = mix.reduce((sum, row) => sum + row.n, 0)
  say(
    `Retention by field group ${JSON.stringify(RETENTION)}, batches of ${BATCH}: ` +
      `${total.toLocaleString("en")} entries over ${pool.length} products and ${DAYS} days ` +
      `(seeded in ${seedSeconds.toFixed(1)} s); ` +
      mix
        .map(
          (row) => `${row.field_name} ${((100 * row.n) / total).toFixed(0)} %`
        )
        .join(", ")
  )
  say("Plan of the first batch of stock.reserved (executed, rolled back):")
  for (const line of await planOfFirstBatch(
    knex,
    "stock.reserved",
    new Date(Date.now() - 30 * 86_400_000)
  ))
    say(`  ${line}`)
  await dropMonths(knex)
  // BENCH_MONTHS_ONLY=1: the months alone (a kept 10M seed's batches would delete what the other benches read).
  if (process.env.BENCH_MONTHS_ONLY === "1") return
  await run(knex, "First run")
  await knex.raw(`VACUUM ANALYZE ${ENTRY_TABLE}`)
  await run(knex, "Second run (only entries kept as the newest of their field)")
}
