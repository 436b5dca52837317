// What the in-memory part of a search costs at its ceilings: aggregations over
// MAX_MATCHED_ROWS rows and the JSON of an answer at MAX_ASSOCIATED_ENTITIES.
// Prints the worst time and the longest event-loop stall per case; no thresholds.
import { runTsBench } from "./lib/run-ts.mjs"

export async function benchCriteriaMemory() {
  runTsBench("criteria-memory-exec.ts", [], "criteria-memory")
}
