// Webhook delivery from commit to a healthy receiver: a fresh embedded
// PostgreSQL (migrated; bench/webhooks-exec.ts registers one webhook for
// `plugin_b2b_inbound_record.needs_attention` and makes BENCH_RECORDS pending
// records), the real server (`medusa start`, server and jobs in one process,
// no Redis), and a receiver on 127.0.0.1 answering 204 at once. Events are
// made by changing the records' status in SQL: the outbox trigger writes one
// event per change in the changing transaction, as it does for an import.
// Two phases: a trickle (one commit per event, BENCH_RATE a second) for the
// delay an event usually sees, and a burst (every record in one commit) for
// throughput. Delay is the receiver's arrival minus the outbox row's
// `occurred_at` (the trigger's clock_timestamp(), at the change, just before
// the commit; same machine, same clock).
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
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
const RECORDS = Number(process.env.BENCH_RECORDS ?? 1000)
const TRICKLE = Number(process.env.BENCH_TRICKLE ?? 100)
const RATE = Number(process.env.BENCH_RATE ?? 20)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(medusa, args, {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    })
    let out = ""
    child.stdout.on("data", (chunk) => (out += chunk))
    child.on("exit", (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`medusa ${args.join(" ")} exited with ${code}`))
    )
  })
}

/** `medusa start` in its own process group; resolves once /health answers. */
async function startServer(env, base) {
  const child = spawn(medusa, ["start"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let output = ""
  const keep = (chunk) => (output = (output + chunk).slice(-6000))
  child.stdout.on("data", keep)
  child.stderr.on("data", keep)
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((r) => child.once("exit", r))
    process.kill(-child.pid, "SIGTERM")
    const late = setTimeout(() => process.kill(-child.pid, "SIGKILL"), 15_000)
    await exited
    clearTimeout(late)
  }
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { stop }
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  await stop()
  throw new Error(`medusa start did not come up:\n${output.slice(-3000)}`)
}

/** A receiver that answers 204 at once and notes when each event id arrived. */
async function startReceiver() {
  const arrivals = new Map()
  let requests = 0
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on("data", (c) => chunks.push(c))
    req.on("end", () => {
      const at = Date.now()
      requests++
      const id = JSON.parse(Buffer.concat(chunks).toString("utf8")).source
        ?.eventId
      if (id && !arrivals.has(id)) arrivals.set(id, at)
      res.writeHead(204).end()
    })
  })
  await new Promise((r) => server.listen(0, "127.0.0.1", r))
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    arrivals,
    requests: () => requests,
    close: () => new Promise((r) => server.close(r)),
  }
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: at(1) }
}

/** Waits until every one of `ids` arrived; answers the delays (ms) from each event's occurred_at. */
async function delivered(client, receiver, ids, minutes = 10) {
  const until = Date.now() + minutes * 60_000
  while (ids.some((id) => !receiver.arrivals.has(id))) {
    if (Date.now() > until)
      throw new Error(
        `${ids.filter((id) => !receiver.arrivals.has(id)).length} of ${ids.length} events not delivered after ${minutes} minutes`
      )
    await sleep(50)
  }
  const { rows } = await client.query(
    "SELECT id, occurred_at FROM plugin_b2b_record_event WHERE id = ANY($1)",
    [ids]
  )
  return rows.map((r) => receiver.arrivals.get(r.id) - r.occurred_at.getTime())
}

/** Sets the status of the given records (one statement, one commit); answers the outbox events it wrote. */
async function change(client, ids, status) {
  const { rows } = await client.query(
    `WITH changed AS (UPDATE plugin_b2b_inbound_record SET status = $1 WHERE id = ANY($2) AND status <> $1 RETURNING id)
     SELECT count(*)::int AS n FROM changed`,
    [status, ids]
  )
  const { rows: events } = await client.query(
    "SELECT id, occurred_at FROM plugin_b2b_record_event WHERE record_id = ANY($1) AND status = $2 ORDER BY seq",
    [ids, status]
  )
  if (events.length < rows[0].n)
    throw new Error("the outbox trigger wrote fewer events than changes")
  return events.map((e) => e.id)
}

const fmt = (s) =>
  `p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms (${s.n} events)`

