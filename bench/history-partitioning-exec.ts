// Run by bench/history-partitioning.mjs through `medusa exec`: seeds entries,
// turns the table back into one table (as an install before partitioning
// has it), then converts it as the upgrade does (prepare, batches of the
// job's size, finish) while a writer keeps inserting and changing entries.
import type { ExecArgs } from "@medusajs/framework/types"
import { Client } from "pg"
import { UNPARTITION_SQL } from "../src/modules/product-history/partitions/conversion-sql"
import {
  copyConversionBatch,
  finishConversion,
  listPartitions,
} from "../src/modules/product-history/partitions/partition-upkeep"
import { seedHistoryBench } from "./lib/history-seed"
import { say } from "./lib/timed"

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000)
/** As the job copies (src/jobs/product-history-partitions.ts). */
const BATCH = 20_000

const CHECKSUM = `SELECT count(*)::int AS count, md5(string_agg(md5(concat_ws('|', id, field_name, old_value::text,
  new_value::text, changed_at::text, comment, change_set_id)), '' ORDER BY id)) AS md5 FROM plugin_product_history_entry
  WHERE product_id <> 'prod_writer'`

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0
}
const ms = (v: number) => `${v.toFixed(0)} ms`

/** Another connection writing as the shop does: an entry every 20 ms, every tenth write a change of one it wrote. */
function startWriter(url: string) {
  const client = new Client({ connectionString: url })
  const waits: number[] = []
  let inserted = 0
  let running = true
  const done = (async () => {
    await client.connect()
    for (let i = 0; running; i++) {
      const began = performance.now()
      if (i % 10 === 9)
        await client.query(
          `UPDATE plugin_product_history_entry SET comment = 'edited while converting'
           WHERE id = (SELECT id FROM plugin_product_history_entry WHERE product_id = 'prod_writer' LIMIT 1)`
        )
      else {
        await client.query(
          `INSERT INTO plugin_product_history_entry (id, product_id, field_name, new_value, changed_at, source, change_set_id)
           VALUES (replace(gen_random_uuid()::text, '-', ''), 'prod_writer', 'stock', to_jsonb($1::int), now(), 'subscriber', 'writer')`,
          [i]
        )
        inserted++
      }
      waits.push(performance.now() - began)
      await new Promise((r) => setTimeout(r, 20))
    }
    await client.end()
  })()
  return {
    waits,
    inserted: () => inserted,
    stop: async () => {
      running = false
      await done
    },
  }
}

export default async function bench({ container }: ExecArgs) {
  // BENCH_ENTRIES, BENCH_PRODUCTS and BENCH_DAYS size the seed (bench/lib/history-seed.ts).
  const { knex, seedSeconds } = await seedHistoryBench(container)
  let began = performance.now()
  await knex.raw(UNPARTITION_SQL)
  await knex.raw("VACUUM ANALYZE plugin_product_history_entry")
  say(
    `Converting ${ENTRIES.toLocaleString("en")} entries (seeded in ${seedSeconds.toFixed(0)} s; made a single table in ${ms(performance.now() - began)})`
  )
  const expected = (await knex.raw(CHECKSUM)).rows[0]
  const writer = startWriter(process.env.DATABASE_URL!)
  began = performance.now()
  await knex.raw("SELECT plugin_history_convert_prepare()")
  const prepare = performance.now() - began
  const batches: number[] = []
  const converting = performance.now()
  for (;;) {
    const t = performance.now()
    const read = await copyConversionBatch(knex, BATCH)
    batches.push(performance.now() - t)
    if (read === 0) break
  }
  await writer.stop()
  const writerAgain = startWriter(process.env.DATABASE_URL!)
  began = performance.now()
  await finishConversion(knex)
  const finish = performance.now() - began
  const total = performance.now() - converting
  await writerAgain.stop()
  const after = (await knex.raw(CHECKSUM)).rows[0]
  const written = (
    await knex.raw(
      `SELECT count(*)::int AS n FROM plugin_product_history_entry WHERE product_id = 'prod_writer'`
    )
  ).rows[0].n
  const waits = [...writer.waits, ...writerAgain.waits]
  say(
    `prepare ${ms(prepare)} (partitions and empty indexes); ${batches.length} batches of about ${BATCH.toLocaleString("en")}: ` +
      `p50 ${ms(percentile(batches, 0.5))}, p95 ${ms(percentile(batches, 0.95))}, max ${ms(Math.max(...batches))}; copying ${(total / 1000).toFixed(1)} s in all`
  )
  say(
    `finish (the table locked: rest, changed entries, swap) ${ms(finish)}; ` +
      `writer meanwhile: ${waits.length} writes, p95 ${ms(percentile(waits, 0.95))}, max ${ms(Math.max(...waits))}`
  )
  const lost =
    after.md5 !== expected.md5 ||
    written !== writer.inserted() + writerAgain.inserted()
  say(
    `seeded entries before ${expected.count.toLocaleString("en")}, after ${after.count.toLocaleString("en")} (${after.md5 === expected.md5 ? "same content" : "CONTENT DIFFERS"}); ` +
      `written meanwhile ${writer.inserted() + writerAgain.inserted()}, kept ${written}; ${(await listPartitions(knex)).length} partitions; ${lost ? "ENTRIES LOST" : "nothing lost"}`
  )
}
