import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdministrator } from "../helpers/access"
import { expectApiError } from "../helpers/api-assertions"
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
  itemsOf,
  processViaAdmin,
  processViaApi,
  stockUp,
} from "../helpers/b2b-order-formats"

jest.setTimeout(300 * 1000)

const BUYER = "purchasing@acme-industrial.example"
const DELIVERY = {
  company: "ACME Industrial GmbH",
  address1: "Industriestrasse 14",
  address2: "Gate 3",
  postalCode: "10115",
  city: "Berlin",
  countryCode: "de",
}

const SKUS = ["SW01000", "SW01001.100", "SW01005"]

/** A line as [the variant's SKU, quantity, how the file names it when not by that SKU]. */
type Line = [sku: string, quantity: number, named?: string]

/** What each example file orders and where to. */
const EXPECTED: Partial<
  Record<ExampleFormat, { lines: Line[]; shipping: object; billing: object }>
> = {
  ubl: {
    // Line 3 names only its GTIN: the check shows it as the file does, the order has the variant's SKU.
    lines: [
      ["SW01000", 200],
      ["SW01001.100", 2],
      ["SW01005", 12, "4001005000001"],
    ],
    shipping: {
      ...DELIVERY,
      lastName: "Petra Schulz",
      phone: "+49 30 1234567",
    },
    billing: {
      company: "ACME Industrial GmbH",
      address1: "Industriestrasse 12",
      address2: "Accounts payable",
      city: "Berlin",
      countryCode: "de",
    },
  },
  edifact: {
    lines: [
      ["SW01000", 200],
      ["SW01001.100", 2],
      ["SW01005", 12, "4001005000001"],
    ],
    // NAD+DP's street lines in the file's order (C059: "Lager Tor 3:Industriestrasse 14").
    shipping: {
      company: "ACME Industrial GmbH",
      address1: "Lager Tor 3",
      address2: "Industriestrasse 14",
      postalCode: "10115",
      city: "Berlin",
      countryCode: "de",
    },
    billing: {
      company: "ACME Industrial GmbH",
      address1: "Industriestrasse 12",
      postalCode: "10115",
      city: "Berlin",
      countryCode: "de",
    },
  },
  cxml: {
    lines: [
      ["SW01000", 200],
      ["SW01001.100", 2],
      ["SW01005", 12],
    ],
    shipping: { ...DELIVERY, lastName: "Petra Schulz" },
    billing: {
      company: "ACME Industrial GmbH",
      lastName: "Accounts payable",
      address1: "Industriestrasse 12",
      city: "Berlin",
      countryCode: "de",
    },
  },
}

/** A camelCase address in the admin's snake_case. */
const snakeAddress = (a: object) =>
  Object.fromEntries(
    Object.entries(a).map(([k, v]) => [
      k.replace(/[A-Z0-9]+/g, (c) => `_${c.toLowerCase()}`),
      v,
    ])
  )

/** The Medusa order address the file's address becomes. */
const orderAddress = (a: Record<string, string>) => ({
  company: a.company,
  address_1: a.address1,
  ...(a.address2 ? { address_2: a.address2 } : {}),
  city: a.city,
  country_code: a.countryCode,
})

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
        ? exampleBytes(format)
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

    describe("profiles of the new formats", () => {
      it("round-trip fileFormat, sheetName, headerRow and customerNumberField over /api and /admin", async () => {
        const created = await api.post(
          "/api/plugin-b2b-profile?_response=1",
          {
            name: "Excel form, sheet Bestellung",
            approvalMode: "manual",
            fileFormat: "xlsx",
            sheetName: "Bestellung",
            headerRow: 5,
            customerLookup: "number",
            customerNumberField: "customer_number",
          },
          editor
        )
        const id = created.data.data.id
        const read = await api.get(`/api/plugin-b2b-profile/${id}`, editor)
        expect(read.data.data).toMatchObject({
          fileFormat: "xlsx",
          sheetName: "Bestellung",
          headerRow: 5,
          customerNumberField: "customer_number",
        })
        const viaAdmin = await api.get(`/admin/b2b/profiles/${id}`, admin)
        expect(viaAdmin.data.profile).toMatchObject({
          file_format: "xlsx",
          sheet_name: "Bestellung",
          header_row: 5,
        })

        for (const [format, field] of [
          ["edifact", "gln"],
          ["ubl", "peppol_id"],
          ["cxml", "ariba_network_id"],
        ]) {
          const made = await api.post(
            "/admin/b2b/profiles",
            {
              name: `Admin ${format}`,
              approval_mode: "manual",
              file_format: format,
              customer_lookup: "number",
              customer_number_field: field,
            },
            admin
          )
          expect(made.data.profile).toMatchObject({
            file_format: format,
            customer_number_field: field,
          })
          const back = await api.get(
            `/api/plugin-b2b-profile/${made.data.profile.id}`,
            editor
          )
          expect(back.data.data).toMatchObject({
            fileFormat: format,
            customerNumberField: field,
          })
        }
      })

      it("refuses a customer field that is no metadata key in words, on both dialects", async () => {
        const refused = await settle(
          api.post(
            "/api/plugin-b2b-profile",
            {
              name: "Bad field",
              approvalMode: "manual",
              fileFormat: "ubl",
              customerNumberField: "Gln!",
            },
            editor
          )
        )
        const error = expectApiError(
          refused,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/customerNumberField"
        )
        expect(error.detail).toContain("metadata key")
        const adminRefused = await settle(
          api.post(
            `/admin/b2b/profiles/${profiles.ubl}`,
            { customer_number_field: "Gln!" },
            admin
          )
        )
        expect(adminRefused.status).toBe(400)
        expect(adminRefused.data.message).toContain("metadata key")
        const kept = await api.get(`/admin/b2b/profiles/${profiles.ubl}`, admin)
        expect(kept.data.profile.customer_number_field).toBe("gln")
      })

      it("the OpenAPI document lists the new formats and fields", async () => {
        const doc = (await api.get("/api/_info/openapi3.json", editor)).data
        const schemas = Object.values(
          doc.components.schemas as Record<string, any>
        ).filter((s) => s.properties?.fileFormat?.enum)
        expect(schemas.length).toBeGreaterThan(0)
        for (const schema of schemas)
          expect(schema.properties.fileFormat.enum).toEqual(
            expect.arrayContaining(["xlsx", "edifact", "ubl", "cxml"])
          )
        expect(
          schemas.some((s) =>
            ["sheetName", "headerRow", "customerNumberField"].every(
              (field) => field in s.properties
            )
          )
        ).toBe(true)
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
