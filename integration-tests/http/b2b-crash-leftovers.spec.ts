import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import processPendingB2bRecordsJob from "../../src/jobs/process-pending-b2b-records"
import { b2bImport } from "../../src/modules/b2b-import"
import linkLeftoverB2bOrders from "../../src/subscribers/link-leftover-b2b-orders"
import { createAdministrator } from "../helpers/access"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import {
  editorHeaders,
  erpCsv,
  seedShop,
  uploadAndProcess,
  uploadForm,
} from "../helpers/b2b"

jest.setTimeout(300 * 1000)

/**
 * What a `kill -9` between the order's transaction and the record's leaves
 * (an order that carries the record id and the ERP number, a record that
 * names no order): reject, delete and replace-file of both dialects must see
 * that order, and the start-up pass and the job link it.
 */
medusaIntegrationTestRunner({
  inApp: true,
  // No scheduled jobs: the test calls the job's handler itself.
  env: { MEDUSA_WORKER_MODE: "server" },
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    let admin: any
    let editor: any
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
      admin = await createAdministrator(getContainer(), api)
      // Approval by a clerk: the crash of interest happens during approvals.
      await api.post(
        `/admin/b2b/profiles/${profiles.erp}`,
        { approval_mode: "manual" },
        admin
      )
      editor = await editorHeaders(api, getContainer(), [
        "plugin_b2b_order_import.editor",
        "order:create",
      ])
    })

    const service = () => b2bImport(getContainer())
    const record = async (id: string) =>
      (await service().listInboundRecords({ id }))[0]

    /** Orders (not cancelled) that carry the ERP order number, as the shop lists them. */
    async function liveOrdersWithNumber(number: string) {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "order",
          fields: ["id", "display_id", "status", "metadata"],
        })
      return (data as any[]).filter(
        (o) =>
          o.metadata?.b2b_external_order_number === number &&
          o.status !== "canceled"
      )
    }

    /**
     * A record approved into an order, then put back as a run killed right
     * after Medusa's create-orders step leaves it: the order exists, the
     * record still says `status` with no order, no number claimed.
     */
    async function leftover(number: string, status = "awaiting_approval") {
      const { upload, processed } = await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv(number),
        `${number}.csv`
      )
      expect(processed.data.status).toBe("awaiting_approval")
      const id = upload.data.id as string
      const approved = await api.post(
        `/api/_action/plugin-b2b/approve/${id}`,
        {},
        editor
      )
      expect(approved.data.status).toBe("approved")
      const orderId = approved.data.orderId as string
      await service().updateInboundRecords({
        id,
        status: status as "awaiting_approval",
        order_id: null,
        approved_at: null,
        approved_by: null,
      })
      const claims = await service().listOrderNumberClaims({ record_id: id })
      await service().deleteOrderNumberClaims(claims.map((c) => c.id))
      const [order] = await liveOrdersWithNumber(number)
      expect(order.id).toBe(orderId)
      return { id, orderId, displayId: order.display_id as number }
    }

    /** A corrected file with the same number, uploaded, processed and (if it waits) approved. */
    async function correctedFile(number: string) {
      const { upload, processed } = await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv(number, [["SW01001", "3"]]),
        `${number}-corrected.csv`
      )
      if (processed.data.status === "awaiting_approval")
        await settle(
          api.post(
            `/api/_action/plugin-b2b/approve/${upload.data.id}`,
            {},
            editor
          )
        )
      return record(upload.data.id)
    }

    describe("reject", () => {
      it("/api: refuses while the order exists (409 naming it and what to do); approve links it; one order for the number", async () => {
        const left = await leftover("CR-REJ-1")
        const refused = await settle(
          api.post(
            `/api/_action/plugin-b2b/reject/${left.id}`,
            { reason: "wrong prices" },
            editor
          )
        )
        const error = expectApiError(refused, 409, "PLUGIN_B2B__LEFTOVER_ORDER")
        expect(error.detail).toContain(`#${left.displayId}`)
        expect(error.detail).toContain("interrupted")
        expect(error.detail).toContain("Approve the record")
        expect(await record(left.id)).toMatchObject({
          status: "awaiting_approval",
          order_id: null,
        })

        const approved = await api.post(
          `/api/_action/plugin-b2b/approve/${left.id}`,
          {},
          editor
        )
        expect(approved.data).toMatchObject({
          status: "approved",
          orderId: left.orderId,
        })
        const corrected = await correctedFile("CR-REJ-1")
        expect(corrected.status).toBe("failed")
        expect(await liveOrdersWithNumber("CR-REJ-1")).toHaveLength(1)
      })

      it("/admin: refuses while the order is live; after the clerk cancels it, rejects and names it, and a corrected file becomes the one live order", async () => {
        const left = await leftover("CR-REJ-2")
        const refused = await settle(
          api.post(
            `/admin/b2b/records/${left.id}/reject`,
            { reason: "wrong prices" },
            admin
          )
        )
        expect(refused.status).toBe(409)
        expect(refused.data.message).toContain(`order #${left.displayId}`)
        expect(refused.data.message).toContain("cancel")
        expect((await record(left.id)).status).toBe("awaiting_approval")

        await api.post(`/admin/orders/${left.orderId}/cancel`, {}, admin)
        const rejected = await api.post(
          `/admin/b2b/records/${left.id}/reject`,
          { reason: "wrong prices" },
          admin
        )
        expect(rejected.data.record).toMatchObject({
          status: "rejected",
          order_id: left.orderId,
        })
        const corrected = await correctedFile("CR-REJ-2")
        expect(corrected.status).toBe("approved")
        const live = await liveOrdersWithNumber("CR-REJ-2")
        expect(live.map((o) => o.id)).toEqual([corrected.order_id])
      })
    })

    describe("delete", () => {
      it("/api: keeps the order, names it and keeps its number: the same file again is no second order", async () => {
        const left = await leftover("CR-DEL-1")
        const deleted = await api.delete(
          `/api/plugin-b2b-inbound-record/${left.id}`,
          editor
        )
        expect(deleted.status).toBeLessThan(300)
        expect(JSON.stringify(deleted.data ?? "")).not.toContain("error")
        expect(await record(left.id)).toBeUndefined()
        const claims = await service().listOrderNumberClaims({
          external_order_number: "CR-DEL-1",
        })
        expect(claims.map((c) => c.order_id)).toEqual([left.orderId])

        const again = await uploadAndProcess(
          api,
          editor,
          profiles.erp,
          erpCsv("CR-DEL-1"),
          "CR-DEL-1.csv"
        )
        expect(again.processed.data.status).toBe("failed")
        expect(JSON.stringify(again.processed.data.errors)).toContain(
          `#${left.displayId}`
        )
        expect(await liveOrdersWithNumber("CR-DEL-1")).toHaveLength(1)
      })

      it("/admin: answers that the order stays, by its number; a corrected file is no second order", async () => {
        const left = await leftover("CR-DEL-2")
        const deleted = await api.delete(`/admin/b2b/records/${left.id}`, admin)
        expect(deleted.data.message).toContain(`#${left.displayId}`)
        expect(deleted.data.message).toContain("CR-DEL-2")
        const corrected = await correctedFile("CR-DEL-2")
        expect(corrected.status).toBe("failed")
        expect(await liveOrdersWithNumber("CR-DEL-2")).toHaveLength(1)
      })
    })

    describe("replace-file", () => {
      it("refuses on both dialects while the record has an order (the next run would adopt it, not read the new file)", async () => {
        const left = await leftover("CR-REP-1", "mapped")
        const form = () =>
          uploadForm({
            file: erpCsv("CR-REP-1", [["SW01001", "3"]]),
            fileName: "fixed.csv",
          })
        expectApiError(
          await settle(
            api.post(
              `/api/_action/plugin-b2b/replace-file/${left.id}`,
              form(),
              editor
            )
          ),
          409,
          "PLUGIN_B2B__LEFTOVER_ORDER"
        )
        const viaAdmin = await settle(
          api.post(`/admin/b2b/records/${left.id}/replace-file`, form(), admin)
        )
        expect(viaAdmin.status).toBe(409)
        expect(viaAdmin.data.message).toContain(`#${left.displayId}`)
        expect(viaAdmin.data.message).toContain("Process the record")
        expect((await record(left.id)).file_name).toBe("CR-REP-1.csv")
      })
    })

    describe("reconciliation", () => {
      it("the job and the start-up pass link leftover orders to their records (approved, number claimed); a corrected file is no second order", async () => {
        const waiting = await leftover("CR-JOB-1")
        const mapped = await leftover("CR-JOB-2", "mapped")
        await processPendingB2bRecordsJob(getContainer())
        for (const left of [waiting, mapped]) {
          expect(await record(left.id)).toMatchObject({
            status: "approved",
            order_id: left.orderId,
          })
        }
        expect(
          (
            await service().listOrderNumberClaims({
              external_order_number: ["CR-JOB-1", "CR-JOB-2"],
            })
          ).map((c) => c.order_id)
        ).toEqual(expect.arrayContaining([waiting.orderId, mapped.orderId]))

        const atStart = await leftover("CR-START-1")
        await linkLeftoverB2bOrders({
          container: getContainer(),
          event: { name: "plugin-b2b-import.started", data: {} },
        } as never)
        expect(await record(atStart.id)).toMatchObject({
          status: "approved",
          order_id: atStart.orderId,
        })

        for (const number of ["CR-JOB-1", "CR-JOB-2", "CR-START-1"]) {
          expect((await correctedFile(number)).status).toBe("failed")
          expect(await liveOrdersWithNumber(number)).toHaveLength(1)
        }
      })
    })
  },
})
