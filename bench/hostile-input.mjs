// What one hostile request costs before it reaches the database: search
// criteria at and beyond their limits, and order files (CSV, JSON, openTRANS)
// at the upload size limit and maxOrderLines. Prints the worst time and the
// longest event-loop stall per case; no thresholds.
import { runTsBench } from "./lib/run-ts.mjs"

export async function benchHostileInput() {
  runTsBench(
    "hostile-input-exec.ts",
    ["--max-old-space-size=4096"],
    "hostile-input"
  )
}
