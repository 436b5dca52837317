import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { createAdministrator } from "../helpers/access"
import { settle } from "../helpers/api-client"
import { editorHeaders, seedShop, uploadAndProcess } from "../helpers/b2b"

jest.setTimeout(300 * 1000)

const MAPPINGS: [string, string][] = [
  ["order_number", "order.externalNumber"],
  ["email", "customer.email"],
  ["sku", "line.sku"],
  ["qty", "line.quantity"],
  ["unit_price", "line.unitPrice"],
]

/** 3 × 10.00 of SW01001 for the demo customer, whose address is in Germany (19 % tax). */
const file = (orderNumber: string) =>
  `order_number,email,sku,qty,unit_price\n${orderNumber},purchasing@acme-industrial.example,SW01001,3,10.00\n`

/** File prices are net or gross as the profile says, whatever the region's own price preference. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let regionId: string
    beforeAll(async () => {
      await seedShop(getContainer())
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "region", fields: ["id", "name"] })
      regionId = data.find((r: any) => r.name === "Europe")!.id
    })

    async function profileWith(editor: any, extra: Record<string, unknown>) {
      const created = await api.post(
        "/api/plugin-b2b-profile?_response=1",
        {
          name: `Prices ${Math.random()}`,
          approvalMode: "auto",
          fileFormat: "csv",
          csvDelimiter: ",",
          customerLookup: "email",
          priceSource: "file",
          regionId,
          ...extra,
        },
        editor
      )
      const id = created.data.data.id
      for (const [position, [source, target]] of MAPPINGS.entries())
        await api.post(
          "/api/plugin-b2b-field-mapping",
          { profileId: id, source, target, position },
          editor
        )
      return created.data.data
    }

    async function totals(orderId: string) {
      const admin = await createAdministrator(getContainer(), api)
      const { order } = (
        await api.get(
          `/admin/orders/${orderId}?fields=item_total,item_tax_total,tax_total,total,items.is_tax_inclusive`,
          admin
        )
      ).data
      return {
        item: Number(order.item_total),
        tax: Number(order.tax_total),
        total: Number(order.total),
        inclusive: order.items.map((i: any) => i.is_tax_inclusive),
      }
    }

    async function importWith(filePrices: string | null, orderNumber: string) {
      const editor = await editorHeaders(api, getContainer())
      const profile = await profileWith(
        editor,
        filePrices ? { filePrices } : {}
      )
      expect(profile.filePrices ?? null).toBe(filePrices)
      const { processed } = await uploadAndProcess(
        api,
        editor,
        profile.id,
        file(orderNumber)
      )
      expect(processed.data.status).toBe("approved")
      return totals(processed.data.orderId)
    }

    // Hand calculation: net 3 × 10.00 = 30.00 + 19 % = 35.70; gross 30.00 of which 30 − 30/1.19 = 4.79 tax.
    const NET = { item: 35.7, tax: 5.7, total: 35.7, inclusive: [false] }
    const GROSS = { item: 30, tax: 4.79, total: 30, inclusive: [true] }
    const expectTotals = (
      got: Awaited<ReturnType<typeof totals>>,
      want: typeof NET
    ) => {
      expect(got.inclusive).toEqual(want.inclusive)
      expect(got.item).toBeCloseTo(want.item, 2)
      expect(got.tax).toBeCloseTo(want.tax, 2)
      expect(got.total).toBeCloseTo(want.total, 2)
    }

    describe("in a region whose prices include tax", () => {
      it("filePrices net: 19 % is added on top", async () => {
        expectTotals(await importWith("net", "NG-1"), NET)
      })
      it("filePrices gross: the price includes the 19 %", async () => {
        expectTotals(await importWith("gross", "NG-2"), GROSS)
      })
      it("no filePrices on a CSV profile: gross, as before", async () => {
        expectTotals(await importWith(null, "NG-3"), GROSS)
      })
    })

    describe("in a region whose prices exclude tax", () => {
      beforeEach(async () => {
        await updateRegionsWorkflow(getContainer()).run({
          input: {
            selector: { id: regionId },
            update: { is_tax_inclusive: false },
          },
        })
      })
      it("filePrices net", async () => {
        expectTotals(await importWith("net", "NG-4"), NET)
      })
      it("filePrices gross", async () => {
        expectTotals(await importWith("gross", "NG-5"), GROSS)
      })
    })

    describe("the setting over both dialects", () => {
      it("/api refuses an unknown value with the field named, and clears it with null", async () => {
        const editor = await editorHeaders(api, getContainer())
        const bad = await settle(
          api.post(
            "/api/plugin-b2b-profile",
            {
              name: "Bad prices",
              approvalMode: "manual",
              fileFormat: "csv",
              filePrices: "brutto",
            },
            editor
          )
        )
        expect(bad.status).toBe(400)
        expect(JSON.stringify(bad.data)).toContain("filePrices")
        const profile = await profileWith(editor, { filePrices: "net" })
        await api.patch(
          `/api/plugin-b2b-profile/${profile.id}`,
          { filePrices: null },
          editor
        )
        const read = await api.get(
          `/api/plugin-b2b-profile/${profile.id}`,
          editor
        )
        expect(read.data.data.filePrices).toBeNull()
        const doc = await api.get("/api/_info/openapi3.json", editor)
        expect(JSON.stringify(doc.data)).toContain("filePrices")
      })

      it("/admin takes file_prices and refuses an unknown value", async () => {
        const admin = await createAdministrator(getContainer(), api)
        const created = await api.post(
          "/admin/b2b/profiles",
          {
            name: "Admin net",
            approval_mode: "manual",
            file_format: "opentrans",
            file_prices: "gross",
          },
          admin
        )
        expect(created.data.profile.file_prices).toBe("gross")
        const bad = await settle(
          api.post(
            `/admin/b2b/profiles/${created.data.profile.id}`,
            { file_prices: "brutto" },
            admin
          )
        )
        expect(bad.status).toBe(400)
        expect(bad.data.message).toContain("file_prices")
      })
    })
  },
})
