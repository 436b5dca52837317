// Cost of the product history capture: admin product update latency over HTTP
// with the capture triggers on vs off, same run, same server. A fresh embedded
// PostgreSQL is migrated and seeded (bench/history-capture-exec.ts), then the
// real server (`medusa start`) takes the updates; capture is switched between
// blocks by enabling/disabling the plugin_history_stage triggers (what
// setCaptureEnabled does), and left on at the end. Target ratio on/off <= 1.1 (issue 16).
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
} from "../scripts/lib/database.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const medusa = path.join(root, "node_modules", ".bin", "medusa")
const TARGET_RATIO = 1.1
// Short blocks, many alternations: other load on the machine drifts on a scale of seconds.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const BLOCK = Number(process.env.BENCH_BLOCK ?? 10)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20)

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

/** Enables or disables every plugin_history_stage trigger; returns the tables it found. */
async function setCapture(client, enabled) {
  const { rows } = await client.query(
    `SELECT c.relname AS table, t.tgenabled <> 'D' AS enabled FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE t.tgname = 'plugin_history_stage' ORDER BY 1`
  )
  for (const row of rows) {
    if (row.enabled === enabled) continue
    await client.query(
      `ALTER TABLE ${pg.escapeIdentifier(row.table)} ${enabled ? "ENABLE" : "DISABLE"} TRIGGER plugin_history_stage`
    )
  }
  const { rows: after } = await client.query(
    `SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = 'plugin_history_stage' AND (tgenabled <> 'D') <> $1`,
    [enabled]
  )
  if (after[0].n !== 0)
    throw new Error(
      `${after[0].n} capture triggers did not switch ${enabled ? "on" : "off"}`
    )
  return rows.map((r) => r.table)
}

