// Product history read side at scale: list latency (listHistoryEntries) under
// typical filters and the CSV export (streamHistoryCsv) of 1 000 000 entries
// against PostgreSQL's COPY, on a fresh embedded PostgreSQL (migrated, demo
// data seeded, entries bulk-seeded), in one `medusa exec` run
// (bench/history-list-exec.ts). Targets: list p95 <= 50 ms; export peak RSS
// <= 200 MB and flat in row count.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import {
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
} from "../scripts/lib/database.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const medusa = path.join(root, "node_modules", ".bin", "medusa")

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

export async function benchHistoryList() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "history-list-bench-pg-"))
  fs.chmodSync(tmp, 0o777)
  const db = await startEmbeddedPostgres({
    dataDir: path.join(tmp, "data"),
    port: await freePort(),
    persistent: false,
  })
  try {
    await ensureDatabase(db.url("postgres"), "bench")
    const env = {
      ...process.env,
      DATABASE_URL: db.url("bench"),
      LOG_LEVEL: "error",
      MEDUSA_DISABLE_TELEMETRY: "true",
      MEDUSA_WORKER_MODE: "server",
      MEDUSA_ADMIN_DISABLED: "true",
      PLUGIN_PENDING_JOB_ENABLED: "false",
    }
    await run(["db:migrate"], env)
    // --expose-gc: the export's RSS is measured from a collected heap.
    await run(["exec", "./bench/history-list-exec.ts"], {
      ...env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --expose-gc`.trim(),
    })
  } finally {
    await db.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
