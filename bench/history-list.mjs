// Product history list latency (the module service's listEntries) under
// typical filters over 1 000 000 entries, on a fresh embedded PostgreSQL
// (migrated, demo data seeded, entries bulk-seeded), in one `medusa exec` run
// (bench/history-list-exec.ts). Target: list p95 <= 50 ms. The CSV export's
// figures: bench/history-export.mjs.
import {
  HISTORY_BENCH_SETTINGS,
  runExecBench,
} from "./lib/medusa-exec-bench.mjs"

export async function benchHistoryList() {
  await runExecBench("./bench/history-list-exec.ts", {
    settings: HISTORY_BENCH_SETTINGS,
  })
}
