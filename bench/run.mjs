// `npm run bench [name]`: prints figures; no thresholds enforced here.
import { benchStartup } from "./startup.mjs"

const benches = { startup: benchStartup }
const wanted = process.argv[2]
for (const [name, run] of Object.entries(benches)) {
  if (wanted && wanted !== name) continue
  console.log(`\n== ${name}`)
  await run()
}
