// Run by bench/history-export.mjs through `medusa exec` on a fresh database:
// seeds the demo shop and BENCH_ENTRIES history entries
// (bench/lib/history-seed.ts; or finds them kept, BENCH_KEEP_DB), then times the CSV export (sendHistoryCsv, as
// both dialects' routes call it) against PostgreSQL's own COPY … TO STDOUT of
// the same rows in the same order, and where its time goes: the rows alone,
// the rows made records, and json2csv's part (the rest).
import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import fs from "node:fs"
import { Session } from "node:inspector"
import { Writable } from "node:stream"
import { pipeline } from "node:stream/promises"
import {
  historyQuery,
  historyService,
  sendHistoryCsv,
} from "../src/api/utils/product-history"
import { toCsvRecord } from "../src/modules/product-history/exports/csv-columns"
import { zonedIsoFormatter } from "../src/modules/product-history/exports/zoned-time"
import type { HistoryFilterInput } from "../src/modules/product-history/filters"
import {
  ENTRY_COLUMNS,
  ENTRY_TABLE,
} from "../src/modules/product-history/repositories/entry-reads"
import type { HistoryExportRow } from "../src/modules/product-history/repositories/export-reads"
import {
  copyCsv,
  countingSink,
  describeRun,
  median,
  type Run,
  withRss,
} from "./lib/export-measure"
import { seedHistoryBench, seedSize } from "./lib/history-seed"

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const TIME_ZONE = process.env.BENCH_TIME_ZONE ?? "Europe/Berlin"
/** A file to write a CPU profile of one more full export to (open it in Chrome's DevTools). */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE
const RATIO_TARGET = 2
const RSS_TARGET_MB = 200

const report = (line: string) => process.stdout.write(`${line}\n`)

async function exportCsv(
  container: MedusaContainer,
  input: Partial<HistoryFilterInput>
): Promise<Run> {
  const sink = countingSink()
  const run = await withRss(async () =>
    sendHistoryCsv(
      container,
      await historyQuery(container, input),
      sink as any,
      {
        delimiter: ",",
      }
    )
  )
  return { ...run, rows: sink.records() - 1, bytes: sink.bytes } // less the header
}

/** The export's rows drained into nothing (`records`: each made a CSV record first): what the export costs before json2csv. */
async function rowsOnly(
  container: MedusaContainer,
  records: boolean
): Promise<Run> {
  let rows = 0
  const formatTime = zonedIsoFormatter(TIME_ZONE)
  const run = await withRss(async () =>
    pipeline(
      historyService(container).streamExportBatches(
        await historyQuery(container, {})
      ),
      new Writable({
        objectMode: true,
        write(batch: HistoryExportRow[], _enc, done) {
          if (records) for (const row of batch) toCsvRecord(row, formatTime)
          rows += batch.length
          done()
        },
      })
    )
  )
  return { ...run, rows, bytes: 0 }
}

async function profiled(work: () => Promise<unknown>, file: string) {
  const session = new Session()
  session.connect()
  const post = (method: string, params?: object) =>
    new Promise<any>((resolve, reject) =>
      session.post(method, params, (err, res) =>
        err ? reject(err) : resolve(res)
      )
    )
  await post("Profiler.enable")
  await post("Profiler.start")
  await work()
  const { profile } = await post("Profiler.stop")
  fs.writeFileSync(file, JSON.stringify(profile))
  session.disconnect()
}

export default async function bench({ container }: ExecArgs) {
  const { pool, seedSeconds, until, reused } = await seedHistoryBench(container)
  const { entries, days } = seedSize()
  // The option is read on every export; the bench sets it on the loaded module (times then carry a DST-changing offset).
  container.resolve<any>("pluginSettings").getOptions().shopTimeZone = TIME_ZONE

  // The same columns, filters and order as the export's query, through COPY.
  const copySql = (where: string) =>
    `COPY (SELECT ${ENTRY_COLUMNS.map((c) => `"${c}"`).join(", ")} FROM ${ENTRY_TABLE} WHERE deleted_at IS NULL${where} ` +
    `ORDER BY changed_at DESC, id DESC) TO STDOUT WITH CSV`
  const recent = new Date(until.getTime() - 100 * 86_400_000)
  const partInput = { from: recent.toISOString() }
  const partWhere = ` AND changed_at >= '${recent.toISOString()}'`
  await copyCsv(copySql("")) // warms the caches for both sides
  await exportCsv(container, {}) // and the export's code

  report(
    `CSV export of ${entries.toLocaleString("en")} history entries over ${pool.length} products, ${days} days ` +
      `up to ${until.toISOString().slice(0, 10)} (${reused ? "kept from an earlier run, " : ""}seeded in ${seedSeconds.toFixed(1)} s), times in ${TIME_ZONE}`
  )
  report(
    `sendHistoryCsv into a counting writable vs COPY … TO STDOUT WITH CSV (pg + pg-copy-streams), same rows and order; ` +
      `median of ${RUNS} alternating runs`
  )
  report(
    `peak RSS delta: sampled every 50 ms over the RSS after a GC just before; targets: ratio <= ${RATIO_TARGET}, ` +
      `RSS <= ${RSS_TARGET_MB} MB and flat in row count`
  )
  for (const [label, input, where] of [
    [`from=${partInput.from.slice(0, 10)}`, partInput, partWhere],
    ["all", {}, ""],
  ] as const) {
    const csv: Run[] = []
    const copy: Run[] = []
    for (let i = 0; i < RUNS; i++) {
      csv.push(await exportCsv(container, input))
      copy.push(await copyCsv(copySql(where)))
    }
    const [c, p] = [median(csv), median(copy)]
    const ratio = c.seconds / p.seconds
    // CPU seconds of both processes: what the time ratio would be with no other load and no overlap.
    const cpuRatio =
      c.pgCpu === null || p.pgCpu === null
        ? undefined
        : (c.cpu + c.pgCpu) / (p.cpu + p.pgCpu)
    report(`export ${label}:`)
    report(describeRun("sendHistoryCsv", c))
    report(describeRun("COPY", p))
    report(
      `  ratio export/COPY time ${ratio.toFixed(2)} ${ratio <= RATIO_TARGET ? "ok" : "MISS"}` +
        `${cpuRatio === undefined ? "" : ` (CPU node + PostgreSQL ${cpuRatio.toFixed(2)})`}; ` +
        `RSS ${Math.max(...csv.map((r) => r.peakMb)) <= RSS_TARGET_MB ? "ok" : "MISS"}` +
        `${c.rows === p.rows ? "" : `; ROW COUNT MISMATCH (${c.rows} vs ${p.rows})`}`
    )
  }
  const stages: [string, Run[]][] = [
    ["rows only", []],
    ["rows + records", []],
  ]
  for (let i = 0; i < RUNS; i++) {
    stages[0][1].push(await rowsOnly(container, false))
    stages[1][1].push(await rowsOnly(container, true))
  }
  report(
    `where the time goes (all; the export less these is json2csv and the encoding into the response):`
  )
  for (const [name, runs] of stages) report(describeRun(name, median(runs)))
  if (CPU_PROFILE) {
    await profiled(() => exportCsv(container, {}), CPU_PROFILE)
    report(`CPU profile of one export: ${CPU_PROFILE}`)
  }
}
