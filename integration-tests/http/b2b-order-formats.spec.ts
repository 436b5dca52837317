import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdministrator } from "../helpers/access"
import { settle } from "../helpers/api-client"
import { editorHeaders, seedShop } from "../helpers/b2b"
import {
  adminOrder,
  availableStock,
  eurPrices,
  EXAMPLES,
  type ExampleFormat,
  exampleBytes,
  exampleText,
  exampleXlsx,
  itemsOf,
  processViaAdmin,
  processViaApi,
  stockUp,
} from "../helpers/b2b-order-formats"
import {
  BUYER,
  EXPECTED,
  orderAddress,
  SKUS,
  snakeAddress,
} from "../helpers/b2b-order-examples"

jest.setTimeout(300 * 1000)

/** The example files of docs/examples/orders/ through their demo profiles, on both dialects; the fix loop for UBL. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    let editor: { headers: Record<string, string> }
    let admin: { headers: Record<string, string> }
    let prices: Record<string, number>
    let demoStock: Record<string, number>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
      editor = await editorHeaders(api, getContainer())
      admin = await createAdministrator(getContainer(), api)
      prices = await eurPrices(getContainer(), SKUS)
      // What the demo shop stocks before this suite approves several orders of the same lines (then stocked up).
      demoStock = await availableStock(getContainer(), SKUS)
      await stockUp(getContainer(), SKUS, 100_000)
    })

    it("the demo shop stocks what each example file orders (else the example ends mapped with INSUFFICIENT_STOCK)", () => {
      const short = Object.entries(EXPECTED).flatMap(([format, e]) =>
        e!.lines
          .filter(([sku, qty]) => qty > demoStock[sku])
          .map(([sku, qty]) => ({
            format,
            sku,
            ordered: qty,
            inStock: demoStock[sku],
          }))
      )
      expect(short).toEqual([])
    })

    /** The example file with its order number replaced (each dialect imports its own order: numbers are unique). */
    const example = (format: ExampleFormat, orderId: string) =>
      format === "xlsx"
        ? exampleXlsx([EXAMPLES.xlsx.orderId, orderId])
        : exampleText(format, [EXAMPLES[format].orderId, orderId])

    const formats = (Object.keys(EXPECTED) as ExampleFormat[]).map(
      (f) => [f] as [ExampleFormat]
    )

    describe("each example file ends awaiting approval, and its approval orders what the file says", () => {
      it.each(formats)("%s over /api", async (format) => {
        const expected = EXPECTED[format]!
        const processed = await processViaApi(
          api,
          editor,
          profiles[format],
          exampleBytes(format),
          EXAMPLES[format].file,
          EXAMPLES[format].type
        )
        expect(processed).toMatchObject({
          status: "awaiting_approval",
          errors: [],
          orderId: null,
        })

        const check = await api.post(
          `/api/_action/plugin-b2b/check/${processed.id}`,
          {},
          editor
        )
        expect(check.data).toMatchObject({
          status: "awaiting_approval",
          customer: { id: expect.stringMatching(/^cus_/), email: BUYER },
          shippingAddress: expect.objectContaining(expected.shipping),
          billingAddress: expect.objectContaining(expected.billing),
          differences: [],
          errors: [],
        })
        expect(
          check.data.lines.map((l: any) => [
            l.sku,
            l.quantity,
            l.shopPrice,
            l.orderPrice,
          ])
        ).toEqual(
          expected.lines.map(([sku, qty, named]) => [
            named ?? sku,
            qty,
            prices[sku],
            prices[sku],
          ])
        )
        // Every line found its variant (a GTIN-only line too): the clerk sees the product's title.
        expect(check.data.lines.filter((l: any) => !l.title)).toEqual([])
        expect(check.data.totals).toMatchObject({ currencyCode: "eur" })
        expect(check.data.totals.taxTotal).toBeGreaterThan(0)

        const approved = await api.post(
          `/api/_action/plugin-b2b/approve/${processed.id}`,
          {},
          editor
        )
        expect(approved.data).toMatchObject({
          status: "approved",
          orderId: expect.stringMatching(/^order_/),
        })
        const order = await adminOrder(api, admin, approved.data.orderId)
        expect(order.customer_id).toBe(check.data.customer.id)
        expect(itemsOf(order)).toEqual(
          expected.lines.map(([sku, qty]) => [sku, qty, prices[sku]])
        )
        expect(order.shipping_address).toMatchObject(
          orderAddress(expected.shipping as Record<string, string>)
        )
        expect(order.billing_address).toMatchObject(
          orderAddress(expected.billing as Record<string, string>)
        )
        expect(Number(order.total)).toBeCloseTo(check.data.totals.total, 2)
      })

      it.each(formats)("%s over /admin", async (format) => {
        const expected = EXPECTED[format]!
        const record = await processViaAdmin(
          api,
          admin,
          profiles[format],
          example(format, `${EXAMPLES[format].orderId}-ADM`),
          EXAMPLES[format].file,
          EXAMPLES[format].type
        )
        expect(record).toMatchObject({
          status: "awaiting_approval",
          errors: [],
          external_order_number: `${EXAMPLES[format].orderId}-ADM`,
        })

        const check = (
          await api.post(`/admin/b2b/records/${record.id}/check`, {}, admin)
        ).data.check
        expect(check).toMatchObject({
          customer: { email: BUYER },
          shipping_address: expect.objectContaining(
            snakeAddress(expected.shipping)
          ),
          billing_address: expect.objectContaining(
            snakeAddress(expected.billing)
          ),
          differences: [],
        })
        expect(
          check.lines.map((l: any) => [l.sku, l.quantity, l.shop_price])
        ).toEqual(
          expected.lines.map(([sku, qty, named]) => [
            named ?? sku,
            qty,
            prices[sku],
          ])
        )

        const approved = await api.post(
          `/admin/b2b/records/${record.id}/approve`,
          {},
          admin
        )
        expect(approved.data.record).toMatchObject({
          status: "approved",
          order_id: expect.stringMatching(/^order_/),
        })
        const order = await adminOrder(
          api,
          admin,
          approved.data.record.order_id
        )
        expect(itemsOf(order)).toEqual(
          expected.lines.map(([sku, qty]) => [sku, qty, prices[sku]])
        )
        expect(order.shipping_address).toMatchObject(
          orderAddress(expected.shipping as Record<string, string>)
        )
      })
    })

    describe("the fix loop", () => {
      it("a UBL order with an unknown SKU ends mapped; the corrected file replaces it and is processed into awaiting approval", async () => {
        const orderId = "UBL-FIX-1"
        const broken = await processViaApi(
          api,
          editor,
          profiles.ubl,
          exampleText(
            "ubl",
            [EXAMPLES.ubl.orderId, orderId],
            ["<cbc:ID>SW01001.100</cbc:ID>", "<cbc:ID>SW09999</cbc:ID>"]
          ),
          "po-broken.xml"
        )
        expect(broken).toMatchObject({
          status: "mapped",
          errors: [
            expect.objectContaining({
              row: 2,
              code: "UNKNOWN_SKU",
              value: "SW09999",
            }),
          ],
        })
        const form = new FormData()
        form.append(
          "file",
          new Blob([exampleText("ubl", [EXAMPLES.ubl.orderId, orderId])], {
            type: "application/xml",
          }),
          "po-fixed.xml"
        )
        const replaced = await api.post(
          `/api/_action/plugin-b2b/replace-file/${broken.id}`,
          form,
          editor
        )
        expect(replaced.data).toMatchObject({
          id: broken.id,
          status: "pending",
        })
        const processed = await settle(
          api.post(`/api/_action/plugin-b2b/process/${broken.id}`, {}, editor)
        )
        expect(processed.data).toMatchObject({
          id: broken.id,
          status: "awaiting_approval",
          errors: [],
        })
        const check = await api.post(
          `/api/_action/plugin-b2b/check/${broken.id}`,
          {},
          editor
        )
        expect(check.data.lines.map((l: any) => l.sku)).toEqual([
          "SW01000",
          "SW01001.100",
          "4001005000001",
        ])
      })
    })
  },
})
