import type { Client } from "pg"
import {
  adminToken,
  apiToken,
  call,
  createApiIntegration,
  database,
  erpCsv,
  erpProfileId,
  eventually,
  stockUp,
  upload,
} from "./helpers/api"
import { startInstance, type Instance } from "./helpers/instances"
import {
  type Arrival,
  countByEvent,
  deliveryRows,
  recordOutbox,
  registerWebhook,
  WEBHOOK_ENV,
  webhookReceiver,
} from "./helpers/webhooks"

const RECORDS = 30
const PROCESSED = 10
/** Status changes (parsed ↔ mapped, each a needs_attention event) per record not processed. */
const FLIPS = 4
const HOOKS = {
  "/approved": "plugin_b2b_inbound_record.approved",
  "/placed": "plugin_b2b_inbound_record.order_placed",
  "/attention": "plugin_b2b_inbound_record.needs_attention",
} as const

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The instance's own count of deliveries, from the job's log lines. */
function deliveredIn(instance: Instance): number {
  return [...instance.log().matchAll(/Webhooks: (\d+) delivered/g)].reduce(
    (sum, m) => sum + Number(m[1]),
    0
  )
}

/**
 * Two instances (server and jobs each) on one database and Redis, both
 * running the delivery job, a slow receiver that fails some first attempts:
 * every event reaches its webhook once, and a record's events in the order
 * they happened.
 */
describe("webhook deliveries from two instances", () => {
  let a: Instance
  let b: Instance
  let db: Client
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>

  beforeAll(async () => {
    db = await database()
    receiver = await webhookReceiver()
    ;[a, b] = await Promise.all([
      startInstance("webhooks-two-a", "shared", WEBHOOK_ENV),
      startInstance("webhooks-two-b", "shared", WEBHOOK_ENV),
    ])
  })

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await receiver?.close()
    await db?.end()
  })

  it("delivers each of ~100 events once, a record's events in order", async () => {
    const admin = await adminToken(a.url)
    await stockUp(a.url, admin, ["SW01000", "SW01006"], 1_000_000)
    const token = await apiToken(
      a.url,
      await createApiIntegration(a.url, admin, "ERP webhooks two")
    )
    const hooks = new Map<string, string>()
    for (const [path, eventName] of Object.entries(HOOKS))
      hooks.set(
        path,
        (await registerWebhook(a.url, token, eventName, receiver.url(path))).id
      )
    // Slow answers (so a job run outlasts the 3 s interval and the other instance's run overlaps it); every 7th event's first attempt fails.
    let nth = 0
    receiver.answerWith((_arrival, seen) => ({
      status: seen === 1 && ++nth % 7 === 0 ? 500 : 204,
      delayMs: 200 + Math.floor(Math.random() * 600),
    }))

    const profileId = await erpProfileId(db)
    const servers = [a, b]
    const ids: string[] = []
    for (let i = 0; i < RECORDS; i++)
      ids.push(
        await upload(
          servers[i % 2].url,
          token,
          profileId,
          erpCsv(`WH-TWO-${i}`),
          `wh-two-${i}.csv`
        )
      )
    const answers = await Promise.all(
      ids.slice(0, PROCESSED).map((id, i) =>
        call(`${servers[i % 2].url}/api/_action/plugin-b2b/process/${id}`, {
          method: "POST",
          token,
          json: {},
        })
      )
    )
    // Each processed record placed its order (else its events differ, and the count below would not say why).
    expect(
      answers
        .map((x) => x.body)
        .filter((r) => r.status !== "approved" || !r.orderId)
    ).toEqual([])
    // The others go parsed, mapped, parsed, mapped: each change commits its own event while both instances deliver.
    const flipped = ids.slice(PROCESSED)
    for (let round = 0; round < FLIPS; round++) {
      for (const id of flipped)
        await db.query(
          "UPDATE plugin_b2b_inbound_record SET status = $1 WHERE id = $2",
          [round % 2 ? "mapped" : "parsed", id]
        )
      await sleep(1500)
    }

    const outbox = (await recordOutbox(db, ids)).filter((e) =>
      Object.values(HOOKS).includes(e.event_name as never)
    )
    // Per record, the events its changes committed (a shortfall names the record and what it has).
    const eventsOf = (id: string) =>
      outbox.filter((e) => e.record_id === id).map((e) => e.status)
    expect(
      ids
        .map((id, i) => ({
          id,
          events: eventsOf(id),
          processed: i < PROCESSED,
        }))
        .filter((r) =>
          r.processed
            ? r.events.join() !== "approved,approved"
            : r.events.length !== FLIPS
        )
    ).toEqual([])
    expect(outbox).toHaveLength(PROCESSED * 2 + flipped.length * FLIPS)
    const seqOf = new Map(outbox.map((e) => [e.id, e.seq]))
    const pending = async () => {
      let left = 0
      for (const id of hooks.values())
        left += (await deliveryRows(db, id)).filter(
          (d) => seqOf.has(d.event_id) && d.status !== "success"
        ).length
      return left
    }
    await eventually(
      async () =>
        (await pending()) === 0 &&
        receiver.delivered((x) => seqOf.has(x.eventId)).length >= outbox.length,
      300,
      "every event delivered"
    )
    await sleep(8000) // a few more job runs on both instances: nothing comes twice

    const mine = receiver.arrivals.filter((x) => seqOf.has(x.eventId))
    const delivered = countByEvent(
      receiver.delivered((x) => seqOf.has(x.eventId))
    )
    expect(delivered.size).toBe(outbox.length)
    expect([...delivered].filter(([, n]) => n !== 1)).toEqual([])

    // Per webhook and record, arrivals (retries included) never go back to an earlier event.
    const outOfOrder: string[] = []
    const byKey = new Map<string, Arrival[]>()
    for (const x of mine) {
      const key = `${x.path} ${x.recordId}`
      byKey.set(key, [...(byKey.get(key) ?? []), x])
    }
    for (const [key, list] of byKey) {
      const seqs = list.map((x) => seqOf.get(x.eventId)!)
      if (seqs.some((s, i) => i > 0 && s < seqs[i - 1]))
        outOfOrder.push(`${key}: ${seqs.join(",")}`)
    }
    expect(outOfOrder).toEqual([])
    expect(byKey.get(`/attention ${flipped[0]}`)!.map((x) => x.status)).toEqual(
      expect.arrayContaining(["parsed", "mapped"])
    )

    process.stdout.write(
      `[cluster] webhooks: ${outbox.length} events, ${mine.length} requests (${mine.length - outbox.length} failed first attempts); delivered by instance A ${deliveredIn(a)}, B ${deliveredIn(b)}\n`
    )
  })
})
