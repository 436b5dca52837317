import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { editorHeaders, seedShop, uploadAndProcess } from "../helpers/b2b"

jest.setTimeout(300 * 1000)

const EMAIL = "purchasing@acme-industrial.example"

/** One run reports every problem of a file, each at the line a text editor shows. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
    })

    it("an unknown SKU, a quantity that is no number and an empty price are reported in the first run, status parsed", async () => {
      const editor = await editorHeaders(api, getContainer())
      const file = [
        "order_number,email,sku,qty,unit_price",
        `ALL-1,${EMAIL},NOPE-1,1,0.50`,
        `ALL-1,${EMAIL},NOPE-2,zwei,0.50`,
        `ALL-1,${EMAIL},SW01002,1,`,
      ].join("\n")
      const { processed } = await uploadAndProcess(
        api,
        editor,
        profiles.edi,
        file
      )
      expect(processed.data.status).toBe("parsed")
      expect(
        processed.data.errors.map((e: any) => [e.row, e.column, e.code])
      ).toEqual([
        [2, "sku", "UNKNOWN_SKU"],
        [3, "qty", "INVALID_NUMBER"],
        [3, "sku", "UNKNOWN_SKU"],
        [4, "unit_price", "MISSING_VALUE"],
      ])
      expect(processed.data.errorMessage).toContain("line 2")
    })

    it("a note with a line break: the next line's error names its physical line", async () => {
      const editor = await editorHeaders(api, getContainer())
      const file = [
        "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
        'PHY-1;K-10001;SW01000;1;"Tor 3',
        'bitte klingeln"',
        "PHY-1;K-10001;NOPE-9;1;",
      ].join("\n")
      const { processed } = await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        file
      )
      expect(processed.data.status).toBe("mapped")
      expect(processed.data.errors).toEqual([
        expect.objectContaining({
          row: 4,
          column: "Artikelnummer",
          code: "UNKNOWN_SKU",
        }),
      ])
      expect(processed.data.errorMessage).toContain(
        "line 4, column 'Artikelnummer'"
      )
    })
  },
})
