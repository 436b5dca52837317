// Run by bench/b2b-pipeline.mjs through `medusa exec` on a fresh database.
// Bulk pipeline (upload → process 200 pending records of 20 lines) against
// Medusa's createOrderWorkflow on the same prepared input, in the same run.
import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createOrderWorkflow } from "@medusajs/medusa/core-flows"
import seedDemo from "../dev/seed-demo"
import { DEMO_B2B_PROFILES } from "../dev/seed-b2b-profiles"
import { toCreateOrderInput } from "../src/modules/b2b-import/pipeline/order/order-input"
import type { PreparedOrder } from "../src/modules/b2b-import/pipeline/order/types"
import { processPendingRecords } from "../src/operations/b2b-import/process-pending"
import { uploadInboundFileWorkflow } from "../src/workflows/b2b-import"

const RECORDS = Number(process.env.BENCH_RECORDS ?? 200)
const LINES = 20

export default async function bench({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const report = (line: string) => process.stdout.write(`${line}\n`)
  await seedDemo({ container, args: [] } as never)
  const inventory = container.resolve(Modules.INVENTORY)
  const levels = await inventory.listInventoryLevels({})
  await inventory.updateInventoryLevels(
    levels.map((l) => ({
      id: l.id,
      inventory_item_id: l.inventory_item_id,
      location_id: l.location_id,
      stocked_quantity: 1_000_000,
    }))
  )
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: profiles } = await query.graph({
    entity: "import_profile",
    fields: ["id", "name"],
  })
  const erp = profiles.find(
    (p: any) => p.name === DEMO_B2B_PROFILES[0].profile.name
  )!.id
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["sku"],
  })
  const skus = variants.map((v: any) => v.sku).slice(0, LINES)

  for (let i = 0; i < RECORDS; i++) {
    const lines = skus.map(
      (sku: string, n: number) =>
        `BENCH-${i};K-10001;${sku};${1 + ((i + n) % 3)};`
    )
    const csv = [
      "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
      ...lines,
    ].join("\n")
    await uploadInboundFileWorkflow(container).run({
      input: {
        profileId: erp,
        fileName: `bench-${i}.csv`,
        contentBase64: Buffer.from(csv).toString("base64"),
        uploadedBy: "bench",
      },
    })
  }

  let began = performance.now()
  const summary = await processPendingRecords(container, { actor: "bench" })
  const pipelineSeconds = (performance.now() - began) / 1000
  if (summary.byStatus.approved !== RECORDS)
    logger.warn(
      `Only ${summary.byStatus.approved} of ${RECORDS} records were approved: ${JSON.stringify(summary)}`
    )

  // The same orders, built from the prepared input the pipeline made, straight through createOrderWorkflow.
  const { data: records } = await query.graph({
    entity: "inbound_record",
    fields: ["id", "profile_id", "prepared_order"],
    filters: { status: "approved" },
  })
  const inputs = records.map((r: any) =>
    toCreateOrderInput(r.prepared_order as PreparedOrder, {
      recordId: `${r.id}-bare`,
      profileId: r.profile_id,
    })
  )
  began = performance.now()
  for (const input of inputs)
    await createOrderWorkflow(container).run({ input })
  const bareSeconds = (performance.now() - began) / 1000

  report(
    `B2B pipeline: ${RECORDS} pending records of ${LINES} lines (upload, then processPendingRecords)`
  )
  report(
    `pipeline          ${pipelineSeconds.toFixed(1)} s, ${(RECORDS / pipelineSeconds).toFixed(2)} orders/s`
  )
  report(
    `createOrderWorkflow ${bareSeconds.toFixed(1)} s, ${(inputs.length / bareSeconds).toFixed(2)} orders/s (same ${inputs.length} orders, prepared input)`
  )
  report(
    `ratio pipeline/bare: ${(pipelineSeconds / ((bareSeconds * RECORDS) / Math.max(1, inputs.length))).toFixed(2)} (target <= 1.5)`
  )
}
