import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import {
  ediCsv,
  editorHeaders,
  erpCsv,
  seedShop,
  uploadAndProcess,
  uploadForm,
} from "../helpers/b2b"
import { restrictedUser } from "../helpers/access"

jest.setTimeout(240 * 1000)

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
    })

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    // Loosely typed: Medusa's generated query types (.medusa/types, written by `medusa start`) mark relations nullable.
    const orderOf = async (id: string): Promise<any> =>
      (
        await query().graph({
          entity: "order",
          fields: [
            "id",
            "email",
            "customer_id",
            "metadata",
            "items.*",
            "shipping_address.city",
          ],
          filters: { id },
        })
      ).data[0]

    describe("automatic approval (ERP profile, semicolon CSV)", () => {
      it("uploads, processes into a real Medusa order with reserved stock, and refuses a second run", async () => {
        const editor = await editorHeaders(api, getContainer())
        const { upload, processed } = await uploadAndProcess(
          api,
          editor,
          profiles.erp,
          erpCsv("PO-1001")
        )
        expect(upload.status).toBe(200)
        expect(upload.data).toEqual({
          id: expect.stringMatching(/^[0-9a-f]{32}$/),
          status: "pending",
          duplicate: false,
        })
        expect(processed.status).toBe(200)
        expect(processed.data).toMatchObject({
          id: upload.data.id,
          status: "approved",
          errorMessage: null,
          errors: [],
          // The order's id comes from the record's: a run that died after creating it finds it by key.
          orderId: `order_b2b_${upload.data.id}`,
        })

        const order = await orderOf(processed.data.orderId)
        expect(order.email).toBe("purchasing@acme-industrial.example")
        expect(order.metadata).toMatchObject({
          b2b_inbound_record_id: upload.data.id,
          b2b_external_order_number: "PO-1001",
        })
        expect(
          order.items.map((i: any) => [i.variant_sku, i.quantity]).sort()
        ).toEqual([
          ["SW01000", 10],
          ["SW01006", 2],
        ])
        expect(order.shipping_address.city).toBe("Berlin")

        const admin = await createAdminUser(getContainer(), api)
        const list = await api.get("/admin/orders?fields=id,email", admin)
        expect(list.data.orders.map((o: any) => o.id)).toContain(order.id)

        const reservations = await getContainer()
          .resolve(Modules.INVENTORY)
          .listReservationItems({})
        expect(
          reservations
            .map((r: any) => r.quantity)
            .sort((a: number, b: number) => a - b)
        ).toEqual([2, 10])

        const { data: linked } = await query().graph({
          entity: "inbound_record",
          fields: ["id", "order.id"],
          filters: { id: upload.data.id },
        })
        expect(linked[0].order?.id).toBe(order.id)

        const again = await settle(
          api.post(
            `/api/_action/plugin-b2b/process/${upload.data.id}`,
            {},
            editor
          )
        )
        const error = expectApiError(
          again,
          409,
          "PLUGIN_B2B__INVALID_STATUS_TRANSITION"
        )
        expect(error.detail).toContain("approved")
        expectApiError(
          await settle(
            api.post(
              `/api/_action/plugin-b2b/approve/${upload.data.id}`,
              {},
              editor
            )
          ),
          409,
          "PLUGIN_B2B__INVALID_STATUS_TRANSITION"
        )
      })

      it("returns the existing record for the same file, and fails a new file with an order number already imported", async () => {
        const editor = await editorHeaders(api, getContainer())
        const first = await uploadAndProcess(
          api,
          editor,
          profiles.erp,
          erpCsv("PO-2000")
        )
        const same = await api.post(
          "/api/_action/plugin-b2b/upload",
          uploadForm({ profileId: profiles.erp, file: erpCsv("PO-2000") }),
          editor
        )
        expect(same.data).toEqual({
          id: first.upload.data.id,
          status: "approved",
          duplicate: true,
        })

        const other = await uploadAndProcess(
          api,
          editor,
          profiles.erp,
          erpCsv("PO-2000", [["SW01002", "1"]])
        )
        expect(other.upload.data.duplicate).toBe(false)
        expect(other.processed.data.status).toBe("failed")
        expect(other.processed.data.errorMessage).toContain("PO-2000")
        expect(other.processed.data.errorMessage).toContain(
          first.processed.data.orderId
        )
        expect(other.processed.data.orderId).toBeNull()
        const { data: orders } = await query().graph({
          entity: "order",
          fields: ["id"],
        })
        expect(orders).toHaveLength(1)
      })
    })

    describe("manual approval (EDI profile, prices from the file)", () => {
      it("waits for approval without an order, then approve creates it once", async () => {
        const editor = await editorHeaders(api, getContainer())
        const { upload, processed } = await uploadAndProcess(
          api,
          editor,
          profiles.edi,
          ediCsv("EDI-1", [
            ["SW01001", "5", "0.50"],
            ["SW01003.200", "1", "9.99"],
          ])
        )
        expect(processed.data).toMatchObject({
          status: "awaiting_approval",
          orderId: null,
          errors: [],
        })
        expect(
          (await query().graph({ entity: "order", fields: ["id"] })).data
        ).toHaveLength(0)

        const approved = await api.post(
          `/api/_action/plugin-b2b/approve/${upload.data.id}`,
          {},
          editor
        )
        expect(approved.data).toMatchObject({
          status: "approved",
          changes: [],
          orderId: expect.stringMatching(/^order_/),
        })
        const order = await orderOf(approved.data.orderId)
        expect(
          order.items
            .map((i: any) => [i.variant_sku, i.quantity, i.unit_price])
            .sort()
        ).toEqual([
          ["SW01001", 5, 0.5],
          ["SW01003.200", 1, 9.99],
        ])
        expectApiError(
          await settle(
            api.post(
              `/api/_action/plugin-b2b/approve/${upload.data.id}`,
              {},
              editor
            )
          ),
          409,
          "PLUGIN_B2B__INVALID_STATUS_TRANSITION"
        )
      })

      it("reports a catalogue price that changed since the import", async () => {
        const editor = await editorHeaders(api, getContainer())
        const xml = openTransOrder("OT-7", [["SW01008", "1"]])
        const { upload, processed } = await uploadAndProcess(
          api,
          editor,
          profiles.opentrans,
          xml,
          "order.xml"
        )
        expect(processed.data.status).toBe("awaiting_approval")

        const { data: variants }: { data: any[] } = await query().graph({
          entity: "product_variant",
          fields: ["id", "product_id", "prices.amount", "prices.currency_code"],
          filters: { sku: "SW01008" },
        })
        const admin = await createAdminUser(getContainer(), api)
        const usd = variants[0].prices.find(
          (p: any) => p.currency_code === "usd"
        )
        await api.post(
          `/admin/products/${variants[0].product_id}/variants/${variants[0].id}`,
          {
            prices: [
              { currency_code: "eur", amount: 199 },
              { currency_code: "usd", amount: usd.amount },
            ],
          },
          admin
        )

        // The profile lets no price move pass (tolerance 0): approve asks for acceptance first.
        expectApiError(
          await settle(
            api.post(
              `/api/_action/plugin-b2b/approve/${upload.data.id}`,
              {},
              editor
            )
          ),
          409,
          "PLUGIN_B2B__CHANGES_NEED_ACCEPTANCE"
        )
        const approved = await api.post(
          `/api/_action/plugin-b2b/approve/${upload.data.id}`,
          { acceptChanges: true },
          editor
        )
        expect(approved.data.status).toBe("approved")
        expect(approved.data.changes).toEqual([
          expect.objectContaining({
            row: 1,
            sku: "SW01008",
            field: "unitPrice",
            after: 199,
          }),
        ])
        expect(approved.data.changes[0].message).toContain("199.00 EUR")
        expect((await orderOf(approved.data.orderId)).items[0].unit_price).toBe(
          199
        )
      })
    })

    describe("least privilege", () => {
      const orderCount = async () =>
        (await query().graph({ entity: "order", fields: ["id"] })).data.length

      it("refuses processing a file of an automatic profile without order:create on both dialects (403, no order, record still pending)", async () => {
        const privileges = [
          "plugin_b2b_inbound_record:create",
          "plugin_b2b_inbound_record:update",
        ]
        const noOrders = await editorHeaders(api, getContainer(), privileges)
        const orders = await orderCount()
        const { upload, processed } = await uploadAndProcess(
          api,
          noOrders,
          profiles.erp,
          erpCsv("PO-LP-1")
        )
        const error = expectApiError(
          processed,
          403,
          "FRAMEWORK__PERMISSION_DENIED"
        )
        expect(error.detail).toContain("order:create")
        expect(error.meta).toEqual({ missingPrivileges: ["order:create"] })
        const clerk = await restrictedUser(
          getContainer(),
          api,
          "clerk@test.example",
          privileges
        )
        const viaAdmin = await settle(
          api.post(
            `/admin/b2b/records/${upload.data.id}/process`,
            {},
            clerk.session
          )
        )
        expect({
          status: viaAdmin.status,
          message: viaAdmin.data.message,
        }).toEqual({
          status: 403,
          message: expect.stringContaining("order:create"),
        })
        const record = await api.get(
          `/api/plugin-b2b-inbound-record/${upload.data.id}`,
          noOrders
        )
        expect(record.data.data.status).toBe("pending")
        expect(await orderCount()).toBe(orders)

        // A manual profile creates no order on processing: the same caller may process it.
        const manual = await uploadAndProcess(
          api,
          noOrders,
          profiles.edi,
          ediCsv("PO-LP-2")
        )
        expect(manual.processed.data.status).toBe("awaiting_approval")
        // With order:create the automatic record goes through.
        const full = await editorHeaders(api, getContainer(), [
          ...privileges,
          "order:create",
        ])
        expect(
          (
            await api.post(
              `/api/_action/plugin-b2b/process/${upload.data.id}`,
              {},
              full
            )
          ).data.status
        ).toBe("approved")
      })

      it("refuses making a profile approve automatically without order:create, on both dialects; the profile stays manual", async () => {
        const privileges = [
          "plugin_b2b_profile:create",
          "plugin_b2b_profile:update",
        ]
        const integration = await editorHeaders(api, getContainer(), privileges)
        const toAuto = await settle(
          api.patch(
            `/api/plugin-b2b-profile/${profiles.edi}`,
            { approvalMode: "auto" },
            integration
          )
        )
        expect(
          expectApiError(toAuto, 403, "FRAMEWORK__PERMISSION_DENIED").detail
        ).toContain("order:create")
        expectApiError(
          await settle(
            api.post(
              "/api/plugin-b2b-profile",
              { name: "Sneaky", approvalMode: "auto", fileFormat: "csv" },
              integration
            )
          ),
          403,
          "FRAMEWORK__PERMISSION_DENIED"
        )
        const clerk = await restrictedUser(
          getContainer(),
          api,
          "profiler@test.example",
          privileges
        )
        expect(
          (
            await settle(
              api.post(
                `/admin/b2b/profiles/${profiles.edi}`,
                { approval_mode: "auto" },
                clerk.session
              )
            )
          ).status
        ).toBe(403)
        expect(
          (
            await settle(
              api.post(
                "/admin/b2b/profiles",
                { name: "Sneaky", approval_mode: "auto", file_format: "csv" },
                clerk.apiKey
              )
            )
          ).status
        ).toBe(403)
        const { data } = await query().graph({
          entity: "import_profile",
          fields: ["name", "approval_mode"],
        })
        expect(data.find((p: any) => p.name === "Sneaky")).toBeUndefined()
        expect(
          (
            await api.get(
              `/api/plugin-b2b-profile/${profiles.edi}`,
              integration
            )
          ).data.data.approvalMode
        ).toBe("manual")
        // Other changes to the profile stay open to the holder of plugin_b2b_profile:update.
        expect(
          (
            await settle(
              api.patch(
                `/api/plugin-b2b-profile/${profiles.edi}`,
                { approvalMode: "manual" },
                integration
              )
            )
          ).status
        ).toBe(204)
      })

      it("gives an upload-only integration (plugin_b2b_order_import.uploader) upload and record reads, nothing else", async () => {
        const uploader = await editorHeaders(api, getContainer(), [
          "plugin_b2b_order_import.uploader",
        ])
        const upload = await api.post(
          "/api/_action/plugin-b2b/upload",
          uploadForm({ profileId: profiles.erp, file: erpCsv("PO-UP-1") }),
          uploader
        )
        expect(upload.data.status).toBe("pending")
        expect(
          (
            await api.get(
              `/api/plugin-b2b-inbound-record/${upload.data.id}`,
              uploader
            )
          ).data.data.status
        ).toBe("pending")
        const process = await settle(
          api.post(
            `/api/_action/plugin-b2b/process/${upload.data.id}`,
            {},
            uploader
          )
        )
        expect(
          JSON.parse(
            expectApiError(process, 403, "FRAMEWORK__MISSING_PRIVILEGE_ERROR")
              .detail
          ).missingPrivileges
        ).toEqual(["plugin_b2b_inbound_record:update"])
        expectApiError(
          await settle(api.get("/api/plugin-b2b-profile", uploader)),
          403,
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )
        expectApiError(
          await settle(
            api.delete(
              `/api/plugin-b2b-inbound-record/${upload.data.id}`,
              uploader
            )
          ),
          403,
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )
      })
    })

    describe("formats", () => {
      it("imports JSON with a mapping by path", async () => {
        const editor = await editorHeaders(api, getContainer())
        const profile = (
          await api.post(
            "/api/plugin-b2b-profile?_response=1",
            {
              name: "JSON shop",
              approvalMode: "auto",
              fileFormat: "json",
              customerLookup: "email",
            },
            editor
          )
        ).data.data
        for (const [source, target] of [
          ["orderNo", "order.externalNumber"],
          ["buyer.email", "customer.email"],
          ["items[].sku", "line.sku"],
          ["items[].qty", "line.quantity"],
        ]) {
          await api.post(
            "/api/plugin-b2b-field-mapping",
            { profileId: profile.id, source, target },
            editor
          )
        }
        const json = JSON.stringify({
          orderNo: "J-1",
          buyer: { email: "purchasing@acme-industrial.example" },
          items: [{ sku: "SW01010", qty: 3 }],
        })
        const { processed } = await uploadAndProcess(
          api,
          editor,
          profile.id,
          json,
          "order.json"
        )
        expect(processed.data).toMatchObject({ status: "approved", errors: [] })
        expect((await orderOf(processed.data.orderId)).items[0]).toMatchObject({
          variant_sku: "SW01010",
          quantity: 3,
        })
      })

      it("imports openTRANS 2.1 with the standard paths and a Windows-1252 CSV with BOM-less umlauts", async () => {
        const editor = await editorHeaders(api, getContainer())
        const ot = await uploadAndProcess(
          api,
          editor,
          profiles.opentrans,
          openTransOrder("OT-1", [
            ["SW01000", "4"],
            ["SW01012", "1"],
          ]),
          "order.xml"
        )
        expect(ot.processed.data).toMatchObject({
          status: "awaiting_approval",
          errors: [],
        })

        await api.patch(
          `/api/plugin-b2b-profile/${profiles.erp}`,
          { csvEncoding: "windows-1252" },
          editor
        )
        const latin1 = Buffer.from(
          erpCsv("PO-ÄÖÜ", [["SW01004", "7"]])
            .replace(";;", ";Lieferung an Tür 3;")
            .replace(/\n/g, "\r\n"),
          "latin1"
        )
        const win = await uploadAndProcess(api, editor, profiles.erp, latin1)
        expect(win.processed.data).toMatchObject({ status: "approved" })
        expect(
          (await orderOf(win.processed.data.orderId)).metadata
            .b2b_external_order_number
        ).toBe("PO-ÄÖÜ")
      })
    })
  },
})

