// Run by bench/history-list.mjs through `medusa exec` on a fresh database:
// seeds the demo shop, bulk-seeds 1 000 000 history entries in one
// INSERT … SELECT generate_series, then times the history list
// (the module service's listEntries) under typical filters and the CSV export
// (sendHistoryCsv) against PostgreSQL's own COPY … TO STDOUT of the same rows.
import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { Writable } from "node:stream"
import { pipeline } from "node:stream/promises"
import pg from "pg"
import seedDemo from "../dev/seed-demo"
import type { HistoryFilterInput } from "../src/modules/product-history/filters"
import {
  historyQuery,
  historyService,
  sendHistoryCsv,
} from "../src/api/utils/product-history"
import type { TotalCountMode } from "../src/modules/product-history/filters"
import {
  ENTRY_COLUMNS,
  ENTRY_TABLE,
} from "../src/modules/product-history/repositories/entry-reads"

// pg-copy-streams ships no types; only `to` is used.
const { to: copyTo } = require("pg-copy-streams") as {
  to: (sql: string) => NodeJS.ReadableStream & {
    on: (event: string, listener: (...args: unknown[]) => void) => unknown
  }
}

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10)
const PAGE_SIZE = 25
const DAYS = 400
const LIST_TARGET_MS = 50
const RSS_TARGET_MB = 200

const report = (line: string) => process.stdout.write(`${line}\n`)
const mb = (bytes: number) => bytes / 1048576

/** YYYY-MM-DD of `days` days before now (UTC). */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
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

type Product = {
  id: string
  name: string
  handle: string
  variantId: string
  sku: string
}

/** The demo products first (so `term` finds their entries), then synthetic ones up to PRODUCTS. */
async function productPool(container: MedusaContainer): Promise<Product[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "title", "handle", "variants.id", "variants.sku"],
  })
  const demo: Product[] = (data as any[])
    .filter((p) => p.variants?.length)
    .sort((a, b) => a.handle.localeCompare(b.handle))
    .map((p) => ({
      id: p.id,
      name: p.title,
      handle: p.handle,
      variantId: p.variants[0].id,
      sku: p.variants[0].sku ?? p.handle,
    }))
  const pool = [...demo]
  for (let i = pool.length; i < PRODUCTS; i++) {
    const n = String(i).padStart(5, "0")
    pool.push({
      id: `prod_bench${n}`,
      name: `Bench Article ${n}`,
      handle: `bench-article-${n}`,
      variantId: `variant_bench${n}`,
      sku: `BA${n}`,
    })
  }
  return pool
}

/**
 * One INSERT … SELECT over generate_series: 10 % of the products ("hot") get
 * half of all changes; field names weighted towards prices and stock; sources
 * admin 35 %, api 25 %, import 20 %, subscriber 15 %, cli 5 %; changed_at
 * rising with the row (as the capture appends them) over the last DAYS days.
 */
