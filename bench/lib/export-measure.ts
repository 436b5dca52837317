// What the export bench measures with: a sink that counts and keeps nothing,
// RSS sampled while a piece of work runs, and PostgreSQL's own COPY.
import fs from "node:fs"
import { Writable } from "node:stream"
import { pipeline } from "node:stream/promises"
import pg from "pg"

// pg-copy-streams ships no types; only `to` is used.
const { to: copyTo } = require("pg-copy-streams") as {
  to: (sql: string) => NodeJS.ReadableStream
}

export const mb = (bytes: number) => bytes / 1048576

export type Run = {
  rows: number
  bytes: number
  seconds: number
  peakMb: number
  baseMb: number
  /** CPU seconds of this process and of the PostgreSQL server (null when it cannot be read). */
  cpu: number
  pgCpu: number | null
}

/** utime + stime (+ reaped children's) of a process in seconds, from /proc (clock ticks of 1/100 s). */
function procCpu(pid: string, withChildren: boolean): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  // Fields after the name, from 3 (state): utime 14, stime 15, cutime 16, cstime 17.
  const ticks = (n: number) => Number(f[n - 3])
  return (
    (ticks(14) + ticks(15) + (withChildren ? ticks(16) + ticks(17) : 0)) / 100
  )
}

/**
 * CPU seconds the local PostgreSQL server (BENCH_PG_PID_FILE: its
 * postmaster.pid) has used so far: the postmaster with its reaped backends,
 * and the backends alive now. Null where /proc or the file is missing.
 */
export function serverCpu(): number | null {
  const file = process.env.BENCH_PG_PID_FILE
  if (!file || !fs.existsSync(file) || !fs.existsSync("/proc/self/stat"))
    return null
  const postmaster = fs.readFileSync(file, "utf8").split("\n")[0].trim()
  let total = procCpu(postmaster, true)
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
      const ppid = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]
      if (ppid === postmaster) total += procCpu(pid, false)
    } catch {
      // The process ended while we looked: its time is now its parent's.
    }
  }
  return total
}

export type CountingSink = Writable & {
  bytes: number
  lines: number
  endsWithEol: boolean
  headers: Record<string, string>
  setHeader: (k: string, v: string) => void
  records: () => number
}

/** A writable that counts bytes and lines and keeps nothing; setHeader as on an Express response. */
export function countingSink(): CountingSink {
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
  }) as CountingSink
  sink.bytes = 0
  sink.lines = 0
  sink.endsWithEol = true
  sink.records = () => sink.lines + (sink.bytes && !sink.endsWithEol ? 1 : 0)
  sink.headers = {}
  sink.setHeader = (k, v) => void (sink.headers[k] = v)
  return sink
}

/** Runs `work` while sampling RSS every 50 ms (peak over the RSS after a GC just before), and counts CPU seconds. */
export async function withRss<T>(work: () => Promise<T>): Promise<{
  result: T
  seconds: number
  peakMb: number
  baseMb: number
  cpu: number
  pgCpu: number | null
}> {
  ;(global as any).gc?.()
  const cpuBefore = process.cpuUsage()
  const pgBefore = serverCpu()
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
    const used = process.cpuUsage(cpuBefore)
    const pgAfter = serverCpu()
    return {
      result,
      seconds,
      peakMb: mb(peak - base),
      baseMb: mb(base),
      cpu: (used.user + used.system) / 1e6,
      pgCpu: pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore,
    }
  } finally {
    clearInterval(timer)
  }
}

/** `COPY (sql) TO STDOUT WITH CSV` into a counting sink, on a connection of its own. */
export async function copyCsv(sql: string): Promise<Run> {
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

/** The median run by time (runs alternate with COPY, so both see the same load). */
export function median(runs: Run[]): Run {
  return [...runs].sort((a, b) => a.seconds - b.seconds)[
    Math.floor((runs.length - 1) / 2)
  ]
}

/** One line of figures. */
export function describeRun(name: string, r: Run): string {
  return (
    `  ${name.padEnd(18)} ${r.rows.toLocaleString("en").padStart(9)} rows  ${r.seconds.toFixed(2).padStart(6)} s  ` +
    `${Math.round(r.rows / r.seconds)
      .toLocaleString("en")
      .padStart(8)} rows/s  ${mb(r.bytes).toFixed(0).padStart(4)} MB out  ` +
    `peak RSS +${r.peakMb.toFixed(1)} MB (over ${r.baseMb.toFixed(0)} MB)  ` +
    `CPU node ${r.cpu.toFixed(2)} s${r.pgCpu === null ? "" : ` + PostgreSQL ${r.pgCpu.toFixed(2)} s`}`
  )
}
