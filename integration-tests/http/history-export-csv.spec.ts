import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import { type HistoryShop, seedHistoryShop } from "../helpers/history"
import {
  CSV_HEADER,
  HISTORY,
  historyCaller,
  insertEntries,
} from "../helpers/history-api"
import {
  exportVia,
  inTimeZone,
  insertContextEntries,
  insertManyEntries,
  runningExports,
} from "../helpers/history-csv"

jest.setTimeout(240 * 1000)

/**
 * The CSV export's file format (docs/product-history.md): readable headers,
 * currency and one column per kind of context, times in the shop's time zone
 * with their offset, a file name naming the period, comma or semicolon, and
 * formulas neutralised whatever the delimiter; on both dialects. A download
 * broken off stops the query and gives its connection back.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let admin: { headers: Record<string, string> }
    let reader: { headers: Record<string, string> }
    const viaApi = () => ({ config: reader, admin: false })
    const viaAdmin = () => ({ config: admin, admin: true })

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
      admin = await createAdminUser(getContainer(), api)
    })
    beforeEach(async () => {
      reader = await historyCaller(api, getContainer(), [
        "plugin_product_history:read",
      ])
    })

    it("has readable headers, a currency column and one column per kind of context, the context whole last", async () => {
      const { listPrice, stock, title } = await insertContextEntries(
        getContainer(),
        shop
      )
      const { text, records } = await exportVia(api, viaApi(), {
        sort: "changedAt",
      })
      expect(text.slice(1, text.indexOf("\r\n"))).toBe(CSV_HEADER.join(","))
      const byId = Object.fromEntries(records.map((r) => [r["Entry ID"], r]))
      expect(byId[listPrice.id]).toMatchObject({
        Field: "price.gross",
        "Old value": "9.5",
        "New value": "8.75",
        Currency: "EUR",
        "Old value (formatted)": "€9.50",
        "New value (formatted)": "€8.75",
        "Price list": "plist_01SPRING",
        Region: shop.regionId,
        "Min quantity": "10",
        "Max quantity": "99",
        Location: "",
      })
      expect(byId[stock.id]).toMatchObject({
        Field: "stock",
        "Old value": "100",
        Currency: "",
        "Price list": "",
        Region: "",
        Location: "Test Warehouse",
      })
      expect(byId[title.id]).toMatchObject({
        Currency: "",
        Location: "",
        "Context data": "",
      })
      expect(JSON.parse(byId[stock.id]["Context data"])).toEqual(
        stock.context_data
      )
    })

    it("fills currency, region and location from changes the capture recorded (admin API)", async () => {
      await api.post(
        `/admin/products/${shop.productId}/variants/batch`,
        {
          update: [
            {
              id: shop.small.id,
              prices: [
                { currency_code: "eur", amount: 10 },
                { currency_code: "usd", amount: 11 },
                {
                  currency_code: "eur",
                  amount: 9,
                  rules: { region_id: shop.regionId },
                },
              ],
            },
          ],
        },
        admin
      )
      await api.post(
        `/admin/inventory-items/${shop.small.inventoryItemId}/location-levels/${shop.location.id}`,
        { stocked_quantity: 90 },
        admin
      )
      const { records } = await exportVia(api, viaAdmin(), {
        field_name: ["price.gross", "price.net", "stock"],
      })
      const rows = records.map((r) => [
        r.Field,
        r["Old value"],
        r["New value"],
        r.Currency,
        r.Region,
        r.Location,
        r["New value (formatted)"],
      ])
      expect(rows).toEqual(
        expect.arrayContaining([
          [expect.any(String), "", "9", "EUR", shop.regionId, "", "€9.00"],
          ["stock", "100", "90", "", "", "Test Warehouse", "90"],
        ])
      )
    })

    it("writes times in the shop's time zone with the offset of that instant, to the millisecond", async () => {
      const { listPrice, stock, title } = await insertContextEntries(
        getContainer(),
        shop
      )
      const changedAt = async () =>
        Object.fromEntries(
          (await exportVia(api, viaApi(), {})).records.map((r) => [
            r["Entry ID"],
            r["Changed at"],
          ])
        )
      expect(await changedAt()).toEqual({
        [listPrice.id]: "2026-03-02T09:15:00.250+00:00",
        [stock.id]: "2026-07-01T21:59:59.999+00:00",
        [title.id]: "2026-07-01T22:00:00.000+00:00",
      })
      // Winter time +01:00, summer time +02:00; the last entry is already July 2nd in Berlin.
      expect(
        await inTimeZone(getContainer(), "Europe/Berlin", changedAt)
      ).toEqual({
        [listPrice.id]: "2026-03-02T10:15:00.250+01:00",
        [stock.id]: "2026-07-01T23:59:59.999+02:00",
        [title.id]: "2026-07-02T00:00:00.000+02:00",
      })
      expect(
        (await inTimeZone(getContainer(), "America/St_Johns", changedAt))[
          listPrice.id
        ]
      ).toBe("2026-03-02T05:45:00.250-03:30")
      // The list's JSON keeps UTC.
      const listed = await api.get(`${HISTORY}/entry/${title.id}`, reader)
      expect(listed.data.data.changedAt).toBe("2026-07-01T22:00:00.000+00:00")
    })

    it("names the file after the period: the filters' dates, else the first and last entry's, else all; on both dialects", async () => {
      await insertContextEntries(getContainer(), shop)
      const nameOf = async (
        dialect: ReturnType<typeof viaApi>,
        body: Record<string, unknown>
      ) => (await exportVia(api, dialect, body)).fileName
      const both = async (
        apiBody: Record<string, unknown>,
        adminBody: Record<string, unknown> = apiBody
      ) => [
        await nameOf(viaApi(), apiBody),
        await nameOf(viaAdmin(), adminBody),
      ]

      expect(await both({})).toEqual(
        Array(2).fill("product-history_2026-03-02_to_2026-07-01.csv")
      )
      expect(await both({ from: "2026-03-01", to: "2026-03-31" })).toEqual(
        Array(2).fill("product-history_2026-03-01_to_2026-03-31.csv")
      )
      expect(await both({ from: "2026-07-01" })).toEqual(
        Array(2).fill("product-history_2026-07-01.csv")
      )
      expect(await both({ source: "nobody" })).toEqual(
        Array(2).fill("product-history_all.csv")
      )
      expect(await both({ from: "2030-01-01" })).toEqual(
        Array(2).fill("product-history_from_2030-01-01.csv")
      )
      expect(await both({ to: "2020-01-01" })).toEqual(
        Array(2).fill("product-history_until_2020-01-01.csv")
      )
      // In the shop's time zone: the last entry falls on July 2nd in Berlin; a date-time names its day there.
      await inTimeZone(getContainer(), "Europe/Berlin", async () => {
        expect(await both({})).toEqual(
          Array(2).fill("product-history_2026-03-02_to_2026-07-02.csv")
        )
        expect(
          await both(
            { fieldName: "title", to: "2026-07-01T23:30:00Z" },
            { field_name: "title", to: "2026-07-01T23:30:00Z" }
          )
        ).toEqual(Array(2).fill("product-history_2026-07-02.csv"))
      })
    })

    it("separates cells with semicolons on request (semicolon or ;), numbers with a decimal comma, quoting only cells that need it; formulas stay neutralised", async () => {
      await insertContextEntries(getContainer(), shop)
      const [formula] = await insertEntries(getContainer(), [
        {
          product_id: shop.productId,
          product_name: "=Evil; product",
          product_number: "@evil",
          field_name: "metadata.note",
          old_value: "-5.00",
          new_value: "=1+1",
          comment: "a, b; c",
          source: "-src",
          changed_at: "2026-05-01T12:00:00Z",
          context_data: { location_name: "+Annex", currency_code: "eur" },
        },
      ])
      const comma = await exportVia(api, viaApi(), {})
      for (const [dialect, delimiter] of [
        [viaApi(), "semicolon"],
        [viaApi(), ";"],
        [viaAdmin(), "semicolon"],
      ] as const) {
        const semi = await exportVia(api, dialect, { delimiter }, ";")
        expect(semi.text.slice(1, semi.text.indexOf("\r\n"))).toBe(
          CSV_HEADER.join(";")
        )
        // German Excel reads a decimal comma there: numbers (not text) are written with one.
        const numbers = (records: Record<string, string>[]) =>
          records.map((r) => [r["Old value"], r["New value"]])
        expect(numbers(semi.records)).toContainEqual(["9,5", "8,75"])
        expect(numbers(comma.records)).toContainEqual(["9.5", "8.75"])
        const asComma = semi.records.map((r) => ({
          ...r,
          "Old value": r["Old value"].replace(/^(-?\d+),(\d+)$/, "$1.$2"),
          "New value": r["New value"].replace(/^(-?\d+),(\d+)$/, "$1.$2"),
        }))
        expect(asComma).toEqual(comma.records)
      }
      const semi = await exportVia(api, viaApi(), { delimiter: ";" }, ";")
      const row = semi.records.find((r) => r["Entry ID"] === formula.id)!
      expect(row).toMatchObject({
        "Product name": "'=Evil; product",
        "Product number": "'@evil",
        "Old value": "-5.00",
        "New value": "'=1+1",
        "New value (formatted)": "'=1+1",
        Source: "'-src",
        Location: "'+Annex",
        Comment: "a, b; c",
      })
      const line = semi.text.split("\r\n").find((l) => l.includes(formula.id))!
      expect(line).toContain(`;'@evil;"'=Evil; product";metadata.note;`)
      expect(line).toContain(`;"a, b; c";${formula.id};`)
      expect(comma.text).toContain(`,'@evil,'=Evil; product,metadata.note,`)
    })

    it("refuses another delimiter with 400 naming the choices, on both dialects; the PDF takes none", async () => {
      const words = 'must be "comma" or "semicolon"'
      const bad = await settle(
        api.post(`${HISTORY}/export-csv`, { delimiter: "tab" }, reader)
      )
      expect(
        expectApiError(
          bad,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/delimiter"
        ).detail
      ).toContain(`"delimiter": ${words}`)
      const adminBad = await settle(
        api.post("/admin/product-history/export-csv", { delimiter: "|" }, admin)
      )
      expect([adminBad.status, adminBad.data.type]).toEqual([
        400,
        "invalid_data",
      ])
      expect(adminBad.data.message).toContain(words)
      expectApiError(
        await settle(
          api.post(`${HISTORY}/export-pdf`, { delimiter: ";" }, reader)
        ),
        400,
        "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
        "/delimiter"
      )
      const doc = (await api.get("/api/_info/openapi3.json", reader)).data
      const body =
        doc.paths[`${HISTORY.replace(/^\/api/, "")}/export-csv`].post
          .requestBody.content["application/json"].schema
      const schema = body.$ref
        ? doc.components.schemas[body.$ref.split("/").pop()]
        : body
      expect(schema.properties.delimiter).toMatchObject({
        enum: ["comma", "semicolon", ",", ";"],
        default: "comma",
      })
    })

    it("a download broken off stops its query and gives the connection back", async () => {
      await insertManyEntries(getContainer(), shop.productId, 200_000)
      const res = await api.post(
        `${HISTORY}/export-csv`,
        {},
        { ...reader, responseType: "stream" }
      )
      await new Promise<void>((resolve) =>
        res.data.once("data", () => {
          res.data.destroy()
          resolve()
        })
      )
      let running = await runningExports(getContainer())
      for (let i = 0; running > 0 && i < 50; i++) {
        await new Promise((r) => setTimeout(r, 100))
        running = await runningExports(getContainer())
      }
      expect(running).toBe(0)
      const { records } = await exportVia(api, viaApi(), { fieldName: "stock" })
      expect(records).toEqual([])
    })
  },
})
