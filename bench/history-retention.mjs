// Retention by field group over BENCH_ENTRIES history entries (default
// 1 000 000, five years of dates), on a fresh embedded PostgreSQL (migrated,
// demo data seeded, entries bulk-seeded), in one `medusa exec` run
// (bench/history-retention-exec.ts): each batch's time, per group, and the
// plan of one batch (it must read the index (field_name, changed_at)).
import { runExecBench } from "./lib/medusa-exec-bench.mjs"

export async function benchHistoryRetention() {
  await runExecBench("./bench/history-retention-exec.ts")
}
