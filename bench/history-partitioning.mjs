// Converting an older, unpartitioned history table of 1 000 000 entries into
// monthly partitions in place (bench/history-partitioning-exec.ts): batch
// times, the swap's lock, and a writer's waits meanwhile, on a fresh embedded
// PostgreSQL. Targets: no batch and no writer wait beyond 1 s; nothing lost.
import { runExecBench } from "./lib/medusa-exec-bench.mjs"

export async function benchHistoryPartitioning() {
  await runExecBench("./bench/history-partitioning-exec.ts")
}
