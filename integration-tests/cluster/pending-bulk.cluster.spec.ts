import type { Client } from "pg"
import {
  adminToken,
  apiToken,
  createApiIntegration,
  database,
  erpCsv,
  erpProfileId,
  eventually,
  ordersPerRecord,
  recordsByIds,
  stockUp,
  upload,
} from "./helpers/api"
import { runCli, startCluster } from "./helpers/instances"

const RECORDS = 200
const SKUS = ["SW01000", "SW01006", "SW01010"]
/** The job's summary line (src/jobs/process-pending-b2b-records.ts). */
const JOB_SUMMARY =
  /B2B import: processed (\d+) pending record\(s\): (\d+) approved/g
const CLI_SUMMARY = /Processed (\d+) pending record\(s\): (\d+) approved/

function approvedInJobRuns(log: string): { passes: number; approved: number } {
  const runs = [...log.matchAll(JOB_SUMMARY)]
  return {
    passes: runs.length,
    approved: runs.reduce((sum, m) => sum + Number(m[2]), 0),
  }
}

/** Milliseconds until the wall clock shows second `second` of a minute. */
function untilSecond(second: number) {
  const now = new Date()
  const wait = (second - now.getSeconds() + 60) % 60
  return wait * 1000 - now.getMilliseconds()
}

describe("200 pending records, two console passes and the worker's job at once", () => {
  let cluster: Awaited<ReturnType<typeof startCluster>>
  let db: Client
  const ids: string[] = []
  // The worker's job runs from the first upload on; its passes before that are not this test's.
  let before = { passes: 0, approved: 0 }

  beforeAll(async () => {
    // Every instance has the job switched on, every minute: only the worker may run it.
    cluster = await startCluster({
      PLUGIN_PENDING_JOB_ENABLED: "true",
      PLUGIN_PENDING_JOB_SCHEDULE: "* * * * *",
    })
    db = await database()
    before = approvedInJobRuns(cluster.worker.log())
    const admin = await adminToken(cluster.a.url)
    await stockUp(cluster.a.url, admin, SKUS, 1_000_000)
    // A token issued by server A is good on server B.
    const token = await apiToken(
      cluster.a.url,
      await createApiIntegration(cluster.a.url, admin, "ERP cluster test")
    )
    const profileId = await erpProfileId(db)
    for (let i = 0; i < RECORDS; i++) {
      const server = i % 2 ? cluster.b : cluster.a
      const lines: [string, number][] = SKUS.map((sku, n) => [
        sku,
        1 + ((i + n) % 3),
      ])
      ids.push(
        await upload(
          server.url,
          token,
          profileId,
          erpCsv(`BULK-${i}`, lines),
          `bulk-${i}.csv`
        )
      )
    }
  })

  afterAll(async () => {
    await cluster?.stop()
    await db?.end()
  })

  it("processes every record exactly once and creates every order once", async () => {
    expect(new Set(ids).size).toBe(RECORDS)
    // Start the two passes just before a minute turns, so that the worker's job fires while they run.
    await new Promise((r) => setTimeout(r, untilSecond(57)))
    const [first, second] = await Promise.all([
      runCli(["plugin:b2b:process", "--pending"]),
      runCli(["plugin:b2b:process", "--pending"]),
    ])
    // On a failure the pass's own summary (stdout) and its errors say why.
    for (const run of [first, second])
      expect({
        code: run.code,
        out: run.out.slice(-2000),
        err: run.err.slice(-2000),
      }).toEqual({
        code: 0,
        out: expect.any(String),
        err: expect.any(String),
      })

    // The job may still be finishing its pass.
    await eventually(
      async () =>
        (await recordsByIds(db, ids)).every((r) => r.status !== "pending"),
      180,
      "no pending record left"
    )

    const records = await recordsByIds(db, ids)
    expect(records).toHaveLength(RECORDS)
    expect(
      records
        .filter((r) => r.status !== "approved")
        .map((r) => `${r.id}: ${r.status} ${r.error_message}`)
    ).toEqual([])
    // One run each: no record was picked up twice.
    expect(records.filter((r) => r.attempts !== 1)).toEqual([])

    const orders = await ordersPerRecord(db, ids)
    expect(orders).toHaveLength(RECORDS)
    expect(orders.filter((o) => o.orders !== 1)).toEqual([])
    const byRecord = new Map(orders.map((o) => [o.record_id, o.order_ids[0]]))
    expect(records.filter((r) => byRecord.get(r.id) !== r.order_id)).toEqual([])

    // Who did the work: both console passes and the worker's job (from the uploads on), adding up to every record.
    const cliApproved = [first, second].map((run) =>
      Number(CLI_SUMMARY.exec(run.out)?.[2] ?? NaN)
    )
    const job = approvedInJobRuns(cluster.worker.log())
    const jobApproved = job.approved - before.approved
    process.stdout.write(
      `[cluster] approved by console pass 1: ${cliApproved[0]}, pass 2: ${cliApproved[1]}, worker job: ${jobApproved} (${job.passes - before.passes} pass(es))\n`
    )
    expect(cliApproved.every((n) => n >= 1)).toBe(true)
    expect(job.passes - before.passes).toBeGreaterThanOrEqual(1)
    expect(cliApproved[0] + cliApproved[1] + jobApproved).toBe(RECORDS)
  })

  it("runs scheduled jobs in the worker only", () => {
    expect(
      approvedInJobRuns(cluster.worker.log()).passes
    ).toBeGreaterThanOrEqual(1)
    for (const server of [cluster.a, cluster.b])
      expect(approvedInJobRuns(server.log()).passes).toBe(0)
  })
})