async function seedEntries(knex: Knex, pool: Product[]) {
  const hot = Math.max(1, Math.round(pool.length / 10))
  await knex.transaction(async (trx) => {
    await trx.raw("SELECT setseed(0.2026)")
    await trx.raw(
      `INSERT INTO ${ENTRY_TABLE} (id, product_id, variant_id, product_name, product_number, field_name, old_value, new_value,
         changed_at, user_id, integration_id, changed_by, source, context_data, comment, rolled_back_entry_id, created_at, updated_at)
       SELECT replace(gen_random_uuid()::text, '-', ''),
         (p.ids)[r.pi],
         CASE WHEN r.variant_level THEN (p.vids)[r.pi] END,
         (p.names)[r.pi],
         CASE WHEN r.variant_level THEN (p.skus)[r.pi] ELSE (p.handles)[r.pi] END,
         r.field,
         CASE r.field
           WHEN 'price.gross' THEN to_jsonb(round((1 + r.v * 300)::numeric, 2))
           WHEN 'price.net' THEN to_jsonb(round((1 + r.v * 250)::numeric, 2))
           WHEN 'stock' THEN to_jsonb(floor(r.v * 500)::int)
           WHEN 'stock.reserved' THEN to_jsonb(floor(r.v * 20)::int)
           WHEN 'weight' THEN to_jsonb(floor(100 + r.v * 900)::int)
           WHEN 'title' THEN to_jsonb((p.names)[r.pi] || ' (old)')
           WHEN 'description' THEN to_jsonb('Previous description of ' || (p.names)[r.pi] || ', revision ' || floor(r.v * 50)::int)
           WHEN 'status' THEN '"draft"'::jsonb
           WHEN 'handle' THEN to_jsonb((p.handles)[r.pi] || '-old')
           WHEN 'sku' THEN to_jsonb((p.skus)[r.pi] || '-X')
           WHEN 'tags' THEN '[{"value":"sale"}]'::jsonb
           WHEN 'discountable' THEN 'false'::jsonb
           WHEN 'metadata.color' THEN to_jsonb((ARRAY['red','blue','black','grey'])[1 + floor(r.v * 4)::int])
           WHEN 'metadata.supplier' THEN to_jsonb('Supplier ' || floor(r.v * 40)::int)
           ELSE to_jsonb(floor(1 + r.v * 100)::int)
         END,
         CASE r.field
           WHEN 'price.gross' THEN to_jsonb(round((1 + r.v * 300 * (0.9 + 0.2 * r.w))::numeric, 2))
           WHEN 'price.net' THEN to_jsonb(round((1 + r.v * 250 * (0.9 + 0.2 * r.w))::numeric, 2))
           WHEN 'stock' THEN to_jsonb(floor(r.w * 500)::int)
           WHEN 'stock.reserved' THEN to_jsonb(floor(r.w * 20)::int)
           WHEN 'weight' THEN to_jsonb(floor(100 + r.w * 900)::int)
           WHEN 'title' THEN to_jsonb((p.names)[r.pi])
           WHEN 'description' THEN to_jsonb('Description of ' || (p.names)[r.pi] || ', revision ' || floor(r.w * 50)::int)
           WHEN 'status' THEN '"published"'::jsonb
           WHEN 'handle' THEN to_jsonb((p.handles)[r.pi])
           WHEN 'sku' THEN to_jsonb((p.skus)[r.pi])
           WHEN 'tags' THEN '[{"value":"sale"},{"value":"new"}]'::jsonb
           WHEN 'discountable' THEN 'true'::jsonb
           WHEN 'metadata.color' THEN to_jsonb((ARRAY['red','blue','black','grey'])[1 + floor(r.w * 4)::int])
           WHEN 'metadata.supplier' THEN to_jsonb('Supplier ' || floor(r.w * 40)::int)
           ELSE to_jsonb(floor(1 + r.w * 100)::int)
         END,
         now() - make_interval(days => ${DAYS}) + (r.g::float8 / ${ENTRIES}) * make_interval(days => ${DAYS}) - r.w * interval '1 minute',
         CASE WHEN r.source = 'admin' THEN 'user_bench' || (1 + r.g % 5) END,
         CASE WHEN r.source = 'api' THEN 'apk_bench' || (1 + r.g % 3) END,
         CASE r.source WHEN 'admin' THEN 'Admin User ' || (1 + r.g % 5) WHEN 'api' THEN 'API key "ERP ' || (1 + r.g % 3) || '"' ELSE r.source END,
         r.source,
         CASE
           WHEN r.field = 'price.gross' THEN jsonb_build_object('price_id', 'price_bench' || r.pi, 'currency_code', 'eur', 'rules', '{}'::jsonb, 'price_set_id', 'pset_bench' || r.pi)
           WHEN r.field = 'price.net' THEN jsonb_build_object('price_id', 'price_bench' || r.pi, 'currency_code', 'usd', 'rules', '{}'::jsonb, 'price_set_id', 'pset_bench' || r.pi)
           WHEN r.field LIKE 'stock%' THEN jsonb_build_object('location_id', 'sloc_bench', 'location_name', 'Main Warehouse', 'inventory_item_id', 'iitem_bench' || r.pi)
         END,
         CASE WHEN r.w < 0.02 THEN 'Bulk correction' END,
         NULL,
         now(), now()
       FROM (
         SELECT g, v, w, field, (field LIKE 'price.%' OR field LIKE 'stock%' OR field = 'sku') AS variant_level,
           CASE WHEN s < 0.35 THEN 'admin' WHEN s < 0.60 THEN 'api' WHEN s < 0.80 THEN 'import' WHEN s < 0.95 THEN 'subscriber' ELSE 'cli' END AS source,
           CASE WHEN h < 0.5 THEN 1 + floor(random() * ${hot}) ELSE 1 + floor(random() * ${pool.length}) END::int AS pi
         FROM (
           SELECT g, random() AS v, random() AS w, random() AS s, random() AS h,
             (ARRAY['price.gross','price.gross','price.gross','price.gross','price.gross','price.net','price.net','price.net',
                    'stock','stock','stock','stock','stock','stock.reserved','title','description','status','handle','sku',
                    'weight','tags','discountable','metadata.color','metadata.supplier','metadata.min_order'])[1 + floor(random() * 25)::int] AS field
           FROM generate_series(1, ${ENTRIES}) g
         ) x
       ) r
       CROSS JOIN (SELECT ?::text[] AS ids, ?::text[] AS vids, ?::text[] AS names, ?::text[] AS handles, ?::text[] AS skus) p`,
      [
        pool.map((p) => p.id),
        pool.map((p) => p.variantId),
        pool.map((p) => p.name),
        pool.map((p) => p.handle),
        pool.map((p) => p.sku),
      ]
    )
  })
  await knex.raw(`VACUUM ANALYZE ${ENTRY_TABLE}`)
}

