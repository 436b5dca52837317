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

type Server = { url: string; alive: () => boolean }

/** What the bulk run shows of itself while it runs: the requests under way (by record id) and each server's answer times so far. */
type Traffic = {
  flights: Map<string, { url: string; since: number }>
  answerMs: Map<string, number[]>
  done: number
}

/**
 * A bulk run as an automation client behind a load balancer does it: every
 * record's process request goes to the next server; a request that dies with
 * its server is sent again to one that lives. Returns the ids of the records
 * whose request was sent again.
 */
async function bulkProcess(
  ids: string[],
  servers: Server[],
  token: string,
  traffic: Traffic
) {
  const queue = [...ids]
  let turn = 0
  const resent = new Set<string>()
  async function processOne(id: string) {
    for (;;) {
      const living = servers.filter((s) => s.alive())
      const server = living[turn++ % living.length]
      const since = Date.now()
      traffic.flights.set(id, { url: server.url, since })
      try {
        const { status, body } = await call(
          `${server.url}/api/_action/plugin-b2b/process/${id}`,
          { method: "POST", token, json: {} },
          false
        )
        const times = traffic.answerMs.get(server.url) ?? []
        traffic.answerMs.set(server.url, [...times, Date.now() - since])
        // 409: an earlier request for it got through before its server died; the record moved on.
        if (status === 200 || status === 409) return body
        throw new Error(
          `process ${id} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`
        )
      } catch (error) {
        // fetch's network failure (its TypeError comes from another realm than the test's): the server is gone, send it again.
        if ((error as Error)?.message !== "fetch failed") throw error
        resent.add(id)
      } finally {
        traffic.flights.delete(id)
      }
    }
  }
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        await processOne(id)
        traffic.done++
      }
    })
  )
  return resent
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Kills `server` once `after` records are done, at a moment when one of its
 * requests has been under way for a third of its usual answer time: the
 * server is then at work on it, so that request dies mid-flight. Resolves with
 * the records whose request was under way on it then.
 */
async function killMidRequest(
  server: { url: string; kill: () => Promise<void> },
  traffic: Traffic,
  after: number,
  finished: () => boolean
): Promise<string[]> {
  while (traffic.done < after) await sleep(20)
  const times = [...(traffic.answerMs.get(server.url) ?? [])].sort(
    (x, y) => x - y
  )
  const usual = times[Math.floor(times.length / 2)] ?? 100
  while (!finished()) {
    const now = Date.now()
    const working = [...traffic.flights]
      .filter(([, f]) => f.url === server.url && now - f.since >= usual / 3)
      .map(([id]) => id)
    if (working.length) {
      await server.kill()
      return working
    }
    await sleep(2)
  }
  return []
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
    const servers = [
      { url: cluster.a.url, alive: () => true },
      { url: cluster.b.url, alive: () => !bKilled },
    ]
    const traffic: Traffic = {
      flights: new Map(),
      answerMs: new Map(),
      done: 0,
    }
    let finished = false
    const run = bulkProcess(ids, servers, token, traffic).finally(() => {
      finished = true
    })
    const killing = killMidRequest(
      {
        url: cluster.b.url,
        kill: () => {
          bKilled = true // no new request goes to B from here on
          return cluster.b.kill()
        },
      },
      traffic,
      Math.floor(RECORDS / 3),
      () => finished
    )
    const [resent, diedWith] = await Promise.all([run, killing])
    expect(cluster.b.process.signalCode).toBe("SIGKILL")
    process.stdout.write(
      `[cluster] requests under way on server B when it died: ${diedWith.length}; records sent again: ${resent.size}\n`
    )
    // The situation this test is about happened: a request died with its server mid-flight and was sent again.
    expect({
      underWayWhenKilled: diedWith.length > 0,
      oneOfThemSentAgain: diedWith.some((id) => resent.has(id)),
    }).toEqual({ underWayWhenKilled: true, oneOfThemSentAgain: true })

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