async function countEntries(client, adminUserId) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE user_id = $1)::int AS by_admin FROM plugin_product_history_entry`,
    [adminUserId]
  )
  return rows[0]
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]
  return {
    n: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
  }
}

export async function benchHistoryCapture() {
  const tmp = fs.mkdtempSync(
    path.join(os.tmpdir(), "history-capture-bench-pg-")
  )
  fs.chmodSync(tmp, 0o777)
  const db = await startEmbeddedPostgres({
    dataDir: path.join(tmp, "data"),
    port: await freePort(),
    persistent: false,
  })
  let server
  let client
  try {
    await ensureDatabase(db.url("postgres"), "bench")
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
    const expected = [...setup.trackedTables].sort()
    if (tables.join() !== expected.join()) {
      throw new Error(
        `capture triggers on [${tables}] but TRACKED_TABLES is [${expected}]`
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
    const headers = {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
    }
    const api = async (method, url, body) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      if (!res.ok)
        throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 500)}`)
      return JSON.parse(text)
    }

    // The port was free when chosen; make sure the server answering is ours (our database's admin user).
    const { user } = await api("GET", "/admin/users/me")
    if (user?.id !== setup.adminUserId)
      throw new Error(
        `the server on port ${port} is not the one this bench started`
      )

    const { products } = await api(
      "GET",
      "/admin/products?limit=100&fields=id,title,metadata,*variants,*variants.prices"
    )
    const targets = products
      .filter((p) => p.variants?.length && p.variants[0].prices?.length)
      .map((p) => {
        const v = p.variants[0]
        return {
          id: p.id,
          title: p.title,
          metadata: p.metadata ?? {},
          variantId: v.id,
          prices: v.prices.map((pr) => ({
            id: pr.id,
            amount: pr.amount,
            currency_code: pr.currency_code,
            rules: pr.rules,
          })),
          edits: 0,
        }
      })
    if (!targets.length)
      throw new Error("no demo product with a priced variant")

    let serial = 0
    // One admin edit: title + a metadata key on the product, then every price of its first variant.
    const update = async () => {
      const t = targets[serial % targets.length]
      const n = ++serial
      const cents = t.edits++ % 2 === 0 ? 0.01 : 0.02
      const began = performance.now()
      await api("POST", `/admin/products/${t.id}`, {
        title: `${t.title} · ${n}`,
        metadata: { ...t.metadata, bench_rev: n },
      })
      const mid = performance.now()
      await api("POST", `/admin/products/${t.id}/variants/${t.variantId}`, {
        prices: t.prices.map((p) => ({
          id: p.id,
          currency_code: p.currency_code,
          amount: Math.round((p.amount + cents) * 100) / 100,
          ...(p.rules && Object.keys(p.rules).length ? { rules: p.rules } : {}),
        })),
      })
      const end = performance.now()
      return {
        product: mid - began,
        variant: end - mid,
        total: end - began,
        fields: 2 + t.prices.length,
      }
    }

    const results = { on: [], off: [] }
    const written = {
      on: { entries: 0, byAdmin: 0, fields: 0 },
      off: { entries: 0, byAdmin: 0, fields: 0 },
    }
    const roundMeans = []
    const block = async (mode, count, record) => {
      if (!server.alive())
        throw new Error("medusa start exited during the bench")
      await setCapture(client, mode === "on")
      const before = await countEntries(client, setup.adminUserId)
      let fields = 0
      let sum = 0
      for (let i = 0; i < count; i++) {
        const r = await update()
        fields += r.fields
        sum += r.total
        if (record) results[mode].push(r)
      }
      const after = await countEntries(client, setup.adminUserId)
      if (record) {
        written[mode].entries += after.total - before.total
        written[mode].byAdmin += after.by_admin - before.by_admin
        written[mode].fields += fields
      }
      return sum / count
    }

    try {
      for (let i = 0; i < 2; i++) {
        await block("on", WARMUP / 2, false)
        await block("off", WARMUP / 2, false)
      }
      // Alternating order (on/off, off/on, ...) so drift weighs on both modes alike.
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? ["on", "off"] : ["off", "on"]
        const means = {}
        for (const mode of order) means[mode] = await block(mode, BLOCK, true)
        roundMeans.push(means.on / means.off)
      }
    } finally {
      await setCapture(client, true)
    }
    const leftOn = (
      await client.query(
        `SELECT bool_and(tgenabled <> 'D') AS on FROM pg_trigger WHERE tgname = 'plugin_history_stage'`
      )
    ).rows[0].on

    const fmt = (ms) => `${ms.toFixed(1).padStart(6)} ms`
    const line = (label, s) =>
      `${label.padEnd(26)} p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  mean ${fmt(s.mean)}  (n=${s.n})`
    const summary = {}
    for (const mode of ["on", "off"]) {
      summary[mode] = {
        total: stats(results[mode].map((r) => r.total)),
        product: stats(results[mode].map((r) => r.product)),
        variant: stats(results[mode].map((r) => r.variant)),
      }
    }
    console.log(
      `History capture cost: admin product updates over HTTP (medusa start, up in ${server.seconds.toFixed(1)} s), ` +
        `${targets.length} demo products, ${ROUNDS} rounds of ${BLOCK} updates per mode after ${WARMUP * 2} warm-up`
    )
    console.log(
      `one update = POST /admin/products/:id (title + metadata key) + POST /admin/products/:id/variants/:vid (all prices, with ids)`
    )
    for (const mode of ["on", "off"]) {
      console.log(line(`capture ${mode}  update`, summary[mode].total))
      console.log(line(`capture ${mode}    product`, summary[mode].product))
      console.log(line(`capture ${mode}    variant`, summary[mode].variant))
    }
    const ratio = (key, part = "total") =>
      summary.on[part][key] / summary.off[part][key]
    console.log(
      `ratio on/off (update): mean ${ratio("mean").toFixed(2)}, p50 ${ratio("p50").toFixed(2)} (target <= ${TARGET_RATIO}); ` +
        `product mean ${ratio("mean", "product").toFixed(2)}, variant mean ${ratio("mean", "variant").toFixed(2)}`
    )
    const paired = stats(roundMeans)
    console.log(
      `ratio on/off per round (adjacent blocks): median ${paired.p50.toFixed(2)}, ` +
        `range ${Math.min(...roundMeans).toFixed(2)}-${Math.max(...roundMeans).toFixed(2)} over ${roundMeans.length} rounds`
    )
    console.log(
      `history entries, on blocks:  ${written.on.entries} written for ${written.on.fields} changed fields` +
        ` (${written.on.byAdmin} attributed to the admin user)${written.on.entries === written.on.fields ? "" : "  MISMATCH"}`
    )
    console.log(
      `history entries, off blocks: ${written.off.entries} written (expected 0)${written.off.entries === 0 ? "" : "  MISMATCH"}`
    )
    console.log(`capture left on at the end: ${leftOn ? "yes" : "NO"}`)
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
