// `npm run test:cluster [jest args]`: the multi-instance tests. Starts one
// PostgreSQL (embedded unless DATABASE_URL is set) and one Redis (REDIS_URL, or
// a redis-server on a free port), migrates and seeds the demo shop, then runs
// the "cluster" Jest project; each test file starts its own Medusa instances
// (two `server`, one `worker`) against them. Everything started stops in the end.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import {
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
} from "./lib/database.mjs"
import { randomSecret } from "./lib/env-file.mjs"
import { run, runCleanups, stopOnSignals } from "./lib/process.mjs"
import { startRedis } from "./lib/redis.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const medusa = path.join(root, "node_modules", ".bin", "medusa")
const say = (line) => process.stdout.write(`[test:cluster] ${line}\n`)

const cleanups = []
let jest
let exitCode = 1

const stopAll = () => runCleanups(cleanups, say)

stopOnSignals(() => jest, stopAll)

async function main() {
  const env = {
    ...process.env,
    MEDUSA_DISABLE_TELEMETRY: "true",
    NODE_ENV: "test",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    // Every instance must sign and check with the same secrets (a process without them would make its own).
    JWT_SECRET: process.env.JWT_SECRET || randomSecret(),
    COOKIE_SECRET: process.env.COOKIE_SECRET || randomSecret(),
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-history-cluster-"))
  fs.chmodSync(tmp, 0o777)
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }))

  if (process.env.DATABASE_URL) {
    say(
      "Using the PostgreSQL server of DATABASE_URL (database medusa_cluster_test on it)."
    )
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = "/postgres"
    await ensureDatabase(url.toString(), "medusa_cluster_test", {
      recreate: true,
    })
    url.pathname = "/medusa_cluster_test"
    env.DATABASE_URL = url.toString()
  } else {
    const port = Number(process.env.EMBEDDED_PG_PORT) || (await freePort())
    const db = await startEmbeddedPostgres({
      dataDir: path.join(tmp, "data"),
      port,
      persistent: false,
    })
    cleanups.push(() => db.stop())
    await ensureDatabase(db.url("postgres"), "medusa_cluster_test")
    env.DATABASE_URL = db.url("medusa_cluster_test")
    say(`Embedded PostgreSQL on port ${port}`)
  }

  const redis = await startRedis({ log: say })
  cleanups.push(() => redis.stop())
  env.REDIS_URL = redis.url

  say("Migrating and seeding the demo shop ...")
  // One process at a time: no worker mode needed for these.
  const setupEnv = { ...env, MEDUSA_WORKER_MODE: "server", LOG_LEVEL: "error" }
  await run(medusa, ["db:migrate"], { cwd: root, env: setupEnv, quiet: true })
  await run(medusa, ["exec", "./dev/seed-demo.ts"], {
    cwd: root,
    env: setupEnv,
    quiet: true,
  })

  const logs = path.join(root, "test-artifacts", "cluster")
  fs.rmSync(logs, { recursive: true, force: true })
  fs.mkdirSync(logs, { recursive: true })
  const jestArgs = [
    path.join(root, "node_modules", "jest", "bin", "jest.js"),
    "--runInBand",
    "--forceExit",
    ...process.argv.slice(2),
    "--selectProjects",
    "cluster",
  ]
  jest = spawn(process.execPath, jestArgs, {
    cwd: root,
    env: { ...env, CLUSTER_TESTS: "1", CLUSTER_LOGS: logs },
    stdio: "inherit",
  })
  exitCode = await new Promise((resolve) =>
    jest.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  )
  say(`Instance logs: ${path.relative(root, logs)}/`)
}

try {
  await main()
} catch (error) {
  process.stderr.write(`[test:cluster] ${error.message}\n`)
  exitCode = 1
} finally {
  await stopAll()
}
process.exit(exitCode)
