// Run by bench/webhooks.mjs through `medusa exec` on a fresh database: the
// webhook the bench's receiver gets (registered as the console would, which
// checks the target as the API does) and BENCH_RECORDS pending inbound
// records whose statuses the bench then changes in SQL (the outbox trigger
// writes one event per change). Prints one BENCH_SETUP line.
import { createHash } from "node:crypto"
import type { ExecArgs } from "@medusajs/framework/types"
import { CONSOLE_CALLER } from "../src/modules/api-access/access-rules"
import { b2bImport } from "../src/modules/b2b-import"
import { config as jobConfig } from "../src/jobs/deliver-webhooks"
import { RECORD_EVENTS } from "../src/modules/webhooks/event-catalogue"
import { createWebhookWorkflow } from "../src/workflows/webhooks"

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1000)

export default async function setup({ container }: ExecArgs) {
  const url = process.env.BENCH_RECEIVER_URL
  if (!url) throw new Error("BENCH_RECEIVER_URL is not set")
  const { result } = await createWebhookWorkflow(container).run({
    input: {
      name: "bench receiver",
      event_name: RECORD_EVENTS.needs_attention,
      url,
      caller: CONSOLE_CALLER,
    },
  })
  const records = await b2bImport(container).createInboundRecords(
    Array.from({ length: RECORDS }, (_, i) => {
      const content = `bench-webhooks-${i}`
      return {
        profile_id: "bench",
        file_name: `${content}.csv`,
        file_size: content.length,
        file_sha256: createHash("sha256").update(content).digest("hex"),
        file_key: content,
      }
    })
  )
  process.stdout.write(
    `BENCH_SETUP ${JSON.stringify({
      webhookId: result.webhook.id,
      records: records.length,
      jobIntervalMs: jobConfig.schedule.interval,
    })}\n`
  )
}
