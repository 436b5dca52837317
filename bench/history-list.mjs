// Product history list latency: every read the admin's history makes
// (bench/lib/history-list-cases.ts) over BENCH_ENTRIES entries (default
// 1,000,000) on an embedded PostgreSQL (fresh, or kept in BENCH_KEEP_DB),
// in one `medusa exec` run (bench/history-list-exec.ts). Targets: p95 <= 50
// ms, exact counts <= 500 ms. The CSV export's figures:
// bench/history-export.mjs; the seed: bench/history-seed.mjs.
import {
  HISTORY_BENCH_SETTINGS,
  runExecBench,
} from "./lib/medusa-exec-bench.mjs"

export async function benchHistoryList() {
  await runExecBench("./bench/history-list-exec.ts", {
    settings: HISTORY_BENCH_SETTINGS,
  })
}
