// What the capture benches (bench/history-capture*.mjs) share: a fresh embedded
// PostgreSQL, migrated and seeded with the demo shop (bench/history-capture-exec.ts),
// the real server (`medusa start`) on it, the capture switched on and off between
// blocks (its staging triggers, what setCaptureEnabled does) and the figures.
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import {
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
} from "../../scripts/lib/database.mjs"

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  ".."
)
const medusa = path.join(root, "node_modules", ".bin", "medusa")
/** The capture's staging triggers: one name, on every tracked table and on the reservations. */
const STAGE_TRIGGER = "plugin_history_stage"

/** Runs a medusa command; resolves with its stdout (also echoed) when it exits 0. */
function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(medusa, args, {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    })
    let out = ""
    child.stdout.on("data", (chunk) => {
      out += chunk
      process.stdout.write(chunk)
    })
    child.on("exit", (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`medusa ${args.join(" ")} exited with ${code}`))
    )
  })
}

/** Starts `medusa start` in a process group of its own; resolves once /health answers. */
async function startServer(env, base) {
  const child = spawn(medusa, ["start"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let output = ""
  const keep = (chunk) => {
    output = (output + chunk).slice(-6000)
  }
  child.stdout.on("data", keep)
  child.stderr.on("data", keep)
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((r) => child.once("exit", r))
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      return
    }
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise((r) => setTimeout(() => r(true), 15_000)),
    ])
    if (timedOut) {
      try {
        process.kill(-child.pid, "SIGKILL")
      } catch {
        // gone meanwhile
      }
      await exited
    }
  }
  const began = Date.now()
  while (Date.now() - began < 300_000) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${base}/health`)).ok)
        return {
          stop,
          output: () => output,
          alive: () => child.exitCode === null && child.signalCode === null,
          seconds: (Date.now() - began) / 1000,
        }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error(`medusa start did not come up:\n${output.slice(-3000)}`)
}

/** Enables or disables every staging trigger of the capture; returns the tables it found. */
export async function setCapture(client, enabled) {
  const { rows } = await client.query(
    `SELECT c.relname AS table, t.tgenabled <> 'D' AS enabled FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE t.tgname = $1 ORDER BY 1`,
    [STAGE_TRIGGER]
  )
  for (const row of rows) {
    if (row.enabled === enabled) continue
    await client.query(
      `ALTER TABLE ${pg.escapeIdentifier(row.table)} ${enabled ? "ENABLE" : "DISABLE"} TRIGGER ${STAGE_TRIGGER}`
    )
  }
  const { rows: after } = await client.query(
    `SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = $1 AND (tgenabled <> 'D') <> $2`,
    [STAGE_TRIGGER, enabled]
  )
  if (after[0].n !== 0)
    throw new Error(
      `${after[0].n} capture triggers did not switch ${enabled ? "on" : "off"}`
    )
  return rows.map((r) => r.table)
}

/** Whether every staging trigger is on. */
export async function captureLeftOn(client) {
  const { rows } = await client.query(
    `SELECT bool_and(tgenabled <> 'D') AS on FROM pg_trigger WHERE tgname = $1`,
    [STAGE_TRIGGER]
  )
  return rows[0].on
}

export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]
  return {
    n: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
  }
}

/** `label  p50 … p95 … mean … (n=…)`, one line of figures. */
export function statsLine(label, s) {
  const fmt = (ms) => `${ms.toFixed(1).padStart(6)} ms`
  return `${label.padEnd(26)} p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  mean ${fmt(s.mean)}  (n=${s.n})`
}

/** A JSON client of the server: `api(method, url, body)`, throwing on an error status. */
function jsonClient(base, headers) {
  return async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    if (!res.ok)
      throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 500)}`)
    return JSON.parse(text)
  }
}

/**
 * Runs `measure({ admin, client, setup, server, base })` against a fresh,
 * seeded shop served by `medusa start`, logged in as the demo admin
 * (`admin(method, url, body)`), with the capture on; everything is stopped
 * and removed afterwards.
 */
