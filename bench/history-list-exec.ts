// Run by bench/history-list.mjs through `medusa exec`: seeds the demo shop
// and BENCH_ENTRIES history entries (bench/lib/history-seed.ts; or finds
// them kept, BENCH_KEEP_DB), then times every read the admin's history makes
// (bench/lib/history-list-cases.ts) as a request does it: the term's
// products looked up, the page and its count. BENCH_EXPLAIN=<file> writes
// EXPLAIN (ANALYZE, BUFFERS) of each case over its target there.
import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import fs from "node:fs"
import { historyQuery, historyService } from "../src/api/utils/product-history"
import {
  ENTRY_TABLE,
  priceChanges,
} from "../src/modules/product-history/repositories/entry-reads"
import {
  ADMIN_PAGE_SIZE,
  listCases,
  type ListCase,
} from "./lib/history-list-cases"
import { popularity } from "./lib/history-seed-catalogue"
import { entryTableSize, seedHistoryBench } from "./lib/history-seed"
import { explain, statementsOf, timeRuns, type Budget } from "./lib/list-timing"

const BUDGET: Budget = {
  runs: Number(process.env.BENCH_RUNS ?? 200),
  warmup: Number(process.env.BENCH_WARMUP ?? 10),
  seconds: Number(process.env.BENCH_CASE_SECONDS ?? 20),
}
const EXPLAIN_FILE = process.env.BENCH_EXPLAIN
/** Only cases whose label contains this (BENCH_CASES=term). */
const ONLY = process.env.BENCH_CASES
const LIST_TARGET_MS = 50
const EXACT_COUNT_TARGET_MS = 500

const say = (line: string) => process.stdout.write(`${line}\n`)

/** The knex the module's reads run on (the statements of a case are heard there). */
const moduleKnex = (container: MedusaContainer) =>
  (historyService(container) as unknown as { knex_: Knex }).knex_

/** One read of a case, as the admin's request makes it; returns the rows and the count it reports. */
function reader(container: MedusaContainer, c: ListCase) {
  const service = historyService(container)
  const size = c.size ?? ADMIN_PAGE_SIZE
  const paging = {
    offset: ((c.page ?? 1) - 1) * size,
    limit: size,
    totalCountMode: c.exact ? ("exact" as const) : ("capped" as const),
  }
  return async (): Promise<{
    rows: number
    total?: number
    capped?: boolean
    /** The last run's total was PostgreSQL's estimate (shown with ~). */
    estimated?: boolean
  }> => {
    switch (c.kind) {
      case "entries": {
        const page = await service.listEntries(
          await historyQuery(container, c.input ?? {}),
          paging
        )
        return {
          rows: page.rows.length,
          total: page.total,
          capped: page.totalCapped,
          estimated: page.totalEstimated,
        }
      }
      case "saves": {
        const page = await service.listChangeSets(
          await historyQuery(container, c.input ?? {}),
          paging
        )
        return {
          rows: page.sets.length,
          total: page.total,
          capped: page.totalCapped,
          estimated: page.totalEstimated,
        }
      }
      case "chart":
        return {
          // The chart's default window, as the widget asks for it (its live prices come from the product module).
          rows: (
            await priceChanges(
              moduleKnex(container),
              c.id!,
              new Date(Date.now() - CHART_DAYS * 86_400_000)
            )
          ).length,
        }
      case "entry":
        return { rows: (await service.findEntry(c.id!)) ? 1 : 0 }
      case "changeSet":
        return { rows: (await service.retrieveChangeSet(c.id!)).length }
    }
  }
}

/** The widget's default price chart window. */
const CHART_DAYS = 90

const ms = (v: number) => `${v.toFixed(1)} ms`

export default async function bench({ container }: ExecArgs) {
  const seeded = await seedHistoryBench(container)
  const { knex, pool, until, hot, cold } = seeded
  const table = await entryTableSize(knex)
  const one = async (sql: string, bindings: Knex.RawBinding[]) =>
    (await knex.raw(sql, bindings)).rows[0]
  const entry = await one(
    `SELECT id FROM ?? WHERE changed_at < ? ORDER BY changed_at DESC LIMIT 1`,
    [ENTRY_TABLE, new Date(until.getTime() - 7 * 86_400_000)]
  )
  const bigSet = await one(
    `SELECT change_set_id FROM ?? WHERE source = 'import' AND field_name = 'price.gross' AND deleted_at IS NULL ORDER BY changed_at DESC LIMIT 1`,
    [ENTRY_TABLE]
  )
  // A product changed often enough to have entries at any size.
  const warm = pool[popularity(pool.length).at(100)]
  const cases = listCases({
    until,
    hot,
    cold,
    sku: warm.variants[0].sku,
    entryId: entry?.id ?? "",
    bigSetId: bigSet?.change_set_id ?? "",
  }).filter((c) => !ONLY || c.label.includes(ONLY))

  say(
    `Product history list: ${table.entries.toLocaleString("en")} entries over ${pool.length.toLocaleString("en")} products up to ${until.toISOString().slice(0, 10)} ` +
      `(table + indexes ${table.total}; ${seeded.reused ? "kept from an earlier run, " : ""}seeded in ${seeded.seedSeconds.toFixed(1)} s)`
  )
  say(
    `Each case as the admin's request: page of ${ADMIN_PAGE_SIZE} unless said, with its capped count; up to ${BUDGET.runs} runs after ${BUDGET.warmup} warm-up, ` +
      `at most ~${BUDGET.seconds} s per case. Targets: p95 <= ${LIST_TARGET_MS} ms, exact counts <= ${EXACT_COUNT_TARGET_MS} ms. Hot product ${hot.handle}, cold ${cold.handle}.`
  )
  say(`| Case | p50 | p95 | runs | rows | count | target |`)
  say(`|---|---:|---:|---:|---:|---:|---|`)
  const misses: string[] = []
  for (const c of cases) {
    const work = reader(container, c)
    const { stats, result } = await timeRuns(work, BUDGET)
    const target = c.exact ? EXACT_COUNT_TARGET_MS : LIST_TARGET_MS
    const met = stats.p95 <= target
    const count =
      result.total === undefined
        ? ""
        : `${result.estimated ? "~" : ""}${result.total.toLocaleString("en")}${result.capped ? "+" : ""}`
    say(
      `| ${c.label} | ${ms(stats.p50)} | ${ms(stats.p95)} | ${stats.n} | ${result.rows} | ${count} | ${met ? "ok" : `**over ${target} ms**`} |`
    )
    if (!met && EXPLAIN_FILE) {
      const sent = await statementsOf(moduleKnex(container), work)
      misses.push(
        `### ${c.label} (p95 ${ms(stats.p95)})\n\n${await explain(moduleKnex(container), sent)}`
      )
    }
  }
  if (EXPLAIN_FILE) {
    fs.writeFileSync(EXPLAIN_FILE, misses.join("\n\n") + "\n")
    say(
      `EXPLAIN (ANALYZE, BUFFERS) of the ${misses.length} cases over target: ${EXPLAIN_FILE}`
    )
  }
}
