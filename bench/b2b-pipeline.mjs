// Bulk B2B import against the bare createOrderWorkflow, on a fresh embedded
// PostgreSQL database (migrated, demo data seeded), in one `medusa exec` run.
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

export async function benchB2bPipeline() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-pg-"))
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
    }
    await run(["db:migrate"], env)
    await run(["exec", "./bench/b2b-pipeline-exec.ts"], env)
  } finally {
    await db.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
