import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { B2B_IMPORT_MODULE } from "../../src/modules/b2b-import"
import { ORDER_METADATA } from "../../src/modules/b2b-import/pipeline/order/order-input"
import type B2bImportModuleService from "../../src/modules/b2b-import/service"
import {
  checkInboundRecordWorkflow,
  deleteInboundRecordsWorkflow,
  processInboundRecordWorkflow,
  type ProcessInboundRecordInput,
  rejectInboundRecordWorkflow,
  replaceInboundFileWorkflow,
} from "../../src/workflows"
import { settle } from "../helpers/api-client"
import {
  ediCsv,
  editorHeaders,
  erpCsv,
  seedShop,
  uploadRecord,
} from "../helpers/b2b"

jest.setTimeout(300 * 1000)

/** A host app's own workflow that nests the plugin's process workflow, as Medusa apps compose workflows. */
const hostAppProcess = createWorkflow(
  "host-app-process-b2b-record",
  (input: ProcessInboundRecordInput) =>
    new WorkflowResponse(processInboundRecordWorkflow.runAsStep({ input }))
)

/** What a settled workflow run came to: ok with the record's status, or the error's code. */
async function outcome(run: Promise<{ result: unknown }>) {
  try {
    return `ok:${((await run).result as { status?: string }).status}`
  } catch (error) {
    return `refused:${(error as { code?: string }).code}`
  }
}

