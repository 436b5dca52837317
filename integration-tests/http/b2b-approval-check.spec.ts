import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdministrator, restrictedUser } from "../helpers/access"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import {
  editorHeaders,
  erpCsv,
  seedShop,
  uploadAndProcess,
} from "../helpers/b2b"
import { setEurPrice, setStock, shopReads } from "../helpers/b2b-approval"

jest.setTimeout(240 * 1000)

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    let admin: any
    let editor: any
    const shop = shopReads(getContainer)
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
      admin = await createAdministrator(getContainer(), api)
      // The ERP profile (catalogue prices) waits for approval, and lets prices move by up to 5 %.
      const setup = await settle(
        api.post(
          `/admin/b2b/profiles/${profiles.erp}`,
          { approval_mode: "manual", price_tolerance_percent: 5 },
          admin
        )
      )
      expect({ status: setup.status, body: setup.data }).toMatchObject({
        status: 200,
      })
      editor = await editorHeaders(api, getContainer(), [
        "plugin_b2b_order_import.editor",
        "order:create",
      ])
    })

    /** An ERP file processed into a record awaiting approval. */
    async function waiting(orderNumber: string, lines?: [string, string][]) {
      const { upload, processed } = await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv(orderNumber, lines)
      )
      expect(processed.data.status).toBe("awaiting_approval")
      return upload.data.id as string
    }
    const check = (id: string) =>
      settle(api.post(`/api/_action/plugin-b2b/check/${id}`, {}, editor))
    const approve = (id: string, body: object = {}) =>
      settle(api.post(`/api/_action/plugin-b2b/approve/${id}`, body, editor))

    describe("check", () => {
      it("answers what approve would create, changes nothing, and its totals equal the order's", async () => {
        const id = await waiting("CHK-1")
        const before = await shop.record(id)
        const orders = await shop.orderCount()
        const variant = await shop.variant("SW01000")
        const eur = variant.prices.find((p: any) => p.currency_code === "eur")

        const res = await check(id)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          id,
          status: "awaiting_approval",
          customer: expect.objectContaining({
            id: expect.stringMatching(/^cus_/),
            email: expect.any(String),
          }),
          shippingAddress: expect.objectContaining({ countryCode: "de" }),
          lines: [
            expect.objectContaining({
              row: 2,
              sku: "SW01000",
              // The clerk tells lines apart by product (the variant's title alone is "Single" on many).
              title: `${variant.product.title} (${variant.title})`,
              quantity: 10,
              filePrice: null,
              shopPrice: eur.amount,
              stockAvailable: expect.any(Number),
            }),
            expect.objectContaining({ row: 3, sku: "SW01006", quantity: 2 }),
          ],
          totals: {
            subtotal: expect.any(Number),
            taxTotal: expect.any(Number),
            total: expect.any(Number),
            currencyCode: "eur",
          },
          differences: [],
        })
        expect(res.data.totals.taxTotal).toBeGreaterThan(0)
        // A dry run: the record and the shop are as before.
        const after = await shop.record(id)
        expect([after.attempts, String(after.updated_at)]).toEqual([
          before.attempts,
          String(before.updated_at),
        ])
        expect(await shop.orderCount()).toBe(orders)

        // The /admin twin answers the same in snake_case.
        const viaAdmin = await api.post(
          `/admin/b2b/records/${id}/check`,
          {},
          admin
        )
        expect(viaAdmin.data.check).toMatchObject({
          shipping_address: expect.objectContaining({ country_code: "de" }),
          lines: [
            expect.objectContaining({ sku: "SW01000", shop_price: eur.amount }),
            expect.anything(),
          ],
          totals: { ...toSnake(res.data.totals) },
        })

        const approved = await approve(id)
        expect(approved.data.status).toBe("approved")
        const order = await shop.order(approved.data.orderId)
        // The order's totals are BigNumbers in-app: compared as numbers.
        expect({
          subtotal: Number(order.subtotal),
          taxTotal: Number(order.tax_total),
          total: Number(order.total),
        }).toEqual({
          subtotal: res.data.totals.subtotal,
          taxTotal: res.data.totals.taxTotal,
          total: res.data.totals.total,
        })
      })

      it("answers 409 in words for a final record and 404 for an unknown one", async () => {
        const id = await waiting("CHK-2")
        await approve(id)
        const error = expectApiError(
          await check(id),
          409,
          "PLUGIN_B2B__INVALID_STATUS_TRANSITION"
        )
        expect(error.detail).toContain("approved")
        expectApiError(
          await check("0123456789abcdef0123456789abcdef"),
          404,
          "PLUGIN_B2B__INBOUND_RECORD_NOT_FOUND"
        )
      })
    })

    describe("approve with changes", () => {
      it("refuses a price moved beyond the profile's tolerance until the changes are accepted, writing nothing", async () => {
        const id = await waiting("CHG-1", [["SW01002", "1"]])
        const variant = await shop.variant("SW01002")
        const eur = variant.prices.find((p: any) => p.currency_code === "eur")
        await setEurPrice(api, admin, variant, eur.amount * 2)

        const listed = await check(id)
        expect(listed.data.differences).toEqual([
          expect.objectContaining({
            row: 2,
            sku: "SW01002",
            field: "unitPrice",
            before: eur.amount,
            after: eur.amount * 2,
            allowed: false,
            message: expect.stringContaining("price"),
          }),
        ])
        const before = await shop.record(id)
        const orders = await shop.orderCount()
        const refused = await approve(id)
        const error = expectApiError(
          refused,
          409,
          "PLUGIN_B2B__CHANGES_NEED_ACCEPTANCE"
        )
        expect(error.detail).toContain("acceptChanges")
        expect(error.meta.changes).toEqual([
          expect.objectContaining({ sku: "SW01002", field: "unitPrice" }),
        ])
        const after = await shop.record(id)
        expect([
          after.status,
          after.attempts,
          String(after.updated_at),
        ]).toEqual([
          "awaiting_approval",
          before.attempts,
          String(before.updated_at),
        ])
        expect(await shop.orderCount()).toBe(orders)

        // Neither dialect takes other fields in the approve body.
        expectApiError(
          await approve(id, { acceptChanges: "yes" }),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        const adminBad = await settle(
          api.post(`/admin/b2b/records/${id}/approve`, { accept: true }, admin)
        )
        expect(adminBad.status).toBe(400)

        const accepted = await approve(id, { acceptChanges: true })
        expect(accepted.data).toMatchObject({
          status: "approved",
          orderId: expect.stringMatching(/^order_/),
          changes: [expect.objectContaining({ field: "unitPrice" })],
        })
        const order = await shop.order(accepted.data.orderId)
        expect(Number(order.items[0].unit_price)).toBe(eur.amount * 2)
        await setEurPrice(api, admin, variant, eur.amount)
      })

      it("approves a price move within the tolerance without asking (/admin)", async () => {
        const id = await waiting("CHG-2", [["SW01004", "1"]])
        const variant = await shop.variant("SW01004")
        const eur = variant.prices.find((p: any) => p.currency_code === "eur")
        await setEurPrice(api, admin, variant, eur.amount * 1.04)
        const { data } = await api.post(
          `/admin/b2b/records/${id}/check`,
          {},
          admin
        )
        expect(data.check.differences).toEqual([
          expect.objectContaining({ field: "unitPrice", allowed: true }),
        ])
        const approved = await api.post(
          `/admin/b2b/records/${id}/approve`,
          {},
          admin
        )
        expect(approved.data.record.status).toBe("approved")
        await setEurPrice(api, admin, variant, eur.amount)
      })

      it("takes accept_changes on /admin: refused (409 with meta.changes) until accepted", async () => {
        const id = await waiting("CHG-4", [["SW01009", "1"]])
        const variant = await shop.variant("SW01009")
        const eur = variant.prices.find((p: any) => p.currency_code === "eur")
        await setEurPrice(api, admin, variant, eur.amount * 2)
        const refused = await settle(
          api.post(`/admin/b2b/records/${id}/approve`, {}, admin)
        )
        expect(refused.status).toBe(409)
        expect(refused.data).toMatchObject({
          code: "PLUGIN_B2B__CHANGES_NEED_ACCEPTANCE",
          message: expect.stringContaining("needs your acceptance"),
          meta: { changes: [expect.objectContaining({ sku: "SW01009" })] },
        })
        // The words name /admin's own field.
        expect(refused.data.message).toContain('"accept_changes": true')
        expect(refused.data.message).not.toContain("acceptChanges")
        const accepted = await api.post(
          `/admin/b2b/records/${id}/approve`,
          { accept_changes: true },
          admin
        )
        expect(accepted.data.record.status).toBe("approved")
      })

      it("lists stock short and a product gone; accepting cannot create an order for them", async () => {
        const id = await waiting("CHG-3", [
          ["SW01005", "3"],
          ["SW01007", "1"],
        ])
        const short = await shop.variant("SW01005")
        await setStock(getContainer(), short, 1)
        const shortEur = short.prices.find(
          (p: any) => p.currency_code === "eur"
        )
        await setEurPrice(api, admin, short, shortEur.amount * 2)
        const gone = await shop.variant("SW01007")
        await api.post(
          `/admin/products/${gone.product_id}`,
          { status: "draft" },
          admin
        )
        const { data } = await check(id)
        expect(data.differences).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              row: 2,
              sku: "SW01005",
              field: "stock",
              allowed: false,
            }),
            expect.objectContaining({
              row: 3,
              sku: "SW01007",
              field: "product",
              allowed: false,
            }),
          ])
        )
        // The refusal asks for the price and says at once what accepting will not mend.
        const refused = expectApiError(
          await approve(id),
          409,
          "PLUGIN_B2B__CHANGES_NEED_ACCEPTANCE"
        )
        expect(refused.meta.changes).toEqual([
          expect.objectContaining({ sku: "SW01005", field: "unitPrice" }),
        ])
        expect(refused.detail).toMatch(
          /Accepting does not mend these, which keep the record waiting: .*SW01005.*SW01007/
        )
        const orders = await shop.orderCount()
        const tried = await approve(id, { acceptChanges: true })
        expect(tried.data.status).toBe("awaiting_approval")
        expect(tried.data.orderId).toBeNull()
        expect(tried.data.errorMessage).toContain("SW01007")
        expect(await shop.orderCount()).toBe(orders)
        await setStock(getContainer(), short, 500)
        await setEurPrice(api, admin, short, shortEur.amount)
        await api.post(
          `/admin/products/${gone.product_id}`,
          { status: "published" },
          admin
        )
      })
    })

    describe("reject", () => {
      it("counts a reason's characters as a reader does: 500 emoji are 500 characters, 501 too many", async () => {
        const id = await waiting("REJ-EMOJI")
        const reject = (reason: string) =>
          settle(
            api.post(`/api/_action/plugin-b2b/reject/${id}`, { reason }, editor)
          )
        expectApiError(
          await reject("👍".repeat(501)),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        expect((await reject("👍".repeat(500))).status).toBe(200)
        expect((await shop.record(id)).rejection_reason).toBe("👍".repeat(500))
      })

      it("rejects with a reason; a rejected record can be neither processed, approved, checked nor rejected again", async () => {
        const id = await waiting("REJ-1")
        const reject = (body: object) =>
          settle(api.post(`/api/_action/plugin-b2b/reject/${id}`, body, editor))
        expectApiError(
          await reject({}),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        expectApiError(
          await reject({ reason: "   " }),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        expectApiError(
          await reject({ reason: "x".repeat(501) }),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        expect((await shop.record(id)).status).toBe("awaiting_approval")

        const rejected = await reject({
          reason: "  Customer cancelled by phone ",
        })
        expect(rejected.data).toMatchObject({
          id,
          status: "rejected",
          orderId: null,
          rejectionReason: "Customer cancelled by phone",
          rejectedBy: "ERP (integration)",
        })
        const read = await api.get(
          `/api/plugin-b2b-inbound-record/${id}`,
          editor
        )
        expect(read.data.data).toMatchObject({
          status: "rejected",
          rejectionReason: "Customer cancelled by phone",
          rejectedBy: "ERP (integration)",
          rejectedAt: expect.any(String),
        })
        for (const action of ["process", "approve", "check"]) {
          const error = expectApiError(
            await settle(
              api.post(`/api/_action/plugin-b2b/${action}/${id}`, {}, editor)
            ),
            409,
            "PLUGIN_B2B__INVALID_STATUS_TRANSITION"
          )
          expect(error.detail).toContain("was rejected by ERP (integration) on")
          expect(error.detail).toContain("Customer cancelled by phone")
        }
        expectApiError(
          await reject({ reason: "again" }),
          409,
          "PLUGIN_B2B__INVALID_STATUS_TRANSITION"
        )
        // The corrected order with the same number may come in.
        await waiting("REJ-1", [["SW01000", "4"]])
      })

      it("rejects a pending record through /admin; a bad reason is a 400 in words", async () => {
        const upload = await uploadAndProcess(
          api,
          editor,
          profiles.erp,
          erpCsv("REJ-2", [["NOPE-1", "1"]])
        )
        const id = upload.upload.data.id
        expect(upload.processed.data.status).toBe("mapped")
        const bad = await settle(
          api.post(`/admin/b2b/records/${id}/reject`, { reason: "" }, admin)
        )
        expect(bad.status).toBe(400)
        expect(bad.data.message).toContain("reason")
        const { data } = await api.post(
          `/admin/b2b/records/${id}/reject`,
          { reason: "Wrong customer" },
          admin
        )
        expect(data.record).toMatchObject({
          status: "rejected",
          rejection_reason: "Wrong customer",
          rejected_by: expect.any(String),
          rejected_at: expect.any(String),
        })
      })
    })

    describe("privileges", () => {
      it("lets a read-only caller check, and refuses reject and approve (403) on both dialects", async () => {
        const id = await waiting("PRIV-1")
        const reader = await editorHeaders(api, getContainer(), [
          "plugin_b2b_inbound_record:read",
        ])
        expect(
          (
            await settle(
              api.post(`/api/_action/plugin-b2b/check/${id}`, {}, reader)
            )
          ).status
        ).toBe(200)
        for (const action of ["reject", "approve"]) {
          expectApiError(
            await settle(
              api.post(
                `/api/_action/plugin-b2b/${action}/${id}`,
                action === "reject" ? { reason: "no" } : {},
                reader
              )
            ),
            403,
            "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
          )
        }
        const clerk = await restrictedUser(
          getContainer(),
          api,
          "reader@test.example",
          ["plugin_b2b_inbound_record:read"]
        )
        const checked = await settle(
          api.post(`/admin/b2b/records/${id}/check`, {}, clerk.session)
        )
        expect(checked.status).toBe(200)
        const refused = await settle(
          api.post(
            `/admin/b2b/records/${id}/reject`,
            { reason: "no" },
            clerk.session
          )
        )
        expect(refused.status).toBe(403)
        expect((await shop.record(id)).status).toBe("awaiting_approval")
      })
    })
  },
})

function toSnake(totals: Record<string, unknown>) {
  return {
    subtotal: totals.subtotal,
    tax_total: totals.taxTotal,
    total: totals.total,
    currency_code: totals.currencyCode,
  }
}