export async function benchWebhooks() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "webhooks-bench-pg-"))
  fs.chmodSync(tmp, 0o777)
  const db = await startEmbeddedPostgres({
    dataDir: path.join(tmp, "data"),
    port: await freePort(),
    persistent: false,
  })
  const receiver = await startReceiver()
  let server
  let client
  try {
    await ensureDatabase(db.url("postgres"), "bench")
    const port = await freePort()
    const env = {
      ...process.env,
      DATABASE_URL: db.url("bench"),
      LOG_LEVEL: "error",
      MEDUSA_DISABLE_TELEMETRY: "true",
      MEDUSA_WORKER_MODE: "shared",
      MEDUSA_ADMIN_DISABLED: "true",
      PLUGIN_PENDING_JOB_ENABLED: "false",
      PLUGIN_WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true",
      PORT: String(port),
      // The webhook's secret is sealed under the JWT secret: setup and server share it.
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString("hex"),
      COOKIE_SECRET:
        process.env.COOKIE_SECRET ?? randomBytes(32).toString("hex"),
      BENCH_RECEIVER_URL: receiver.url,
      BENCH_RECORDS: String(RECORDS),
    }
    await run(["db:migrate"], env)
    const line = (await run(["exec", "./bench/webhooks-exec.ts"], env))
      .split("\n")
      .find((l) => l.startsWith("BENCH_SETUP "))
    if (!line) throw new Error("bench/webhooks-exec.ts printed no BENCH_SETUP")
    const setup = JSON.parse(line.slice("BENCH_SETUP ".length))
    client = new pg.Client({ connectionString: db.url("bench") })
    await client.connect()
    const { rows } = await client.query(
      "SELECT id FROM plugin_b2b_inbound_record WHERE status = 'pending' ORDER BY id"
    )
    const ids = rows.map((r) => r.id)

    server = await startServer(env, `http://localhost:${port}`)
    console.log(
      `Server up; delivery job interval ${setup.jobIntervalMs} ms; ${ids.length} records.`
    )
    // Warm-up: the first event after start (its delay includes the job's first run).
    const warm = await delivered(
      client,
      receiver,
      await change(client, ids.slice(0, 1), "parsed")
    )
    console.log(`warm-up event: ${warm[0]} ms`)

    const trickleIds = []
    const trickleStart = Date.now()
    for (let i = 1; i <= TRICKLE; i++) {
      trickleIds.push(...(await change(client, [ids[i]], "parsed")))
      const due = trickleStart + (i * 1000) / RATE
      await sleep(Math.max(0, due - Date.now()))
    }
    const trickle = stats(await delivered(client, receiver, trickleIds))
    console.log(
      `trickle (${TRICKLE} commits of one event, ${RATE}/s): delay ${fmt(trickle)}`
    )

    const burstCommit = Date.now()
    const burstIds = await change(client, ids, "mapped")
    const burstDelays = await delivered(client, receiver, burstIds)
    const lastArrival = Math.max(
      ...burstIds.map((id) => receiver.arrivals.get(id))
    )
    const seconds = (lastArrival - burstCommit) / 1000
    const burst = stats(burstDelays)
    console.log(
      `burst (${burstIds.length} events in one commit): all delivered ${seconds.toFixed(1)} s after the commit, ${Math.round(burstIds.length / seconds)} events/s; delay ${fmt(burst)}`
    )
    // The receiver counts a request before its attempt is recorded: wait for the last records (at most 10 s).
    for (let waited = 0; waited < 10_000; waited += 100) {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM plugin_webhook_delivery WHERE status IN ('queued', 'running')"
      )
      if (rows[0].n === 0) break
      await sleep(100)
    }
    const { rows: outcome } = await client.query(
      "SELECT status, count(*)::int AS n, max(attempts) AS attempts FROM plugin_webhook_delivery GROUP BY status"
    )
    console.log(
      `deliveries: ${outcome.map((o) => `${o.n} ${o.status} (attempts ≤ ${o.attempts})`).join(", ")}; receiver requests ${receiver.requests()}`
    )
    console.log(
      `| ${setup.jobIntervalMs / 1000} s | trickle ${RATE}/s: ${trickle.p50} / ${trickle.p95} / ${trickle.max} ms | burst of ${burstIds.length}: ${Math.round(burstIds.length / seconds)} events/s, ${burst.p50} / ${burst.p95} / ${burst.max} ms |`
    )
  } finally {
    await client?.end()
    await server?.stop()
    await receiver.close()
    await db.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
