// `npm test [unit|integration|plugin] [jest args]`: runs jest against a real
// PostgreSQL. Without DB_HOST or DATABASE_URL it starts an embedded one for
// the run (in a temporary folder, on a free port) and stops it afterwards.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { freePort, startEmbeddedPostgres } from "./lib/database.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const PROJECTS = ["unit", "integration", "plugin"]
const args = process.argv.slice(2)
const project = PROJECTS.includes(args[0]) ? args.shift() : undefined
const say = (line) => process.stdout.write(`[test] ${line}\n`)

const env = {
  ...process.env,
  MEDUSA_DISABLE_TELEMETRY: "true",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
  PLUGIN_PENDING_JOB_ENABLED: process.env.PLUGIN_PENDING_JOB_ENABLED ?? "false",
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --experimental-vm-modules`.trim(),
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
  db = await startEmbeddedPostgres({ dataDir: path.join(tmp, "data"), port, persistent: false })
  Object.assign(env, { DB_HOST: "localhost", DB_PORT: String(port), DB_USERNAME: "postgres", DB_PASSWORD: "postgres" })
  say(`Embedded PostgreSQL for this run on port ${port}`)
} else if (env.DB_HOST) {
  say(`Using PostgreSQL at ${env.DB_HOST}:${env.DB_PORT ?? 5432}`)
}

const jestArgs = [
  path.join(root, "node_modules", "jest", "bin", "jest.js"),
  // One test file at a time (they share the database server), in a worker that
  // is replaced when it grows: booting Medusa per file leaks, and one process
  // running every file in band ran out of heap.
  "--maxWorkers=1",
  "--workerIdleMemoryLimit=1536MB",
  "--forceExit",
  ...args,
  // Last: --selectProjects takes every following word as a project name.
  ...(project ? ["--selectProjects", project] : []),
]
const child = spawn(process.execPath, jestArgs, { cwd: root, env, stdio: "inherit" })
const stop = async () => {
  if (db) await db.stop()
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal))
}
child.on("exit", async (code, signal) => {
  await stop()
  process.exit(code ?? (signal ? 1 : 0))
})
