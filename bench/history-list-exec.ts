// Run by bench/history-list.mjs through `medusa exec` on a fresh database:
// seeds the demo shop, bulk-seeds 1 000 000 history entries
// (bench/lib/history-seed.ts), then times the history list (the module
// service's listEntries) under typical filters.
import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import type { HistoryFilterInput } from "../src/modules/product-history/filters"
import { historyQuery, historyService } from "../src/api/utils/product-history"
import type { TotalCountMode } from "../src/modules/product-history/filters"
import { ENTRY_TABLE } from "../src/modules/product-history/repositories/entry-reads"
import { seedHistoryBench, seedSize } from "./lib/history-seed"

const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10)
const PAGE_SIZE = 25
const LIST_TARGET_MS = 50

const report = (line: string) => process.stdout.write(`${line}\n`)

/** YYYY-MM-DD of `days` days before the newest entry (UTC). */
let anchor = Date.now()
function daysAgo(days: number): string {
  return new Date(anchor - days * 86_400_000).toISOString().slice(0, 10)
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) =>
    sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]
  return {
    n: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
  }
}

async function timeList(
  container: MedusaContainer,
  label: string,
  input: Partial<HistoryFilterInput>,
  page = 1,
  totalCountMode: TotalCountMode = "capped",
  grouped = false
) {
  const offset = (page - 1) * PAGE_SIZE
  // As a request does it: the term's products are looked up per call.
  const list = async () => {
    const query = await historyQuery(container, input)
    const paging = { offset, limit: PAGE_SIZE, totalCountMode }
    if (!grouped) return historyService(container).listEntries(query, paging)
    // groupBy=changeSet: a page of saves; `rows` counts the saves.
    const page = await historyService(container).listChangeSets(query, paging)
    return { ...page, rows: page.sets }
  }
  let result = await list()
  for (let i = 1; i < WARMUP; i++) await list()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now()
    result = await list()
    times.push(performance.now() - began)
  }
  const s = stats(times)
  const f = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`
  report(
    `${label.padEnd(38)} p50 ${f(s.p50)}  p95 ${f(s.p95)}  mean ${f(s.mean)}  ` +
      `total ${String(result.total).padStart(7)}${result.totalCapped ? "+" : " "}, ${result.rows.length} rows  ${s.p95 <= LIST_TARGET_MS ? "ok" : "MISS"}`
  )
  return s
}

export default async function bench({ container }: ExecArgs) {
  const { knex, pool, seedSeconds, until, hot } =
    await seedHistoryBench(container)
  anchor = until.getTime()
  const DAYS = seedSize().days
  const [{ n: seeded }] = (
    await knex.raw(`SELECT count(*)::int AS n FROM ${ENTRY_TABLE}`)
  ).rows
  const [{ size }] = (
    await knex.raw(
      `SELECT pg_size_pretty(pg_total_relation_size('${ENTRY_TABLE}')) AS size`
    )
  ).rows

  const demo = hot
  const cold = pool[pool.length - 1]
  const term = "Drill"
  report(
    `Product history list: ${seeded.toLocaleString("en")} entries over ${pool.length} products, last ${DAYS} days ` +
      `(seeded in ${seedSeconds.toFixed(1)} s incl. VACUUM ANALYZE; table + indexes ${size})`
  )
  report(
    `listEntries, page size ${PAGE_SIZE}, ${RUNS} runs each after ${WARMUP} warm-up (rows + count); target p95 <= ${LIST_TARGET_MS} ms`
  )
  await timeList(container, "no filter, page 1", {})
  await timeList(container, "fieldName=price.gross", {
    field_name: ["price.gross"],
  })
  await timeList(container, "fieldName=price.gross, 30-day window", {
    field_name: ["price.gross"],
    from: daysAgo(100),
    to: daysAgo(71),
  })
  await timeList(container, "source=admin", { source: ["admin"] })
  await timeList(container, `productId=${demo.handle} (hot)`, {
    product_id: [demo.id],
  })
  await timeList(container, `productId=${cold.handle} (cold)`, {
    product_id: [cold.id],
  })
  await timeList(container, `term="${term}"`, { q: term })
  // One letter: the broadest term (every name and number starting with it).
  await timeList(container, `term="b" (one letter)`, { q: "b" })
  await timeList(container, "no filter, page 200", {}, 200)
  await timeList(container, "no filter, totalCountMode=exact", {}, 1, "exact")
  await timeList(container, "groupBy=changeSet, page 1", {}, 1, "capped", true)
  await timeList(
    container,
    "groupBy=changeSet, fieldName=price.gross",
    { field_name: ["price.gross"] },
    1,
    "capped",
    true
  )
  await timeList(
    container,
    `groupBy=changeSet, term="${term}"`,
    { q: term },
    1,
    "capped",
    true
  )
}
