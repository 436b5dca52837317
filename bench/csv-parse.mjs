// Streams 10 000, 100 000 and 1 000 000 generated CSV lines through the
// import's parser: memory must not grow with the file size.
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

export async function benchCsvParse() {
  const run = spawnSync(process.execPath, ["--expose-gc", "-r", "ts-node/register/transpile-only", path.join(root, "bench", "csv-parse-exec.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TS_NODE_PROJECT: path.join(root, "tsconfig.json") },
  })
  if (run.status !== 0) throw new Error("the CSV parse bench failed")
}
