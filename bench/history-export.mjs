// The product history's CSV export against PostgreSQL's COPY … TO STDOUT:
// time ratio and peak RSS over BENCH_ENTRIES entries (default 1 000 000), on
// a fresh embedded PostgreSQL (migrated, demo data seeded, entries
// bulk-seeded), in one `medusa exec` run (bench/history-export-exec.ts).
// Targets: ratio <= 3, peak RSS <= 200 MB and flat in row count.
import {
  HISTORY_BENCH_SETTINGS,
  runExecBench,
} from "./lib/medusa-exec-bench.mjs"

export async function benchHistoryExport() {
  await runExecBench("./bench/history-export-exec.ts", {
    settings: HISTORY_BENCH_SETTINGS,
  })
}