async function timeList(
  container: MedusaContainer,
  label: string,
  input: Partial<HistoryFilterInput>,
  page = 1,
  totalCountMode: TotalCountMode = "capped"
) {
  const offset = (page - 1) * PAGE_SIZE
  // As a request does it: the term's products are looked up per call.
  const list = async () =>
    historyService(container).listEntries(
      await historyQuery(container, input),
      { offset, limit: PAGE_SIZE, totalCountMode }
    )
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

/** A writable that counts bytes and lines and keeps nothing; setHeader as on an Express response. */
function countingSink() {
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer | string, _enc, done) {
      const buf = typeof chunk === "string" ? Buffer.from(chunk) : chunk
      sink.bytes += buf.length
      if (buf.length) sink.endsWithEol = buf[buf.length - 1] === 10
      for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, i + 1))
        sink.lines++
      done()
    },
  }) as Writable & {
    bytes: number
    lines: number
    endsWithEol: boolean
    headers: Record<string, string>
    setHeader: (k: string, v: string) => void
    records: () => number
  }
  sink.bytes = 0
  sink.lines = 0
  sink.endsWithEol = true
  sink.records = () => sink.lines + (sink.bytes && !sink.endsWithEol ? 1 : 0)
  sink.headers = {}
  sink.setHeader = (k, v) => void (sink.headers[k] = v)
  return sink
}

/** Runs `work` while sampling RSS every 50 ms; peak is over the RSS after a GC just before. */
async function withRss<T>(
  work: () => Promise<T>
): Promise<{ result: T; seconds: number; peakMb: number; baseMb: number }> {
  ;(global as any).gc?.()
  const base = process.memoryUsage().rss
  let peak = base
  const timer = setInterval(
    () => (peak = Math.max(peak, process.memoryUsage().rss)),
    50
  )
  const began = performance.now()
  try {
    const result = await work()
    const seconds = (performance.now() - began) / 1000
    peak = Math.max(peak, process.memoryUsage().rss)
    return { result, seconds, peakMb: mb(peak - base), baseMb: mb(base) }
  } finally {
    clearInterval(timer)
  }
}

