// `npm test [unit|integration|plugin] [jest args]`: runs jest against a real
// PostgreSQL. Without DB_HOST or DATABASE_URL it starts an embedded one for
// the run (in a temporary folder, on a free port) and stops it afterwards.
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import {
  dropDatabase,
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
} from "./lib/database.mjs"
import { onStopSignals } from "./lib/process.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const PROJECTS = ["unit", "integration", "budget", "plugin"]
const args = process.argv.slice(2)
const project = PROJECTS.includes(args[0]) ? args.shift() : undefined
const say = (line) => process.stdout.write(`[test] ${line}\n`)

const env = {
  ...process.env,
  MEDUSA_DISABLE_TELEMETRY: "true",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
  PLUGIN_PENDING_JOB_ENABLED: process.env.PLUGIN_PENDING_JOB_ENABLED ?? "false",
  // Tests run the webhook dispatch and delivery themselves, when they want them (integration-tests/helpers/webhooks.ts).
  PLUGIN_WEBHOOKS_ENABLED: process.env.PLUGIN_WEBHOOKS_ENABLED ?? "false",
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ""} --experimental-vm-modules`.trim(),
}

if (!env.DB_HOST && env.DATABASE_URL) {
  const url = new URL(env.DATABASE_URL)
  Object.assign(env, {
    DB_HOST: url.hostname,
    DB_PORT: url.port || "5432",
    DB_USERNAME: decodeURIComponent(url.username),
    DB_PASSWORD: decodeURIComponent(url.password),
  })
}
// Medusa's test runner forces SSL for hosts other than "localhost".
if (env.DB_HOST === "127.0.0.1") env.DB_HOST = "localhost"

let db
let tmp
if (!env.DB_HOST && project !== "unit") {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-history-test-pg-"))
  fs.chmodSync(tmp, 0o777)
  const port = Number(process.env.EMBEDDED_PG_PORT) || (await freePort())
  db = await startEmbeddedPostgres({
    dataDir: path.join(tmp, "data"),
    port,
    persistent: false,
  })
  Object.assign(env, {
    DB_HOST: "localhost",
    DB_PORT: String(port),
    DB_USERNAME: "postgres",
    DB_PASSWORD: "postgres",
  })
  say(`Embedded PostgreSQL for this run on port ${port}`)
} else if (env.DB_HOST) {
  say(`Using PostgreSQL at ${env.DB_HOST}:${env.DB_PORT ?? 5432}`)
}

// Migrate once: every integration test file's database is created from this
// template (integration-tests/medusa-test-runner.js) instead of migrating its
// own. Should migrating fail, each file migrates as Medusa's runner does.
let template
if (env.DB_HOST && project !== "unit" && project !== "plugin") {
  const began = Date.now()
  const name = `plugin_test_template_${process.pid}`
  const auth = `${encodeURIComponent(env.DB_USERNAME ?? "postgres")}:${encodeURIComponent(env.DB_PASSWORD ?? "")}`
  const server = `postgres://${auth}@${env.DB_HOST}:${env.DB_PORT ?? 5432}`
  await ensureDatabase(`${server}/postgres`, name, { recreate: true })
  const migrate = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules", "@medusajs", "cli", "cli.js"),
      "db:migrate",
    ],
    {
      cwd: root,
      env: { ...env, NODE_ENV: "test", DATABASE_URL: `${server}/${name}` },
      encoding: "utf8",
    }
  )
  if (migrate.status === 0) {
    template = { server, name }
    env.PLUGIN_TEST_TEMPLATE_DB = name
    say(
      `Migrated a template database once (${((Date.now() - began) / 1000).toFixed(1)} s)`
    )
  } else {
    say(
      `Migrating a template database failed; each test file migrates its own.\n${migrate.stdout}${migrate.stderr}`
    )
  }
}

/** One jest run of the given projects; resolves with its exit code. */
function runJest(projects) {
  const jestArgs = [
    path.join(root, "node_modules", "jest", "bin", "jest.js"),
    // Test files run in TEST_WORKERS workers (default 2: each file has its own
    // database; Medusa's boot and the tests keep about one core busy), each
    // replaced when it grows: booting Medusa per file leaks, and one process
    // running every file in band ran out of heap.
    `--maxWorkers=${Number(process.env.TEST_WORKERS) || 2}`,
    "--workerIdleMemoryLimit=1536MB",
    "--forceExit",
    ...args,
    // Last: --selectProjects takes every following word as a project name.
    "--selectProjects",
    ...projects,
  ]
  child = spawn(process.execPath, jestArgs, {
    cwd: root,
    env,
    stdio: "inherit",
  })
  return new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  )
}

let child
const stop = async () => {
  // A server of the caller keeps nothing of the run; the embedded one goes as a whole.
  if (template && !db)
    await dropDatabase(`${template.server}/postgres`, template.name).catch(
      () => undefined
    )
  if (db) await db.stop()
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
// jest ends on the signal, and the database is stopped once it has (below);
// before jest runs there is only the database to stop.
let signalled = false
onStopSignals(async (signal) => {
  signalled = true
  if (child) return child.kill(signal)
  await stop()
  process.exit(130)
})
// The resource-budget test measures time, memory and event-loop delay: it runs
// alone, after every other file, so that its figures are its own.
let code = await runJest(
  project ? [project] : PROJECTS.filter((p) => p !== "budget")
)
if (!project && !args.length && !signalled)
  code = Math.max(code, await runJest(["budget"]))
await stop()
process.exit(code)
