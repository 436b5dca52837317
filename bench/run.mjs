// `npm run bench [name]`: prints figures; no thresholds enforced here.
import { benchB2bPipeline } from "./b2b-pipeline.mjs"
import { benchClusterThroughput } from "./cluster-throughput.mjs"
import { benchCriteriaMemory } from "./criteria-memory.mjs"
import { benchCsvParse } from "./csv-parse.mjs"
import { benchHistoryCapture } from "./history-capture.mjs"
import { benchHistoryCaptureOrder } from "./history-capture-order.mjs"
import { benchHistoryExport } from "./history-export.mjs"
import { benchHistoryList } from "./history-list.mjs"
import { benchHistoryPartitioning } from "./history-partitioning.mjs"
import { benchHistoryRetention } from "./history-retention.mjs"
import { benchHistorySeed } from "./history-seed.mjs"
import { benchHostileInput } from "./hostile-input.mjs"
import { benchInstallFootprint } from "./install-footprint.mjs"
import { benchStartup } from "./startup.mjs"
import { benchWebhooks } from "./webhooks.mjs"

const benches = {
  "csv-parse": benchCsvParse,
  "b2b-pipeline": benchB2bPipeline,
  "history-capture": benchHistoryCapture,
  "history-capture-order": benchHistoryCaptureOrder,
  "history-seed": benchHistorySeed,
  "history-list": benchHistoryList,
  "history-export": benchHistoryExport,
  "history-partitioning": benchHistoryPartitioning,
  "history-retention": benchHistoryRetention,
  startup: benchStartup,
  "cluster-throughput": benchClusterThroughput,
  "hostile-input": benchHostileInput,
  "criteria-memory": benchCriteriaMemory,
  "install-footprint": benchInstallFootprint,
  webhooks: benchWebhooks,
}
const wanted = process.argv[2]
for (const [name, run] of Object.entries(benches)) {
  if (wanted && wanted !== name) continue
  console.log(`\n== ${name}`)
  await run()
}
