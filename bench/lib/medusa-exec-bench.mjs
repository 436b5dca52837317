// Runs a bench's TypeScript part through `medusa exec` on a fresh embedded
// PostgreSQL (migrated, removed afterwards unless BENCH_KEEP_DB names a
// folder to keep it in), as bench/history-*.mjs and bench/b2b-pipeline.mjs
// need it.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
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

/** The history benches' server: a 10M-entry seed writes ~10 GB of WAL, with fewer checkpoints on the way. */
export const HISTORY_BENCH_SETTINGS = [["max_wal_size", "4GB"]]

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(medusa, args, {
      cwd: root,
      env,
      stdio: ["ignore", "inherit", "inherit"],
    })
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`medusa ${args.join(" ")} exited with ${code}`))
    )
  })
}

/**
 * Migrates a new database and runs `medusa exec <script>` on it (with
 * --expose-gc: RSS is measured from a collected heap). BENCH_KEEP_DB=<folder>
 * keeps the database there instead of removing it: the next run with the same
 * folder starts from it (a history bench then reuses its seeded entries).
 * `settings`: PostgreSQL settings as `[name, value]` pairs.
 */
export async function runExecBench(script, { settings = [] } = {}) {
  const keep = process.env.BENCH_KEEP_DB
    ? path.resolve(process.env.BENCH_KEEP_DB)
    : null
  const tmp = keep
    ? null
    : fs.mkdtempSync(path.join(os.tmpdir(), "history-bench-pg-"))
  if (tmp) fs.chmodSync(tmp, 0o777)
  const dataDir = keep ?? path.join(tmp, "data")
  if (keep) fs.mkdirSync(path.dirname(keep), { recursive: true })
  const db = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    persistent: !!keep,
    // Kept or not, a bench's database needs no durability: it is seeded again when lost.
    durable: false,
    settings,
    log: (line) => process.stdout.write(`${line}\n`),
  })
  try {
    if (keep && !db.fresh)
      process.stdout.write(`Using the database kept in ${keep}\n`)
    await ensureDatabase(db.url("postgres"), "bench")
    const env = {
      ...process.env,
      DATABASE_URL: db.url("bench"),
      LOG_LEVEL: "error",
      MEDUSA_DISABLE_TELEMETRY: "true",
      MEDUSA_WORKER_MODE: "server",
      MEDUSA_ADMIN_DISABLED: "true",
      PLUGIN_PENDING_JOB_ENABLED: "false",
      // Lets a bench read the server's CPU time (bench/lib/export-measure.ts).
      BENCH_PG_PID_FILE: path.join(dataDir, "postmaster.pid"),
    }
    await run(["db:migrate"], env)
    await run(["exec", script], {
      ...env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --expose-gc`.trim(),
    })
  } finally {
    await db.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  }
}
