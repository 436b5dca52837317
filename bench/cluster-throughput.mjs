// Records per second of the B2B import with one processing process vs two at
// once, on one PostgreSQL and one Redis (Medusa's Redis locking, as in a
// multi-instance deployment). One API server takes the uploads; each round
// uploads RECORDS pending files, then `plugin:b2b:process --pending` runs in one
// process, then (new files) in two. Throughput counts from the first record
// finished to the last, so start-up time is left out.
import { spawn } from "node:child_process"
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
import { run, waitForUrl } from "../scripts/lib/process.mjs"
import { startRedis } from "../scripts/lib/redis.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const medusa = path.join(root, "node_modules", ".bin", "medusa")
const RECORDS = Number(process.env.BENCH_RECORDS || 100)
const SKUS = Array.from({ length: 10 }, (_, i) => `SW0${1000 + i}`)

async function call(url, { method = "GET", token, json, body } = {}) {
  const headers = {
    accept: "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(json ? { "content-type": "application/json" } : {}),
  }
  const res = await fetch(url, {
    method,
    headers,
    body: json ? JSON.stringify(json) : body,
  })
  const data = await res.json().catch(() => ({}))
  if (!res.ok)
    throw new Error(
      `${method} ${url} answered ${res.status}: ${JSON.stringify(data).slice(0, 300)}`
    )
  return data
}

function cliPass(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, "bin", "plugin-cli.js"),
        "plugin:b2b:process",
        "--pending",
      ],
      { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] }
    )
    let out = ""
    child.stdout.on("data", (c) => (out += c))
    child.on("exit", (code) =>
      code === 0
        ? resolve(out.trim())
        : reject(new Error(`pass exited with ${code}: ${out}`))
    )
  })
}

async function uploadRound(url, token, profileId, round, count = RECORDS) {
  const ids = []
  for (let i = 0; i < count; i++) {
    const csv = [
      "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
      ...SKUS.map((sku) => `R${round}-${i};K-10001;${sku};1;`),
    ].join("\n")
    const form = new FormData()
    form.append("profileId", profileId)
    form.append(
      "file",
      new Blob([csv], { type: "text/csv" }),
      `r${round}-${i}.csv`
    )
    ids.push(
      (
        await call(`${url}/api/_action/plugin-b2b/upload`, {
          method: "POST",
          token,
          body: form,
        })
      ).id
    )
  }
  return ids
}

async function measure(db, ids, passes, env) {
  const outputs = await Promise.all(
    Array.from({ length: passes }, () => cliPass(env))
  )
  const { rows } = await db.query(
    "SELECT count(*) FILTER (WHERE status = 'approved')::int AS approved, max(attempts)::int AS attempts, extract(epoch FROM max(processed_at) - min(processed_at)) AS span FROM plugin_b2b_inbound_record WHERE id = ANY($1)",
    [ids]
  )
  const { approved, attempts, span } = rows[0]
  return {
    approved,
    attempts,
    span: Number(span),
    perSecond: (approved - 1) / Number(span),
    outputs,
  }
}

export async function benchClusterThroughput() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-cluster-"))
  fs.chmodSync(tmp, 0o777)
  const pgServer = await startEmbeddedPostgres({
    dataDir: path.join(tmp, "data"),
    port: await freePort(),
    persistent: false,
  })
  const redis = await startRedis()
  let server
  const db = new pg.Client({ connectionString: pgServer.url("bench") })
  try {
    await ensureDatabase(pgServer.url("postgres"), "bench")
    const env = {
      ...process.env,
      DATABASE_URL: pgServer.url("bench"),
      REDIS_URL: redis.url,
      LOG_LEVEL: "error",
      MEDUSA_DISABLE_TELEMETRY: "true",
      NODE_ENV: "test",
      MEDUSA_ADMIN_DISABLED: "true",
    }
    await run(medusa, ["db:migrate"], {
      cwd: root,
      env: { ...env, MEDUSA_WORKER_MODE: "server" },
      quiet: true,
    })
    await run(medusa, ["exec", "./dev/seed-demo.ts"], {
      cwd: root,
      env: { ...env, MEDUSA_WORKER_MODE: "server" },
      quiet: true,
    })
    const port = await freePort()
    server = spawn(medusa, ["start"], {
      cwd: root,
      env: { ...env, PORT: String(port), MEDUSA_WORKER_MODE: "server" },
      stdio: "ignore",
      detached: true,
    })
    const url = `http://localhost:${port}`
    if (!(await waitForUrl(`${url}/health`, server, 120)))
      throw new Error("The API server did not start.")
    await db.connect()

    const { token: admin } = await call(`${url}/auth/user/emailpass`, {
      method: "POST",
      json: { email: "admin@example.com", password: "supersecret" },
    })
    for (const sku of SKUS) {
      const {
        inventory_items: [item],
      } = await call(
        `${url}/admin/inventory-items?sku=${sku}&fields=id,location_levels.location_id`,
        { token: admin }
      )
      for (const level of item.location_levels)
        await call(
          `${url}/admin/inventory-items/${item.id}/location-levels/${level.location_id}`,
          {
            method: "POST",
            token: admin,
            json: { stocked_quantity: 1_000_000 },
          }
        )
    }
    const integration = await call(`${url}/admin/plugin-integrations`, {
      method: "POST",
      token: admin,
      json: { label: "bench", admin: true },
    })
    const { access_token: token } = await call(`${url}/api/oauth/token`, {
      method: "POST",
      json: {
        grant_type: "client_credentials",
        client_id: integration.integration.access_key,
        client_secret: integration.secret,
      },
    })
    const { rows } = await db.query(
      "SELECT id FROM plugin_b2b_profile WHERE name = 'Demo ERP (CSV, automatic)'"
    )
    const cliEnv = { ...env, LOG_LEVEL: "warn" }

    // A warm-up round of a few records, so both measured rounds find the same warm database.
    await uploadRound(url, token, rows[0].id, 0, 10)
    await cliPass(cliEnv)

    const results = {}
    for (const [round, passes] of [
      [1, 1],
      [2, 2],
    ]) {
      const ids = await uploadRound(url, token, rows[0].id, round)
      results[passes] = await measure(db, ids, passes, cliEnv)
      const r = results[passes]
      console.log(
        `${passes} process(es): ${r.approved}/${RECORDS} approved, max runs per record ${r.attempts}, ${r.span.toFixed(1)} s, ${r.perSecond.toFixed(2)} records/s`
      )
      for (const out of r.outputs) console.log(`    ${out.split("\n")[0]}`)
    }
    console.log(
      `two processes vs one: ${(results[2].perSecond / results[1].perSecond).toFixed(2)}× the records per second (${os.cpus().length} CPU cores for PostgreSQL, Redis, the API server and the passes)`
    )
  } finally {
    if (server) {
      try {
        process.kill(-server.pid, "SIGKILL")
      } catch {
        // gone
      }
    }
    await db.end().catch(() => undefined)
    await redis.stop()
    await pgServer.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