export async function withCaptureBenchServer(measure) {
  const tmp = fs.mkdtempSync(
    path.join(os.tmpdir(), "history-capture-bench-pg-")
  )
  fs.chmodSync(tmp, 0o777)
  const db = await startEmbeddedPostgres({
    dataDir: path.join(tmp, "data"),
    port: await freePort(),
    persistent: false,
    // BENCH_PG_STATEMENTS=1: every statement, nested ones inside the capture's functions too, with its planning time.
    settings:
      process.env.BENCH_PG_STATEMENTS === "1"
        ? [
            ["shared_preload_libraries", "pg_stat_statements"],
            ["pg_stat_statements.track", "all"],
            ["pg_stat_statements.track_planning", "on"],
          ]
        : [],
  })
  let server
  let client
  try {
    await ensureDatabase(db.url("postgres"), "bench")
    if (process.env.BENCH_PG_PROFILE === "1") {
      // Time spent in each PL/pgSQL function (the capture is made of them), for every connection the server opens.
      const admin = new pg.Client({ connectionString: db.url("postgres") })
      await admin.connect()
      await admin.query(`ALTER DATABASE bench SET track_functions = 'pl'`)
      await admin.end()
    }
    const port = await freePort()
    const base = `http://localhost:${port}`
    const env = {
      ...process.env,
      DATABASE_URL: db.url("bench"),
      LOG_LEVEL: "error",
      MEDUSA_DISABLE_TELEMETRY: "true",
      MEDUSA_WORKER_MODE: "shared",
      MEDUSA_ADMIN_DISABLED: "true",
      PLUGIN_PENDING_JOB_ENABLED: "false",
      PORT: String(port),
      // `medusa start` runs as production: it refuses to start without real secrets.
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString("hex"),
      COOKIE_SECRET:
        process.env.COOKIE_SECRET ?? randomBytes(32).toString("hex"),
    }
    await run(["db:migrate"], env)
    const setupLine = (
      await run(["exec", "./bench/history-capture-exec.ts"], env)
    )
      .split("\n")
      .find((l) => l.startsWith("BENCH_SETUP "))
    if (!setupLine)
      throw new Error(
        "bench/history-capture-exec.ts printed no BENCH_SETUP line"
      )
    const setup = JSON.parse(setupLine.slice("BENCH_SETUP ".length))

    client = new pg.Client({ connectionString: db.url("bench") })
    await client.connect()
    const tables = await setCapture(client, true)
    const expected = [...setup.stagedTables].sort()
    if (tables.join() !== expected.join()) {
      throw new Error(
        `capture triggers on [${tables}] but the capture stages [${expected}]`
      )
    }

    server = await startServer(env, base)
    const login = await fetch(`${base}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(setup.admin),
    })
    if (!login.ok)
      throw new Error(
        `admin login failed: ${login.status} ${await login.text()}`
      )
    const { token } = await login.json()
    const admin = jsonClient(base, { authorization: `Bearer ${token}` })
    // The port was free when chosen; make sure the server answering is ours (our database's admin user).
    const { user } = await admin("GET", "/admin/users/me")
    if (user?.id !== setup.adminUserId)
      throw new Error(
        `the server on port ${port} is not the one this bench started`
      )
    const store = setup.publishableKey
      ? jsonClient(base, { "x-publishable-api-key": setup.publishableKey })
      : null
    await measure({ admin, store, client, setup, server, base })
  } catch (error) {
    if (server)
      console.error(
        `medusa start output (last lines):\n${server.output().slice(-3000)}`
      )
    throw error
  } finally {
    if (server) await server.stop()
    if (client) await client.end().catch(() => {})
    await db.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/**
 * Alternating blocks of `count` operations with the capture on and off
 * (warm-up first; the order flips every round so drift weighs on both
 * alike). `operation()` returns `{ total, ...parts }` in ms; `around(mode,
 * "before" | "after")` runs around each recorded block (to count entries).
 */
export async function alternateOnOff(
  client,
  { rounds, block, warmup, server },
  operation,
  around = async () => {}
) {
  const results = { on: [], off: [] }
  const roundMeans = []
  const run = async (mode, count, record) => {
    if (!server.alive()) throw new Error("medusa start exited during the bench")
    await setCapture(client, mode === "on")
    if (record) await around(mode, "before")
    let sum = 0
    for (let i = 0; i < count; i++) {
      const r = await operation()
      sum += r.total
      if (record) results[mode].push(r)
    }
    if (record) await around(mode, "after")
    return sum / count
  }
  try {
    for (let i = 0; i < 2; i++) {
      await run("on", warmup / 2, false)
      await run("off", warmup / 2, false)
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ["on", "off"] : ["off", "on"]
      const means = {}
      for (const mode of order) means[mode] = await run(mode, block, true)
      roundMeans.push(means.on / means.off)
    }
  } finally {
    await setCapture(client, true)
  }
  return { results, roundMeans }
}
