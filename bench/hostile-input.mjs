// What one hostile request costs before it reaches the database: search
// criteria at and beyond their limits, and order files (CSV, JSON, openTRANS)
// at the upload size limit and maxOrderLines. Prints the worst time and the
// longest event-loop stall per case; no thresholds.
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

export async function benchHostileInput() {
  const run = spawnSync(process.execPath, ["--max-old-space-size=4096", "-r", "ts-node/register/transpile-only", path.join(root, "bench", "hostile-input-exec.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TS_NODE_PROJECT: path.join(root, "tsconfig.json") },
  })
  if (run.status !== 0) throw new Error("the hostile-input bench failed")
}
