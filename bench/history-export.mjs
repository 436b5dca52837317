// The product history's CSV export against PostgreSQL's COPY … TO STDOUT:
// time ratio and peak RSS over BENCH_ENTRIES entries (default 1 000 000), on
// an embedded PostgreSQL (fresh, or kept in BENCH_KEEP_DB) with the demo shop
// and the seeded entries (bench/lib/history-seed.ts), in one `medusa exec`
// run (bench/history-export-exec.ts). Targets: ratio <= 2, peak RSS <= 200
// MB and flat in row count.
import {
  HISTORY_BENCH_SETTINGS,
  runExecBench,
} from "./lib/medusa-exec-bench.mjs"

export async function benchHistoryExport() {
  await runExecBench("./bench/history-export-exec.ts", {
    settings: HISTORY_BENCH_SETTINGS,
  })
}