/**
 * The plugin's workflows are its API: a host app that calls them (directly
 * or nested in its own workflow), at the same time as the plugin's routes act
 * on the same records, gets the routes' guarantees: one order per record, and
 * only the moves the status machine allows.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
    })
    const ordersOf = async (recordId: string) =>
      (
        await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "order", fields: ["id", "metadata"] })
      ).data.filter(
        (o) =>
          (o.metadata as Record<string, unknown> | null)?.[
            ORDER_METADATA.recordId
          ] === recordId
      )
    const service = () =>
      getContainer().resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)
    const status = async (id: string) =>
      (await service().getInboundRecord(id)).status

    it("host-app process runs (direct and nested) racing the HTTP route on one record make one order; the rest are refused", async () => {
      const editor = await editorHeaders(api, getContainer())
      const id = await uploadRecord(api, editor, profiles.erp, erpCsv("HOST-1"))
      const input = { recordId: id, action: "process" as const, actor: "host" }
      const container = getContainer()
      const [direct, nested, http] = await Promise.all([
        Promise.all(
          Array.from({ length: 4 }, () =>
            outcome(processInboundRecordWorkflow(container).run({ input }))
          )
        ),
        Promise.all(
          Array.from({ length: 3 }, () =>
            outcome(hostAppProcess(container).run({ input }))
          )
        ),
        Promise.all(
          Array.from({ length: 4 }, () =>
            settle(
              api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)
            )
          )
        ),
      ])
      const ran = [
        ...direct,
        ...nested,
        ...http.map((a) =>
          a.status === 200
            ? `ok:${a.data.status}`
            : `refused:${a.data.errors[0].code}`
        ),
      ]
      expect(ran.filter((r) => r === "ok:approved")).toHaveLength(1)
      expect(
        ran.filter((r) => r === "refused:PLUGIN_B2B__INVALID_STATUS_TRANSITION")
      ).toHaveLength(10)
      expect(await ordersOf(id)).toHaveLength(1)
      expect(await status(id)).toBe("approved")
    })

    it("approve from the host app racing reject over HTTP (and the other way round): one of them wins, whole", async () => {
      const editor = await editorHeaders(api, getContainer())
      for (const [n, hostVerb] of [
        [1, "approve"],
        [2, "reject"],
      ] as const) {
        const id = await uploadRecord(
          api,
          editor,
          profiles.edi,
          ediCsv(`HOST-RACE-${n}`)
        )
        await api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)
        expect(await status(id)).toBe("awaiting_approval")
        const container = getContainer()
        const host =
          hostVerb === "approve"
            ? processInboundRecordWorkflow(container).run({
                input: { recordId: id, action: "approve", actor: "host" },
              })
            : rejectInboundRecordWorkflow(container).run({
                input: { id, reason: "host says no", actor: "host" },
              })
        const routeVerb = hostVerb === "approve" ? "reject" : "approve"
        const [hostRan, routeRan] = await Promise.all([
          outcome(host),
          settle(
            api.post(
              `/api/_action/plugin-b2b/${routeVerb}/${id}`,
              routeVerb === "reject" ? { reason: "clerk says no" } : {},
              editor
            )
          ),
        ])
        const final = await status(id)
        expect(["approved", "rejected"]).toContain(final)
        // Exactly one of the two went through; the other found the record final.
        const wins = [hostRan.startsWith("ok:"), routeRan.status === 200]
        expect(wins.filter(Boolean)).toHaveLength(1)
        expect(await ordersOf(id)).toHaveLength(final === "approved" ? 1 : 0)
      }
    })

    it("every exported workflow refuses a move the status machine does not allow, and writes nothing", async () => {
      const editor = await editorHeaders(api, getContainer())
      const id = await uploadRecord(api, editor, profiles.erp, erpCsv("HOST-2"))
      const container = getContainer()
      await processInboundRecordWorkflow(container).run({
        input: { recordId: id, action: "process", actor: "host" },
      })
      const before = await service().getInboundRecord(id)
      expect(before.status).toBe("approved")
      const refusals = await Promise.all([
        outcome(
          rejectInboundRecordWorkflow(container).run({
            input: { id, reason: "too late", actor: "host" },
          })
        ),
        outcome(
          processInboundRecordWorkflow(container).run({
            input: { recordId: id, action: "approve", actor: "host" },
          })
        ),
        outcome(
          checkInboundRecordWorkflow(container).run({
            input: { recordId: id },
          })
        ),
        outcome(
          replaceInboundFileWorkflow(container).run({
            input: {
              recordId: id,
              fileName: "fixed.csv",
              contentBase64: Buffer.from(erpCsv("HOST-2b")).toString("base64"),
              actor: "host",
            },
          })
        ),
      ])
      expect(refusals).toEqual(
        Array(4).fill("refused:PLUGIN_B2B__INVALID_STATUS_TRANSITION")
      )
      const after = await service().getInboundRecord(id)
      expect(after).toMatchObject({
        status: "approved",
        order_id: before.order_id,
        rejection_reason: null,
        file_sha256: before.file_sha256,
      })
      expect(await ordersOf(id)).toHaveLength(1)
      // A record that does not exist is a 404 in words, whoever asks.
      await expect(
        rejectInboundRecordWorkflow(container).run({
          input: { id: "0".repeat(32), reason: "gone", actor: "host" },
        })
      ).rejects.toMatchObject({ code: "PLUGIN_B2B__INBOUND_RECORD_NOT_FOUND" })
    })

    it("deleting from the host app while the route processes the record: the order stays, the record goes, nothing half-done", async () => {
      const editor = await editorHeaders(api, getContainer())
      const id = await uploadRecord(api, editor, profiles.erp, erpCsv("HOST-3"))
      const [, processed] = await Promise.all([
        deleteInboundRecordsWorkflow(getContainer()).run({
          input: { ids: [id] },
        }),
        settle(api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)),
      ])
      const [left] = await service().listInboundRecords({ id })
      expect(left).toBeUndefined()
      // Either the run came first (its order stays) or the delete did (no run, a 404).
      if (processed.status === 200) expect(await ordersOf(id)).toHaveLength(1)
      else {
        expect(processed.status).toBe(404)
        expect(await ordersOf(id)).toHaveLength(0)
      }
    })

    it("a process run reads its record once", async () => {
      const editor = await editorHeaders(api, getContainer())
      const id = await uploadRecord(api, editor, profiles.erp, erpCsv("HOST-4"))
      const reads: string[] = []
      const module = service()
      const list = jest.spyOn(module, "listInboundRecords")
      const retrieve = jest.spyOn(module, "retrieveInboundRecord")
      try {
        await processInboundRecordWorkflow(getContainer()).run({
          input: { recordId: id, action: "process", actor: "host" },
        })
        for (const [filters] of list.mock.calls)
          if ((filters as { id?: unknown } | undefined)?.id === id)
            reads.push("list")
        for (const [recordId] of retrieve.mock.calls)
          if (recordId === id) reads.push("retrieve")
      } finally {
        list.mockRestore()
        retrieve.mockRestore()
      }
      expect(reads).toEqual(["list"])
      expect(await status(id)).toBe("approved")
    })
  },
})
