// What hostile requests cost. First, in process, what one request costs
// before it reaches the database: search criteria at and beyond their limits,
// and order files (CSV, JSON, openTRANS) at the upload size limit and
// maxOrderLines (bench/hostile-input-exec.ts). Then, over HTTP against a
// booted app, the resource-budget test's variants of every /api operation and
// /admin route (integration-tests/budget/resource-budget.budget.spec.ts, run through
// `node scripts/test.mjs budget`, which starts an embedded PostgreSQL unless
// DB_HOST is set): the worst request time, RSS growth and event-loop delay per
// dialect, with the route that caused each. Figures only, no thresholds here
// (the test holds them).
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { runTsBench } from "./lib/run-ts.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

function overHttp() {
  const report = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "hostile-input-")),
    "report.json"
  )
  const run = spawnSync(
    process.execPath,
    [path.join(root, "scripts", "test.mjs"), "budget"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        BUDGET_REPORT: report,
        // RSS is measured from a collected heap.
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --expose-gc`.trim(),
      },
    }
  )
  if (!fs.existsSync(report))
    throw new Error("the hostile-input bench's HTTP run wrote no figures")
  const { whole, byDialect } = JSON.parse(fs.readFileSync(report, "utf8"))
  console.log(
    "\nHostile variants over HTTP (resource-budget.spec.ts; budget: 2 s per request, 200 MB RSS, 200 ms event-loop p99)"
  )
  for (const [dialect, w] of Object.entries(byDialect)) {
    console.log(`${dialect}: ${w.requests} requests`)
    console.log(
      `  worst request time   ${String(w.worstRequest.ms).padStart(7)} ms  ${w.worstRequest.at}`
    )
    console.log(
      `  worst RSS growth     ${String(w.worstRssGrowth.mb).padStart(7)} MB  ${w.worstRssGrowth.at}`
    )
    console.log(
      `  worst event-loop delay ${String(w.worstEventLoopDelay.ms).padStart(5)} ms  ${w.worstEventLoopDelay.at}`
    )
  }
  console.log(
    `whole run: RSS growth ${Math.round(whole.rssGrowthMb.value)} MB (${whole.rssGrowthMb.at}), event-loop delay p99 ${Math.round(whole.loopP99Ms)} ms, max ${Math.round(whole.loopMaxMs)} ms; the test ${run.status === 0 ? "passed" : "FAILED (its output names each variant over the budget)"}`
  )
}

export async function benchHostileInput() {
  runTsBench(
    "hostile-input-exec.ts",
    ["--max-old-space-size=4096"],
    "hostile-input"
  )
  overHttp()
}
