import type { Client } from "pg"
import {
  adminToken,
  apiToken,
  call,
  createApiIntegration,
  database,
  erpCsv,
  erpProfileId,
  ordersPerRecord,
  recordsByIds,
  stockUp,
  upload,
} from "./helpers/api"
import { startCluster } from "./helpers/instances"

const RECORDS = 120
const IN_FLIGHT = 4
const SKUS = Array.from({ length: 20 }, (_, i) => `SW0${1000 + i}`)

/**
 * A bulk run as an automation client behind a load balancer does it: every
 * record's process request goes to the next server; a request that dies with
 * its server is sent again to one that lives.
 */
async function bulkProcess(
  ids: string[],
  servers: { url: string; alive: () => boolean }[],
  token: string,
  onDone: (n: number) => void
) {
  const queue = [...ids]
  let done = 0
  let turn = 0
  let resent = 0
  async function processOne(id: string) {
    for (;;) {
      const living = servers.filter((s) => s.alive())
      const server = living[turn++ % living.length]
      try {
        const { status, body } = await call(
          `${server.url}/api/_action/plugin-b2b/process/${id}`,
          { method: "POST", token, json: {} },
          false
        )
        // 409: an earlier request for it got through before its server died; the record moved on.
        if (status === 200 || status === 409) return body
        throw new Error(
          `process ${id} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`
        )
      } catch (error) {
        // fetch's network failure (its TypeError comes from another realm than the test's): the server is gone, send it again.
        if ((error as Error)?.message !== "fetch failed") throw error
        resent += 1
      }
    }
  }
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        await processOne(id)
        onDone(++done)
      }
    })
  )
  return { resent }
}

describe("one API server killed (SIGKILL) in the middle of a bulk run", () => {
  let cluster: Awaited<ReturnType<typeof startCluster>>
  let db: Client
  const ids: string[] = []
  let token: string

  beforeAll(async () => {
    cluster = await startCluster({ PLUGIN_PENDING_JOB_ENABLED: "false" })
    db = await database()
    const admin = await adminToken(cluster.a.url)
    await stockUp(cluster.a.url, admin, SKUS, 1_000_000)
    token = await apiToken(
      cluster.a.url,
      await createApiIntegration(cluster.a.url, admin, "ERP kill test")
    )
    const profileId = await erpProfileId(db)
    for (let i = 0; i < RECORDS; i++) {
      ids.push(
        await upload(
          cluster.a.url,
          token,
          profileId,
          erpCsv(
            `KILL-${i}`,
            SKUS.map((sku) => [sku, 1 + (i % 3)])
          ),
          `kill-${i}.csv`
        )
      )
    }
  })

  afterAll(async () => {
    await cluster?.stop()
    await db?.end()
  })

  it("the survivor finishes: every record imported, none stuck, no order twice, every line reserved", async () => {
    let bKilled = false
    let killing: Promise<void> | undefined
    const servers = [
      { url: cluster.a.url, alive: () => true },
      { url: cluster.b.url, alive: () => !bKilled },
    ]
    const { resent } = await bulkProcess(ids, servers, token, (done) => {
      if (done === Math.floor(RECORDS / 3) && !killing) {
        killing = cluster.b.kill().then(() => {
          bKilled = true
        })
      }
    })
    await killing
    expect(cluster.b.process.signalCode).toBe("SIGKILL")
    process.stdout.write(
      `[cluster] requests sent again after server B died: ${resent}\n`
    )

    const records = await recordsByIds(db, ids)
    expect(
      records
        .filter((r) => r.status !== "approved")
        .map((r) => `${r.id}: ${r.status} ${r.error_message}`)
    ).toEqual([])
    const orders = await ordersPerRecord(db, ids)
    expect(orders).toHaveLength(RECORDS)
    expect(orders.filter((o) => o.orders !== 1)).toEqual([])
    const byRecord = new Map(orders.map((o) => [o.record_id, o.order_ids[0]]))
    expect(records.filter((r) => byRecord.get(r.id) !== r.order_id)).toEqual([])

    // Stock is reserved for every line of every order, also for an order adopted from a run that died.
    const { rows } = await db.query(
      `SELECT oi.order_id, li.variant_sku FROM order_item oi
         JOIN order_line_item li ON li.id = oi.item_id
         LEFT JOIN reservation_item r ON r.line_item_id = li.id AND r.deleted_at IS NULL
        WHERE oi.order_id = ANY($1) AND oi.deleted_at IS NULL AND r.id IS NULL`,
      [orders.map((o) => o.order_ids[0])]
    )
    expect(rows).toEqual([])
  })

  it("the record locks of the dead server expire: a single record still processes at once on the survivor", async () => {
    const profileId = await erpProfileId(db)
    const id = await upload(
      cluster.a.url,
      token,
      profileId,
      erpCsv("KILL-AFTER"),
      "kill-after.csv"
    )
    const { body } = await call(
      `${cluster.a.url}/api/_action/plugin-b2b/process/${id}`,
      { method: "POST", token, json: {} }
    )
    expect(body).toMatchObject({ id, status: "approved" })
  })
})
