// Run by bench/b2b-pipeline.mjs through `medusa exec` on a fresh database.
// Bulk pipeline (upload, then process 200 pending records of 20 lines) against
// Medusa's createOrderWorkflow on the same prepared input, in interleaved rounds;
// the bare orders' stock reservations are timed apart, for a second ratio.
// BENCH_CPU_PROFILE=<prefix> writes a CPU profile of each half of the second round.
import fs from "node:fs"
import { Session } from "node:inspector"
import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createOrderWorkflow } from "@medusajs/medusa/core-flows"
import seedDemo from "../dev/seed-demo"
import { DEMO_B2B_PROFILES } from "../dev/seed-b2b-profiles"
import {
  ORDER_METADATA,
  toCreateOrderInput,
} from "../src/modules/b2b-import/pipeline/order/order-input"
import type { PreparedOrder } from "../src/modules/b2b-import/pipeline/order/types"
import { processPendingRecords } from "../src/workflows/b2b-import"
import { uploadInboundFileWorkflow } from "../src/workflows/b2b-import"

const RECORDS = Number(process.env.BENCH_RECORDS ?? 200)
const LINES = 20
/** Records per interleaved round. */
const ROUND = Number(process.env.BENCH_ROUND ?? 10)

/** Node's CPU seconds (all threads: main, garbage collector, compiler) since `since`. */
const cpuSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1e6
}

/** Runs the work under V8's profiler when asked, writing `<prefix>-<name>.cpuprofile`. */
async function profiled<T>(
  name: string | null,
  work: () => Promise<T>
): Promise<T> {
  const prefix = process.env.BENCH_CPU_PROFILE
  if (!prefix || !name) return work()
  const session = new Session()
  session.connect()
  const post = (method: string) =>
    new Promise<any>((resolve, reject) =>
      session.post(method, (err, res) => (err ? reject(err) : resolve(res)))
    )
  await post("Profiler.enable")
  await post("Profiler.start")
  try {
    return await work()
  } finally {
    const { profile } = await post("Profiler.stop")
    fs.writeFileSync(`${prefix}-${name}.cpuprofile`, JSON.stringify(profile))
    session.disconnect()
  }
}

/** The reservations of an order's items, as the pipeline makes them (lines matched by their row). */
function reservationsOf(
  order: {
    items?: { id: string; metadata?: Record<string, unknown> | null }[] | null
  },
  lines: PreparedOrder["lines"]
) {
  return lines.flatMap((line) => {
    const item = (order.items ?? []).find(
      (i) => Number(i.metadata?.[ORDER_METADATA.row]) === line.row
    )
    return item
      ? line.reservations.map((r) => ({
          line_item_id: item.id,
          inventory_item_id: r.inventoryItemId,
          location_id: r.locationId,
          quantity: r.quantity,
        }))
      : []
  })
}

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

  // Interleaved rounds: each round imports ROUND pending records through the pipeline, then creates the
  // same orders from the prepared input straight through createOrderWorkflow. Both halves see the same
  // machine load and the same size of the order tables, so the ratio does not drift with either.
  let pipelineSeconds = 0
  let bareSeconds = 0
  let reserveSeconds = 0
  let pipelineCpu = 0
  let bareCpu = 0
  let round = 0
  let imported = 0
  let bare = 0
  const notApproved: string[] = []
  while (imported + notApproved.length < RECORDS) {
    const ids: string[] = []
    // The first round warms both halves up; its profile would show the compiler.
    const profile = round++ === 1
    let began = performance.now()
    let cpu = process.cpuUsage()
    const summary = await profiled(profile ? "pipeline" : null, () =>
      processPendingRecords(container, {
        actor: "bench",
        limit: ROUND,
        onProgress: (_done, _total, outcome) => {
          if (outcome.status === "approved") ids.push(outcome.id)
          else
            notApproved.push(
              `${outcome.id}: ${outcome.status} ${outcome.message ?? ""}`
            )
        },
      })
    )
    pipelineSeconds += (performance.now() - began) / 1000
    pipelineCpu += cpuSince(cpu)
    if (!summary.total) break
    imported += ids.length
    if (!ids.length) continue
    const { data: records } = await query.graph({
      entity: "inbound_record",
      fields: ["id", "profile_id", "prepared_order"],
      filters: { id: ids },
    })
    const prepared = records.map((r: any) => ({
      lines: (r.prepared_order as PreparedOrder).lines,
      input: toCreateOrderInput(r.prepared_order as PreparedOrder, {
        recordId: `${r.id}-bare`,
        profileId: r.profile_id,
      }),
    }))
    await profiled(profile ? "bare" : null, async () => {
      for (const { input, lines } of prepared) {
        began = performance.now()
        cpu = process.cpuUsage()
        const { result: order } = await createOrderWorkflow(container).run({
          input,
        })
        bareSeconds += (performance.now() - began) / 1000
        bareCpu += cpuSince(cpu)
        // What any order of stocked goods costs besides: its reservations, as a placed cart makes them.
        began = performance.now()
        await inventory.createReservationItems(reservationsOf(order, lines))
        reserveSeconds += (performance.now() - began) / 1000
      }
    })
    bare += prepared.length
  }
  if (notApproved.length)
    logger.warn(
      `${notApproved.length} of ${RECORDS} records were not approved: ${notApproved.slice(0, 3).join("; ")}`
    )

  const rate = (n: number, seconds: number) =>
    `${(n / seconds).toFixed(2)} orders/s, ${((n * LINES) / seconds).toFixed(1)} lines/s`
  report(
    `B2B pipeline: ${RECORDS} pending records of ${LINES} lines (uploaded first; then rounds of ${ROUND}: processPendingRecords, then the same orders through createOrderWorkflow)`
  )
  report(
    `pipeline            ${pipelineSeconds.toFixed(1)} s, ${rate(imported, pipelineSeconds)}; Node CPU ${pipelineCpu.toFixed(1)} s`
  )
  report(
    `createOrderWorkflow ${bareSeconds.toFixed(1)} s, ${rate(bare, bareSeconds)} (same ${bare} orders, prepared input); Node CPU ${bareCpu.toFixed(1)} s`
  )
  report(
    `  + reservations     ${(bareSeconds + reserveSeconds).toFixed(1)} s, ${rate(bare, bareSeconds + reserveSeconds)} (the same orders' stock reserved through the inventory module)`
  )
  const perOrder = (seconds: number, n: number) => seconds / Math.max(1, n)
  report(
    `ratio pipeline/bare per order: ${(perOrder(pipelineSeconds, imported) / perOrder(bareSeconds, bare)).toFixed(2)} (target <= 1.2); pipeline/(bare + reservations): ${(perOrder(pipelineSeconds, imported) / perOrder(bareSeconds + reserveSeconds, bare)).toFixed(2)}`
  )
  // On a machine shared with other work, Node's CPU per order is the steadier figure (the reservations' CPU is not timed apart).
  report(
    `Node CPU per order: pipeline ${((pipelineCpu / Math.max(1, imported)) * 1000).toFixed(0)} ms, createOrderWorkflow ${((bareCpu / Math.max(1, bare)) * 1000).toFixed(0)} ms (ratio ${(perOrder(pipelineCpu, imported) / perOrder(bareCpu, bare)).toFixed(2)})`
  )
}
