// Bulk B2B import against the bare createOrderWorkflow, on a fresh embedded
// PostgreSQL database (migrated, demo data seeded), in one `medusa exec` run
// (bench/b2b-pipeline-exec.ts).
import { runExecBench } from "./lib/medusa-exec-bench.mjs"

export async function benchB2bPipeline() {
  await runExecBench("./bench/b2b-pipeline-exec.ts")
}
