import path from "path"
import {
  ContainerRegistrationKeys,
  getDefinedFileConfig,
  Modules,
} from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import processPendingJob, {
  config as pendingJobConfig,
} from "../../src/jobs/process-pending-b2b-records"
import { LOCK_KEYS } from "../../src/modules/b2b-import/lock-keys"
import {
  processInboundRecordWorkflow,
  processPendingRecords,
} from "../../src/workflows/b2b-import"
import { b2bImport } from "../../src/modules/b2b-import"
import {
  ediCsv,
  editorHeaders,
  erpCsv,
  seedShop,
  uploadForm,
} from "../helpers/b2b"
import { runCli, testDatabaseUrl } from "../helpers/cli"
import { PRODUCT_HISTORY_MODULE } from "../../src/modules/product-history"
import type ProductHistoryModuleService from "../../src/modules/product-history/service"

jest.setTimeout(300 * 1000)

const DB_NAME = "b2b_history_cli_b2b"
const UNKNOWN_ID = "0123456789abcdef0123456789abcdef"

medusaIntegrationTestRunner({
  inApp: true,
  dbName: DB_NAME,
  // No scheduled jobs in this app: the pending-records job must not take records while a test counts them.
  env: { MEDUSA_WORKER_MODE: "server" },
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
    })

    const cli = (...args: string[]) =>
      runCli(["plugin:b2b:process", ...args], testDatabaseUrl(DB_NAME))
    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const recordOf = async (id: string) =>
      (await b2bImport(getContainer()).listInboundRecords({ id }))[0]
    const countOf = async (
      entity: string,
      filters: Record<string, unknown> = {}
    ) => (await query().graph({ entity, fields: ["id"], filters })).data.length
    const upload = async (
      profileId: string,
      file: string,
      fileName = "order.csv"
    ) => {
      const editor = await editorHeaders(api, getContainer())
      const { data } = await api.post(
        "/api/_action/plugin-b2b/upload",
        uploadForm({ profileId, file, fileName }),
        editor
      )
      expect(data.status).toBe("pending")
      return data.id as string
    }

    describe("plugin:b2b:process <id>", () => {
      it("processes one record into an order and prints its status and order id", async () => {
        const id = await upload(
          profiles.erp,
          erpCsv("PO-CLI-1"),
          "po-cli-1.csv"
        )
        const history = getContainer().resolve<ProductHistoryModuleService>(
          PRODUCT_HISTORY_MODULE
        )
        const reservedBefore = await history.listProductHistoryEntries({
          field_name: "stock.reserved",
        })
        const run = await cli(id)
        expect(run.stderr).toBe("")
        expect(run.code).toBe(0)
        expect(run.stdout).toContain(`Inbound record ${id} (po-cli-1.csv)`)
        expect(run.stdout).toMatch(/Status: +approved/)
        const orderId = /Order id: +(order_\S+)/.exec(run.stdout)?.[1]
        const record = await recordOf(id)
        expect(record).toMatchObject({ status: "approved", order_id: orderId })
        const { data: orders } = await query().graph({
          entity: "order",
          fields: ["id", "metadata"],
          filters: { id: orderId },
        })
        expect(orders[0].metadata).toMatchObject({
          b2b_inbound_record_id: id,
          b2b_external_order_number: "PO-CLI-1",
        })
        // The order's reservations are product changes a console command made: the history says `cli`.
        const reserved = (
          await history.listProductHistoryEntries({
            field_name: "stock.reserved",
          })
        ).filter((e) => !reservedBefore.some((b) => b.id === e.id))
        expect(reserved.length).toBeGreaterThan(0)
        for (const entry of reserved) {
          expect(entry).toMatchObject({
            source: "cli",
            changed_by: "cli",
            user_id: null,
          })
          expect(Number(entry.new_value)).toBeGreaterThan(
            Number(entry.old_value)
          )
        }
      })

      it("leaves a manual-approval record awaiting approval, then --approve creates the order", async () => {
        const id = await upload(profiles.edi, ediCsv("EDI-CLI-1"))
        const processed = await cli(id)
        expect(processed.code).toBe(0)
        expect(processed.stdout).toMatch(/Status: +awaiting_approval/)
        expect(processed.stdout).toContain(
          `Approve it with: plugin:b2b:process ${id} --approve`
        )
        expect(await countOf("order")).toBe(0)

        const approved = await cli(id, "--approve")
        expect(approved.stderr).toBe("")
        expect(approved.code).toBe(0)
        expect(approved.stdout).toMatch(/Status: +approved/)
        expect(await recordOf(id)).toMatchObject({
          status: "approved",
          approved_by: "cli",
          order_id: expect.stringMatching(/^order_/),
        })
        expect(await countOf("order")).toBe(1)
      })

      it("--reject rejects with a reason (exit 0); the record can then be neither processed nor approved (exit 1, in words)", async () => {
        const id = await upload(profiles.edi, ediCsv("EDI-CLI-REJ"))
        expect((await cli(id)).code).toBe(0)
        const empty = await cli(id, "--reject", " ")
        expect(empty.code).toBe(2)
        expect(empty.stderr).toContain("--reject expects the reason")
        const rejected = await cli(id, "--reject", "Customer cancelled")
        expect(rejected.stderr).toBe("")
        expect(rejected.code).toBe(0)
        expect(rejected.stdout).toMatch(/Status: +rejected/)
        expect(rejected.stdout).toContain("Reason:   Customer cancelled")
        expect(await recordOf(id)).toMatchObject({
          status: "rejected",
          rejected_by: "cli",
          rejection_reason: "Customer cancelled",
        })
        const again = await cli(id, "--approve")
        expect(again.code).toBe(1)
        expect(again.stderr).toContain("was rejected by cli on")
        expect(again.stderr).toContain("Customer cancelled")
        expect(await countOf("order")).toBe(0)
      })

      it("exits 1 for a file that fails, printing the error message and one line per row error", async () => {
        const id = await upload(
          profiles.erp,
          erpCsv("PO-CLI-BAD", [
            ["SW01000", "1"],
            ["NO-SUCH-SKU", "2"],
          ])
        )
        const run = await cli(id)
        expect(run.code).toBe(1)
        const record = await recordOf(id)
        expect(["failed", "parsed", "mapped"]).toContain(record.status)
        expect(run.stdout).toContain(`Status:   ${record.status}`)
        expect(run.stdout).toContain(`Error:    ${record.error_message}`)
        expect(run.stdout).toMatch(
          /^ {2}line 3, column 'Artikelnummer': .*NO-SUCH-SKU/m
        )
        expect(run.stdout).toContain("Order id: none")
        expect(await countOf("order")).toBe(0)
      })

      it("exits 1 with words, not a stack, for an unknown record and for one in the wrong status", async () => {
        const unknown = await cli(UNKNOWN_ID)
        expect(unknown.code).toBe(1)
        expect(unknown.stderr.trim()).toBe(
          `Error: No inbound record with id "${UNKNOWN_ID}" exists.`
        )

        const id = await upload(profiles.erp, erpCsv("PO-CLI-2"))
        expect((await cli(id)).code).toBe(0)
        const again = await cli(id, "--approve")
        expect(again.code).toBe(1)
        expect(again.stderr).toContain("The inbound record is approved")
        expect(again.stderr).not.toMatch(/\n\s+at /)
        expect(await countOf("order")).toBe(1)
      })

      it("refuses wrong usage with exit code 2 and says what is expected", async () => {
        const cases: [string[], string][] = [
          [
            [],
            "Give the id of an inbound record (32 hexadecimal characters), or --pending",
          ],
          [
            [UNKNOWN_ID, "--pending"],
            "either an inbound record id or --pending, not both",
          ],
          [["--pending", "--approve"], "--approve approves one record"],
          [
            ["1234"],
            '"1234" is not an inbound record id: expected 32 hexadecimal characters',
          ],
          [
            ["--pending", "--limit", "0"],
            '--limit expects a whole number of at least 1, got "0"',
          ],
          [
            ["--pending", "--limit", "ten"],
            '--limit expects a whole number of at least 1, got "ten"',
          ],
          [[UNKNOWN_ID, "--limit", "5"], "--limit applies to --pending only"],
          [[UNKNOWN_ID, UNKNOWN_ID], "too many arguments"],
        ]
        for (const [args, message] of cases) {
          const run = await cli(...args)
          expect({ args, code: run.code }).toEqual({ args, code: 2 })
          expect(run.stderr).toContain(message)
          expect(run.stdout).toBe("")
        }
      })
    })

    describe("plugin:b2b:process --pending", () => {
      it("processes every pending record, oldest first, and prints a summary with one line per failure", async () => {
        const good = await upload(profiles.erp, erpCsv("PO-P-1"), "good.csv")
        const bad = await upload(
          profiles.erp,
          erpCsv("PO-P-2", [["NO-SUCH-SKU", "1"]]),
          "bad.csv"
        )
        const held = await upload(profiles.edi, ediCsv("EDI-P-1"), "edi.csv")

        const run = await cli("--pending")
        expect(run.stderr).toBe("")
        expect(run.code).toBe(0)
        const lines = run.stdout.trim().split("\n")
        expect(lines[0]).toBe(
          "Processed 3 pending record(s): 1 approved, 1 awaiting approval, 1 failed, 0 skipped."
        )
        const badRecord = await recordOf(bad)
        expect(lines.slice(1)).toEqual([
          `  ${bad} (bad.csv): ${badRecord.status}: ${badRecord.error_message}`,
        ])
        expect((await recordOf(good)).status).toBe("approved")
        expect((await recordOf(held)).status).toBe("awaiting_approval")
        expect(await countOf("inbound_record", { status: "pending" })).toBe(0)
        expect(await countOf("order")).toBe(1)
      })

      it("stops after --limit records and says when nothing is pending", async () => {
        const first = await upload(profiles.erp, erpCsv("PO-L-1"))
        const second = await upload(profiles.erp, erpCsv("PO-L-2"))
        const limited = await cli("--pending", "--limit", "1")
        expect(limited.code).toBe(0)
        expect(limited.stdout.trim()).toBe(
          "Processed 1 pending record(s): 1 approved, 0 awaiting approval, 0 failed, 0 skipped."
        )
        expect((await recordOf(first)).status).toBe("approved")
        expect((await recordOf(second)).status).toBe("pending")

        expect((await cli("--pending")).stdout.trim()).toBe(
          "Processed 1 pending record(s): 1 approved, 0 awaiting approval, 0 failed, 0 skipped."
        )
        const none = await cli("--pending")
        expect(none.code).toBe(0)
        expect(none.stdout.trim()).toBe("No pending records.")
        expect(await countOf("order")).toBe(2)
      })
    })

    describe("processPendingRecords", () => {
      it("goes on after a run that throws, and counts a record another run took as skipped", async () => {
        const ids = [] as string[]
        for (const n of [1, 2, 3])
          ids.push(await upload(profiles.erp, erpCsv(`PO-S-${n}`), `s${n}.csv`))
        const locking = getContainer().resolve(Modules.LOCKING)
        const acquire = locking.acquire.bind(locking)
        // The first record's run fails outright; the second is processed by someone else while the pass works on the first.
        const spy = jest
          .spyOn(locking, "acquire")
          .mockImplementation(async (keys, options) => {
            if (String(keys) === LOCK_KEYS.record(ids[0])) {
              await processInboundRecordWorkflow(getContainer()).run({
                input: {
                  recordId: ids[1],
                  action: "process",
                  actor: "someone else",
                },
              })
              throw new Error("lock service unavailable")
            }
            return acquire(keys, options)
          })
        const progress: [number, number, string][] = []
        try {
          const summary = await processPendingRecords(getContainer(), {
            actor: "test",
            batchSize: 2,
            onProgress: (done, total, r) =>
              progress.push([done, total, r.status]),
          })
          expect(summary.total).toBe(3)
          expect(summary.failures).toEqual([
            { id: ids[0], message: "lock service unavailable" },
          ])
          expect(summary.byStatus).toMatchObject({
            approved: 1,
            skipped: 1,
            failed: 0,
            pending: 0,
          })
        } finally {
          spy.mockRestore()
        }
        expect(progress).toEqual([
          [1, 3, "error"],
          [2, 3, "skipped"],
          [3, 3, "approved"],
        ])
        expect((await recordOf(ids[0])).status).toBe("pending")
        expect(await countOf("order")).toBe(2)
      })
    })

    describe("scheduled job", () => {
      it("is registered from the plugin options and processes the pending records", async () => {
        expect(pendingJobConfig).toEqual({
          name: "plugin-b2b-process-pending-records",
          schedule: "*/5 * * * *",
        })
        const jobFile = require.resolve(
          path.join(__dirname, "../../src/jobs/process-pending-b2b-records")
        )
        // npm test turns the job off (PLUGIN_PENDING_JOB_ENABLED=false in medusa-config.ts): the switch follows the option.
        expect(getDefinedFileConfig(jobFile)?.isDisabled()).toBe(
          process.env.PLUGIN_PENDING_JOB_ENABLED === "false"
        )

        const ids = [
          await upload(profiles.erp, erpCsv("PO-J-1")),
          await upload(profiles.edi, ediCsv("EDI-J-1")),
        ]
        await processPendingJob(getContainer())
        expect((await recordOf(ids[0])).status).toBe("approved")
        expect((await recordOf(ids[1])).status).toBe("awaiting_approval")
        expect(await countOf("inbound_record", { status: "pending" })).toBe(0)
      })
    })
  },
})