async function copyCsv(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const sink = countingSink()
    const run = await withRss(() =>
      pipeline(client.query(copyTo(sql) as any) as any, sink)
    )
    return { ...run, rows: sink.records(), bytes: sink.bytes }
  } finally {
    await client.end()
  }
}

async function exportCsv(
  container: MedusaContainer,
  input: Partial<HistoryFilterInput>
) {
  const sink = countingSink()
  const run = await withRss(async () =>
    sendHistoryCsv(container, await historyQuery(container, input), sink as any)
  )
  return { ...run, rows: sink.records() - 1, bytes: sink.bytes } // less the header
}

export default async function bench({ container }: ExecArgs) {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  await seedDemo({ container, args: [] } as never)
  const pool = await productPool(container)
  await knex.raw(`TRUNCATE ${ENTRY_TABLE}`)
  const began = performance.now()
  await seedEntries(knex, pool)
  const seedSeconds = (performance.now() - began) / 1000
  const [{ n: seeded }] = (
    await knex.raw(`SELECT count(*)::int AS n FROM ${ENTRY_TABLE}`)
  ).rows
  const [{ size }] = (
    await knex.raw(
      `SELECT pg_size_pretty(pg_total_relation_size('${ENTRY_TABLE}')) AS size`
    )
  ).rows

  const demo = pool.find((p) => p.handle === "cordless-drill-18v") ?? pool[0]
  const cold = pool[pool.length - 1]
  const term = "Drill"
  report(
    `Product history list and CSV export: ${seeded.toLocaleString("en")} entries over ${pool.length} products, last ${DAYS} days ` +
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
  await timeList(container, "no filter, page 200", {}, 200)
  await timeList(container, "no filter, totalCountMode=exact", {}, 1, "exact")

  // The same columns, filters and order as the export's query, through COPY.
  const copySql = (where: string) =>
    `COPY (SELECT ${ENTRY_COLUMNS.map((c) => `"${c}"`).join(", ")} FROM ${ENTRY_TABLE} WHERE deleted_at IS NULL${where} ` +
    `ORDER BY changed_at DESC, id DESC) TO STDOUT WITH CSV`
  const partInput = { from: daysAgo(100) }
  const partFrom = (await historyQuery(container, partInput)).filters.from!
  const partWhere = ` AND changed_at >= '${partFrom.toISOString()}'`
  await copyCsv(copySql("")) // warms the caches for both sides

  report(
    `CSV export (sendHistoryCsv into a counting writable) vs COPY … TO STDOUT WITH CSV (pg + pg-copy-streams), same rows and order`
  )
  report(
    `peak RSS delta: RSS sampled every 50 ms over the RSS after a GC just before; target <= ${RSS_TARGET_MB} MB, flat in row count`
  )
  for (const [label, input, where] of [
    [`from=${partInput.from}`, partInput, partWhere],
    ["all", {}, ""],
  ] as const) {
    const csv = await exportCsv(container, input)
    const copy = await copyCsv(copySql(where))
    const line = (
      name: string,
      r: {
        rows: number
        bytes: number
        seconds: number
        peakMb: number
        baseMb: number
      }
    ) =>
      `  ${name.padEnd(18)} ${r.rows.toLocaleString("en").padStart(9)} rows  ${r.seconds.toFixed(2).padStart(6)} s  ` +
      `${Math.round(r.rows / r.seconds)
        .toLocaleString("en")
        .padStart(8)} rows/s  ${mb(r.bytes).toFixed(0).padStart(4)} MB out  ` +
      `peak RSS +${r.peakMb.toFixed(1)} MB (over ${r.baseMb.toFixed(0)} MB)`
    report(`export ${label}:`)
    report(line("sendHistoryCsv", csv))
    report(line("COPY", copy))
    report(
      `  ratio export/COPY time ${(csv.seconds / copy.seconds).toFixed(2)}; ` +
        `RSS ${csv.peakMb <= RSS_TARGET_MB ? "ok" : "MISS"}${csv.rows === copy.rows ? "" : `; ROW COUNT MISMATCH (${csv.rows} vs ${copy.rows})`}`
    )
  }
}
