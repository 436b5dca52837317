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
  deliveryRows,
  recordOutbox,
  registerWebhook,
  WEBHOOK_ENV,
  webhookReceiver,
} from "./helpers/webhooks"

const APPROVED = "plugin_b2b_inbound_record.approved"
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The server killed with SIGKILL around a webhook delivery: one instance
 * (server and jobs) restarted on the same database and Redis each time. An
 * event committed with its record reaches the receiver after the restart,
 * once; one delivered before the kill is not delivered again.
 */
describe("webhook deliveries across kill -9 of the server", () => {
  let instance: Instance
  let db: Client
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>
  let token: string
  let profileId: string
  let hook: { id: string; secret: string }
  let orderNo = 0

  const start = (env: Record<string, string> = {}) =>
    startInstance("webhooks-killed", "shared", { ...WEBHOOK_ENV, ...env })
  async function kill() {
    await instance.kill()
    expect(instance.process.signalCode).toBe("SIGKILL")
  }
  async function restart() {
    await kill()
    instance = await start()
  }
  /** An order file imported through /api (upload, process): its record id once it is approved. */
  async function importOrder(): Promise<string> {
    const id = await upload(
      instance.url,
      token,
      profileId,
      erpCsv(`WH-KILL-${++orderNo}`),
      `wh-kill-${orderNo}.csv`
    )
    const { body } = await call(
      `${instance.url}/api/_action/plugin-b2b/process/${id}`,
      { method: "POST", token, json: {} }
    )
    expect(body).toMatchObject({ id, status: "approved" })
    return id
  }
  const approvedEvent = async (recordId: string) =>
    (await recordOutbox(db, [recordId])).find((e) => e.event_name === APPROVED)!
  const rowOf = async (eventId: string) =>
    (await deliveryRows(db, hook.id)).find((d) => d.event_id === eventId)
  const arrivalsOf = (eventId: string) =>
    receiver.arrivals.filter((a) => a.eventId === eventId)

  beforeAll(async () => {
    db = await database()
    receiver = await webhookReceiver()
    // First start without the delivery job: events stay in the outbox until the restart.
    instance = await start({ PLUGIN_WEBHOOKS_ENABLED: "false" })
    const admin = await adminToken(instance.url)
    await stockUp(instance.url, admin, ["SW01000", "SW01006"], 1_000_000)
    token = await apiToken(
      instance.url,
      await createApiIntegration(instance.url, admin, "ERP webhooks kill")
    )
    profileId = await erpProfileId(db)
    hook = await registerWebhook(
      instance.url,
      token,
      APPROVED,
      receiver.url("/approved")
    )
  })

  afterAll(async () => {
    await instance?.stop()
    await receiver?.close()
    await db?.end()
  })

  it("an event committed before the delivery job ran arrives once after kill -9 and restart", async () => {
    const recordId = await importOrder()
    const event = await approvedEvent(recordId)
    // Committed with the record, not yet taken by any job.
    expect(event).toMatchObject({ status: "approved", dispatched_at: null })
    await restart()
    await eventually(
      async () => (await rowOf(event.id))?.status === "success",
      120,
      "the approved event's delivery after the restart"
    )
    expect(arrivalsOf(event.id)).toEqual([
      expect.objectContaining({ recordId, status: "approved", answered: 204 }),
    ])
    expect(await rowOf(event.id)).toMatchObject({ attempts: 1 })
  })

  it("a delivery that failed (receiver down) and waits for its retry is sent once after kill -9 and restart", async () => {
    const port = receiver.port
    await receiver.close()
    const recordId = await importOrder()
    const event = await approvedEvent(recordId)
    await eventually(
      async () => ((await rowOf(event.id))?.attempts ?? 0) >= 1,
      60,
      "the first, failed attempt"
    )
    expect(await rowOf(event.id)).toMatchObject({ status: "queued" })
    await kill()
    receiver = await webhookReceiver(port)
    receiver.url("/approved")
    instance = await start()
    // The retry is due ~10 s after the failed attempt.
    await eventually(
      async () => (await rowOf(event.id))?.status === "success",
      120,
      "the retried delivery after the restart"
    )
    expect(arrivalsOf(event.id)).toEqual([
      expect.objectContaining({ recordId, answered: 204 }),
    ])
    expect((await rowOf(event.id))!.attempts).toBeGreaterThanOrEqual(2)
  })

  it("a delivery that succeeded is not sent again after kill -9 and restart", async () => {
    const first = await approvedEvent(await importOrder())
    await eventually(
      async () => (await rowOf(first.id))?.status === "success",
      60,
      "the delivery before the kill"
    )
    expect(arrivalsOf(first.id)).toHaveLength(1)
    await restart()
    // A later event arriving proves the job ran after the restart; then a few more of its runs.
    const later = await approvedEvent(await importOrder())
    await eventually(
      async () => (await rowOf(later.id))?.status === "success",
      120,
      "a later event's delivery after the restart"
    )
    await sleep(12_000)
    expect(arrivalsOf(first.id)).toHaveLength(1)
    expect(arrivalsOf(later.id)).toHaveLength(1)
    expect(await rowOf(first.id)).toMatchObject({
      status: "success",
      attempts: 1,
    })
    // Every event of the webhook so far: once each.
    const received = receiver.delivered().map((a) => a.eventId)
    expect(received.length).toBe(new Set(received).size)
  })

  it("killed while the receiver holds the request: sent again after the lease lapses, with the same event id (at least once)", async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => (release = r))
    let arrived: () => void = () => undefined
    const arrival = new Promise<void>((r) => (arrived = r))
    const orderNumber = `WH-KILL-${orderNo + 1}`
    receiver.answerWith((a, seen) => {
      if (a.externalOrderNumber !== orderNumber || seen > 1)
        return { status: 204 }
      arrived()
      return { status: 204, hold: held }
    })
    const recordId = await importOrder()
    const event = await approvedEvent(recordId)
    await arrival
    await restart()
    release()
    await eventually(
      async () => (await rowOf(event.id))?.status === "success",
      180,
      "the delivery after the lapsed lease"
    )
    // The first request died unanswered with its sender; the second one counts.
    expect(arrivalsOf(event.id).map((a) => a.answered)).toEqual([0, 204])
    expect(await rowOf(event.id)).toMatchObject({ attempts: 1 })
  })
})