/** A minimal openTRANS 2.1 ORDER for customer K-10001. */
function openTransOrder(orderId: string, lines: [string, string][]) {
  const items = lines
    .map(
      ([sku, qty], i) =>
        `<ORDER_ITEM><LINE_ITEM_ID>${i + 1}</LINE_ITEM_ID><PRODUCT_ID><bmecat:SUPPLIER_PID type="supplier_specific">${sku}</bmecat:SUPPLIER_PID></PRODUCT_ID><QUANTITY>${qty}</QUANTITY><bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT></ORDER_ITEM>`
    )
    .join("")
  return `<?xml version="1.0" encoding="UTF-8"?>
<ORDER xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bmecat="http://www.bmecat.org/bmecat/2005" version="2.1" type="standard">
  <ORDER_HEADER><ORDER_INFO><ORDER_ID>${orderId}</ORDER_ID><ORDER_DATE>2026-11-20</ORDER_DATE>
    <PARTIES><PARTY><bmecat:PARTY_ID type="buyer_specific">K-10001</bmecat:PARTY_ID><PARTY_ROLE>buyer</PARTY_ROLE></PARTY></PARTIES>
    <ORDER_PARTIES_REFERENCE><bmecat:BUYER_IDREF type="buyer_specific">K-10001</bmecat:BUYER_IDREF><bmecat:SUPPLIER_IDREF type="supplier_specific">SHOP</bmecat:SUPPLIER_IDREF></ORDER_PARTIES_REFERENCE>
  </ORDER_INFO></ORDER_HEADER>
  <ORDER_ITEM_LIST>${items}</ORDER_ITEM_LIST>
  <ORDER_SUMMARY><TOTAL_ITEM_NUM>${lines.length}</TOTAL_ITEM_NUM></ORDER_SUMMARY>
</ORDER>`
}
