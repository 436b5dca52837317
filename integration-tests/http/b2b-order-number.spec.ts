import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdministrator } from "../helpers/access"
import { settle } from "../helpers/api-client"
import {
  ediCsv,
  editorHeaders,
  erpCsv,
  seedShop,
  uploadRecord,
} from "../helpers/b2b"

jest.setTimeout(300 * 1000)

function adminUpload(profileId: string, file: string) {
  const form = new FormData()
  form.append("profile_id", profileId)
  form.append("file", new Blob([file], { type: "text/csv" }), "order.csv")
  return form
}

/** An order's external number stays taken by its profile whatever happens to the record that created it. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
    })
    const orders = async () =>
      (
        await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "order", fields: ["id", "display_id"] })
      ).data
    const upload = (headers: any, profileId: string, file: string) =>
      uploadRecord(api, headers, profileId, file)
    const process = (headers: any, id: string) =>
      settle(api.post(`/api/_action/plugin-b2b/process/${id}`, {}, headers))

    describe("delete under the record's lock", () => {
      it("a delete waits for the run that holds the record, then goes; the same file sent after it is a new record", async () => {
        const editor = await editorHeaders(api, getContainer(), [
          "plugin_b2b_order_import.editor",
          "plugin_b2b_inbound_record:delete",
        ])
        const file = erpCsv("WAIT-DEL-1", [["SW01000", "1"]])
        const id = await upload(editor, profiles.erp, file)
        const locking = getContainer().resolve(Modules.LOCKING)
        const key = `plugin-b2b-inbound-record:${id}`
        // As a process run on another instance holds it.
        await locking.acquire(key, { ownerId: "other-run", expire: 30 })
        const deleting = settle(
          api.delete(`/api/plugin-b2b-inbound-record/${id}`, editor)
        )
        await new Promise((r) => setTimeout(r, 1500))
        const meanwhile = await settle(
          api.get(`/api/plugin-b2b-inbound-record/${id}`, editor)
        )
        expect(meanwhile.status).toBe(200)
        await locking.release(key, { ownerId: "other-run" })
        expect((await deleting).status).toBe(204)
        const gone = await settle(
          api.get(`/api/plugin-b2b-inbound-record/${id}`, editor)
        )
        expect(gone.status).toBe(404)
        const again = await upload(editor, profiles.erp, file)
        expect(again).not.toBe(id)
      })
    })

    describe("/api: delete + resend", () => {
      it("a resend after deleting the imported record fails naming the existing order; DELETE stays 204 with a notice header", async () => {
        const editor = await editorHeaders(api, getContainer(), [
          "plugin_b2b_order_import.editor",
          "plugin_b2b_inbound_record:delete",
        ])
        const file = erpCsv("ONCE-1", [["SW01000", "1"]])
        const first = (
          await process(editor, await upload(editor, profiles.erp, file))
        ).data
        expect(first.status).toBe("approved")
        const [order] = await orders()

        const deleted = await api.delete(
          `/api/plugin-b2b-inbound-record/${first.id}`,
          editor
        )
        expect(deleted.status).toBe(204)
        expect(deleted.headers["x-plugin-notice"]).toContain(
          `order #${order.display_id}`
        )
        expect(deleted.headers["x-plugin-notice"]).toContain("stays")

        const again = await upload(editor, profiles.erp, file)
        expect(again).not.toBe(first.id)
        const resent = (await process(editor, again)).data
        expect(resent).toMatchObject({ status: "failed", orderId: null })
        expect(resent.errors[0]).toMatchObject({
          code: "DUPLICATE_ORDER_NUMBER",
          value: "ONCE-1",
        })
        expect(resent.errorMessage).toContain(first.orderId)
        expect(resent.errorMessage).toContain(`#${order.display_id}`)
        expect(await orders()).toHaveLength(1)
      })

      it("two resends racing after the delete: both fail, still exactly one order", async () => {
        const editor = await editorHeaders(api, getContainer(), [
          "plugin_b2b_order_import.editor",
          "plugin_b2b_inbound_record:delete",
        ])
        const first = (
          await process(
            editor,
            await upload(
              editor,
              profiles.erp,
              erpCsv("ONCE-2", [["SW01002", "1"]])
            )
          )
        ).data
        expect(first.status).toBe("approved")
        await api.delete(`/api/plugin-b2b-inbound-record/${first.id}`, editor)
        const a = await upload(
          editor,
          profiles.erp,
          erpCsv("ONCE-2", [["SW01003", "1"]])
        )
        const b = await upload(
          editor,
          profiles.erp,
          erpCsv("ONCE-2", [["SW01004", "1"]])
        )
        const answers = await Promise.all([
          process(editor, a),
          process(editor, b),
        ])
        expect(answers.map((x) => x.data.status)).toEqual(["failed", "failed"])
        expect(
          answers.every(
            (x) => x.data.errors[0].code === "DUPLICATE_ORDER_NUMBER"
          )
        ).toBe(true)
        expect(await orders()).toHaveLength(1)
      })

      it("a record deleted while awaiting approval (no order) frees its number: the resend is imported", async () => {
        const editor = await editorHeaders(api, getContainer(), [
          "plugin_b2b_order_import.editor",
          "plugin_b2b_inbound_record:delete",
        ])
        const file = ediCsv("WAIT-1")
        const first = (
          await process(editor, await upload(editor, profiles.edi, file))
        ).data
        expect(first.status).toBe("awaiting_approval")
        const deleted = await api.delete(
          `/api/plugin-b2b-inbound-record/${first.id}`,
          editor
        )
        expect(deleted.status).toBe(204)
        expect(deleted.headers["x-plugin-notice"]).toBeUndefined()
        const again = (
          await process(editor, await upload(editor, profiles.edi, file))
        ).data
        expect(again.status).toBe("awaiting_approval")
        const approved = await api.post(
          `/api/_action/plugin-b2b/approve/${again.id}`,
          {},
          editor
        )
        expect(approved.data.status).toBe("approved")
        expect(await orders()).toHaveLength(1)
      })

      it("an order deleted from the shop frees its number", async () => {
        const editor = await editorHeaders(api, getContainer(), [
          "plugin_b2b_order_import.editor",
          "plugin_b2b_inbound_record:delete",
        ])
        const file = erpCsv("GONE-1", [["SW01005", "1"]])
        const first = (
          await process(editor, await upload(editor, profiles.erp, file))
        ).data
        expect(first.status).toBe("approved")
        await api.delete(`/api/plugin-b2b-inbound-record/${first.id}`, editor)
        await getContainer()
          .resolve(Modules.ORDER)
          .softDeleteOrders([first.orderId])
        const again = (
          await process(editor, await upload(editor, profiles.erp, file))
        ).data
        expect(again.status).toBe("approved")
        expect(again.orderId).not.toBe(first.orderId)
      })

      it("the database refuses a second claim of one number", async () => {
        const service: any = getContainer().resolve("b2bImport")
        const claim = {
          profile_id: profiles.erp,
          external_order_number: "DB-1",
          order_id: "order_x",
          record_id: "r1",
        }
        expect((await service.createOrderNumberClaims(claim)).id).toEqual(
          expect.any(String)
        )
        await expect(
          service.createOrderNumberClaims({ ...claim, record_id: "r2" })
        ).rejects.toBeTruthy()
        expect(
          await service.listOrderNumberClaims({ external_order_number: "DB-1" })
        ).toHaveLength(1)
      })
    })

    describe("/admin: delete + resend", () => {
      it("deleting a record with an order says the order stays; the resend fails naming it", async () => {
        const admin = await createAdministrator(getContainer(), api)
        const file = erpCsv("ADM-ONCE", [["SW01001", "1"]])
        const id = (
          await api.post(
            "/admin/b2b/records",
            adminUpload(profiles.erp, file),
            admin
          )
        ).data.record.id
        const first = (
          await api.post(`/admin/b2b/records/${id}/process`, {}, admin)
        ).data.record
        expect(first.status).toBe("approved")
        const order = (await orders()).find(
          (o: any) => o.id === first.order_id
        )!

        const deleted = (await api.delete(`/admin/b2b/records/${id}`, admin))
          .data
        expect(deleted).toMatchObject({
          id,
          object: "plugin_b2b_inbound_record",
          deleted: true,
        })
        expect(deleted.message).toContain(`order #${order.display_id}`)
        expect(deleted.message).toContain("stays")

        const again = (
          await api.post(
            "/admin/b2b/records",
            adminUpload(profiles.erp, file),
            admin
          )
        ).data.record.id
        const resent = (
          await api.post(`/admin/b2b/records/${again}/process`, {}, admin)
        ).data.record
        expect(resent.status).toBe("failed")
        expect(resent.errors[0].code).toBe("DUPLICATE_ORDER_NUMBER")
        expect(resent.error_message).toContain(`#${order.display_id}`)
        expect(
          (await orders()).filter((o: any) => o.id === first.order_id)
        ).toHaveLength(1)
      })
    })
  },
})
