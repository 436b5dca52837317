// Seeds the product history benches' entries alone (bench/lib/history-seed.ts):
// BENCH_ENTRIES entries of a shop's mix by COPY, with the time it took and
// rows/s. With BENCH_KEEP_DB=<folder> the seeded database stays there for
// `history-list` and `history-export` to use.
import {
  HISTORY_BENCH_SETTINGS,
  runExecBench,
} from "./lib/medusa-exec-bench.mjs"

export async function benchHistorySeed() {
  await runExecBench("./bench/history-seed-exec.ts", {
    settings: HISTORY_BENCH_SETTINGS,
  })
}
