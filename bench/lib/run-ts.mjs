// Runs a bench's TypeScript part (bench/<name>-exec.ts) in its own Node process, output inherited.
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  ".."
)

/** `nodeArgs` go before the script (e.g. --expose-gc); `what` names the bench in the error. */
export function runTsBench(script, nodeArgs, what) {
  const run = spawnSync(
    process.execPath,
    [
      ...nodeArgs,
      "-r",
      "ts-node/register/transpile-only",
      path.join(root, "bench", script),
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        TS_NODE_PROJECT: path.join(root, "tsconfig.json"),
      },
    }
  )
  if (run.status !== 0) throw new Error(`the ${what} bench failed`)
}
