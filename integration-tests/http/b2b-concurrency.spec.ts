import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { settle } from "../helpers/api-client"
import {
  ediCsv,
  editorHeaders,
  erpCsv,
  seedShop,
  uploadRecord,
} from "../helpers/b2b"

jest.setTimeout(300 * 1000)

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
          .graph({ entity: "order", fields: ["id", "metadata"] })
      ).data
    const upload = (headers: any, profileId: string, file: string) =>
      uploadRecord(api, headers, profileId, file)

    describe("exactly one order however many runs race", () => {
      it("20 concurrent process calls on one record create one order; the others are refused with 409", async () => {
        const editor = await editorHeaders(api, getContainer())
        const id = await upload(editor, profiles.erp, erpCsv("RACE-1"))
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            settle(
              api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)
            )
          )
        )
        const statuses = answers.map((a) => a.status)
        expect(statuses.filter((s) => s === 200)).toHaveLength(1)
        expect(statuses.filter((s) => s === 409)).toHaveLength(19)
        expect(answers.find((a) => a.status === 200).data.status).toBe(
          "approved"
        )
        expect(
          answers
            .filter((a) => a.status === 409)
            .every(
              (a) =>
                a.data.errors[0].code ===
                "PLUGIN_B2B__INVALID_STATUS_TRANSITION"
            )
        ).toBe(true)
        expect(await orders()).toHaveLength(1)
        const reservations = await getContainer()
          .resolve(Modules.INVENTORY)
          .listReservationItems({})
        expect(reservations).toHaveLength(2)
      })

      it("approve racing with process, and 10 approves at once, create one order", async () => {
        const editor = await editorHeaders(api, getContainer())
        const id = await upload(editor, profiles.edi, ediCsv("RACE-2"))
        expect(
          (await api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor))
            .data.status
        ).toBe("awaiting_approval")
        const answers = await Promise.all([
          ...Array.from({ length: 10 }, () =>
            settle(
              api.post(`/api/_action/plugin-b2b/approve/${id}`, {}, editor)
            )
          ),
          ...Array.from({ length: 5 }, () =>
            settle(
              api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)
            )
          ),
        ])
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
        expect(answers.filter((a) => a.status === 409)).toHaveLength(14)
        expect(await orders()).toHaveLength(1)
      })

      it("two files with the same order number processed at once give one order and one failure naming it", async () => {
        const editor = await editorHeaders(api, getContainer())
        const a = await upload(
          editor,
          profiles.erp,
          erpCsv("RACE-3", [["SW01002", "1"]])
        )
        const b = await upload(
          editor,
          profiles.erp,
          erpCsv("RACE-3", [["SW01003", "1"]])
        )
        const [ra, rb] = await Promise.all(
          [a, b].map((id) =>
            api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)
          )
        )
        const results = [ra.data, rb.data].sort((x, y) =>
          x.status.localeCompare(y.status)
        )
        expect(results.map((r) => r.status)).toEqual(["approved", "failed"])
        expect(results[1].errors[0].code).toBe("DUPLICATE_ORDER_NUMBER")
        expect(results[1].errorMessage).toContain(results[0].orderId)
        expect(await orders()).toHaveLength(1)
      })

      it("a run that died after creating the order adopts that order instead of creating a second", async () => {
        const editor = await editorHeaders(api, getContainer())
        const id = await upload(
          editor,
          profiles.erp,
          erpCsv("CRASH-1", [["SW01005", "1"]])
        )
        const first = await api.post(
          `/api/_action/plugin-b2b/process/${id}`,
          {},
          editor
        )
        // Simulate the crash window: the order exists, but the record was never marked as done.
        const knex = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        await knex("plugin_b2b_inbound_record")
          .where({ id })
          .update({ status: "mapped", order_id: null })
        const again = await api.post(
          `/api/_action/plugin-b2b/process/${id}`,
          {},
          editor
        )
        expect(again.data).toMatchObject({
          status: "approved",
          orderId: first.data.orderId,
        })
        expect(await orders()).toHaveLength(1)
      })
    })
  },
})
